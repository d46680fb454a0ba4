import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { formatInteger, formatNumber } from 'shared-kernel';
import { computeTotals } from '../../cocktail/computeTotals';
import { DEFAULT_SETTINGS, STORAGE_KEY, type CocktailSettings } from '../../cocktail/settings';
import { renderRoute } from '../../testing/renderRoute';
import { FIELD_GROUPS, fieldLabel } from './fields';

const FIELDS = FIELD_GROUPS.flatMap((g) => g.fields);
const input = (key: keyof CocktailSettings) => screen.getByRole('textbox', { name: fieldLabel(FIELDS.find((f) => f.key === key)!) });
const frenchInput = (n: number) => String(n).replace('.', ',');

/** The big value and the facts of an ingredient card. */
function cardOf(label: string) {
  const heading = screen.getByRole('heading', { level: 3, name: label });
  const card = heading.closest('section')!;
  const facts = Object.fromEntries(
    Array.from(card.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
  return { value: card.querySelector('h3 + p')?.textContent, facts };
}

function expectTotals(settings: CocktailSettings) {
  for (const t of computeTotals(settings).ingredients) {
    const { value, facts } = cardOf(t.label);
    expect(value).toBe(`${formatNumber(t.bottles)} bouteille${t.bottles >= 2 ? 's' : ''}`);
    expect(facts).toEqual({
      'Par coupe': `${formatNumber(t.clPerGlass)} cl`,
      Volume: `${formatNumber(t.litres)} L`,
      'Avec la marge': `${formatNumber(t.litresWithMargin)} L`,
      Bouteille: `${formatNumber(t.bottleVolume)} L`,
      'À acheter': formatInteger(Math.ceil(t.bottles)),
    });
  }
}

beforeEach(() => window.localStorage.clear());

describe('cocktail calculator (/cocktail)', () => {
  it('opens with the spec defaults and their totals, in fr-FR', async () => {
    await renderRoute('/cocktail/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cocktails' })).toBeInTheDocument();
    for (const f of FIELDS) expect(input(f.key)).toHaveValue(frenchInput(DEFAULT_SETTINGS[f.key]));
    expectTotals(DEFAULT_SETTINGS);
    // the champagne figures of the issue, as a person reads them
    const champagne = cardOf('Champagne');
    expect(champagne.value).toBe(`${formatNumber(31.68)} bouteilles`);
    expect(champagne.facts.Volume).toBe(`${formatNumber(19.8)} L`);
    expect(champagne.facts['Avec la marge']).toBe(`${formatNumber(23.76)} L`);
    const totals = computeTotals(DEFAULT_SETTINGS);
    expect(screen.getByText(/coupes de/)).toHaveTextContent(
      `${formatInteger(totals.glasses)} coupes de ${formatNumber(totals.clPerGlass)} cl, marge de sécurité de 20 % comprise.`,
    );
  });

  it('recomputes live as a field changes, and says when no margin applies', async () => {
    await renderRoute('/cocktail');
    await userEvent.clear(input('nbBuveurs'));
    await userEvent.type(input('nbBuveurs'), '75');
    expectTotals({ ...DEFAULT_SETTINGS, nbBuveurs: 75 });
    await userEvent.clear(input('margeSecurity'));
    await userEvent.type(input('margeSecurity'), '0');
    expectTotals({ ...DEFAULT_SETTINGS, nbBuveurs: 75, margeSecurity: 0 });
    expect(screen.getByText(/coupes de/)).toHaveTextContent('sans marge de sécurité');
    await userEvent.clear(input('volumeBoutChamp'));
    await userEvent.type(input('volumeBoutChamp'), '1,5');
    expectTotals({ ...DEFAULT_SETTINGS, nbBuveurs: 75, margeSecurity: 0, volumeBoutChamp: 1.5 });
  });

  it('saves to localStorage on Enregistrer, and reads it back on the next visit', async () => {
    const first = await renderRoute('/cocktail');
    await userEvent.clear(input('soupeChamp'));
    await userEvent.type(input('soupeChamp'), '6,5');
    expect(screen.getByRole('status')).toHaveTextContent('Modifications non enregistrées.');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('status')).toHaveTextContent('Réglages enregistrés dans ce navigateur.');
    const expected = { ...DEFAULT_SETTINGS, soupeChamp: 6.5 };
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual(expected);

    await first.unmount();
    await renderRoute('/cocktail');
    expect(input('soupeChamp')).toHaveValue('6,5');
    expectTotals(expected);
  });

  it('shows a French message next to an invalid field, and does not save', async () => {
    await renderRoute('/cocktail');
    const field = input('nbBuveurs');
    await userEvent.clear(field);
    await userEvent.type(field, '-4');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('La valeur doit être positive ou nulle.');
    await userEvent.clear(field);
    await userEvent.type(field, 'beaucoup');
    expect(field).toHaveAccessibleDescription('Saisissez un nombre (par exemple 12,5).');
    expect(screen.getByText('Totaux indisponibles : corrigez les champs signalés.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Champagne' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('status')).toHaveTextContent('Réglages non enregistrés : corrigez les champs signalés.');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(field).toHaveFocus();

    await userEvent.clear(field);
    await userEvent.type(field, '100');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(field).not.toHaveAccessibleDescription();
    expectTotals({ ...DEFAULT_SETTINGS, nbBuveurs: 100 });
  });

  it('falls back to the defaults field by field when the stored value is partial or corrupt', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ nbBuveurs: 90, soupeChamp: 'x', volumeBoutChamp: -1 }));
    await renderRoute('/cocktail');
    expect(input('nbBuveurs')).toHaveValue('90');
    expect(input('soupeChamp')).toHaveValue(frenchInput(DEFAULT_SETTINGS.soupeChamp));
    expect(input('volumeBoutChamp')).toHaveValue(frenchInput(DEFAULT_SETTINGS.volumeBoutChamp));
    expectTotals({ ...DEFAULT_SETTINGS, nbBuveurs: 90 });
  });

  it('opens with the defaults when the stored value is not JSON', async () => {
    window.localStorage.setItem(STORAGE_KEY, '{cassé');
    await renderRoute('/cocktail');
    expectTotals(DEFAULT_SETTINGS);
  });

  it('restores the defaults in the form with « Valeurs par défaut »', async () => {
    await renderRoute('/cocktail');
    await userEvent.clear(input('nbPersonnes'));
    await userEvent.type(input('nbPersonnes'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Valeurs par défaut' }));
    await waitFor(() => expect(input('nbPersonnes')).toHaveValue(String(DEFAULT_SETTINGS.nbPersonnes)));
    expect(within(screen.getByRole('form', { name: 'Réglages du cocktail' })).getAllByRole('textbox')).toHaveLength(FIELDS.length);
  });
});
