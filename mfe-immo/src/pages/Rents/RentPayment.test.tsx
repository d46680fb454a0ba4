import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { numberText } from 'shared-kernel/edit';
import { isoDay } from '../../edit/dates';
import { fixtureOf, renderRoute } from '../../testing/renderRoute';
import { serveDataApi } from 'shared-kernel/testing';

const recap = fixtureOf('recapLoyers');
const properties = Object.values(recap.immos);
/** The main residence (PRINC) receives no rent: every other property is offered. */
const offered = properties.filter((p) => p.IM_TYPE_PROP !== 'PRINC');
const E = (text: string) => text.replace(/ €/g, '\u00a0€');
/** The month `offset` months from this one as the hint names it: « novembre », « janvier 2027 » in another year. */
const monthName = (offset: number) => {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth() + offset, 1);
  const name = d.toLocaleDateString('fr-FR', { month: 'long' });
  return d.getFullYear() === now.getFullYear() ? name : `${name} ${d.getFullYear()}`;
};

describe('« Encaisser un loyer » on the rent recap', () => {
  it('is not offered when the api cannot write', async () => {
    await renderRoute('/recap');
    await screen.findByRole('heading', { level: 2, name: 'Loyers par bien' });
    expect(screen.queryByRole('button', { name: /Encaisser un loyer/ })).not.toBeInTheDocument();
  });

  it('opens on the first property from the top, and on its own property from a card', async () => {
    const { calls } = await renderRoute('/recap');
    const writes = serveDataApi({ rows: {}, overHarness: true, writesOnly: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Encaisser un loyer' }));
    let form = screen.getByRole('group', { name: 'Encaisser un loyer' });
    expect(within(form).getByLabelText('Bien')).toHaveValue(properties[0]!.IM_NOM);
    expect(within(form).getByLabelText('Bien')).toHaveFocus();

    const target = properties.at(-1)!;
    await userEvent.click(screen.getByRole('button', { name: `Encaisser un loyer : ${target.IM_NOM}` }));
    form = screen.getByRole('group', { name: 'Encaisser un loyer' });
    expect(within(form).getByLabelText('Bien')).toHaveValue(target.IM_NOM);
    expect(within(form).getByLabelText('Bien')).toHaveFocus();
    expect(within(form).getByLabelText('Date')).toHaveValue(isoDay());
    // Aix-les-Bains: its lease asks 650 + 45 = 695 a month and every month so far is paid, so
    // the payment goes to next month's whole rent; the hint says so.
    expect(target.IM_NOM).toBe('Aix-les-Bains Corsuet');
    const montantOf = () => within(form).getByLabelText('Montant (€)');
    expect(montantOf()).toHaveValue('695');
    expect(montantOf()).toHaveAccessibleDescription(E(`Reste dû pour ${monthName(1)} : 695,00 €`));
    expect(within(form).getByLabelText("Honoraires d'agence (€)")).toHaveValue(numberText(target.IM_AGENCE));

    // Another property: its own due and fee; only unsold properties (the recap's) are offered,
    // the main residence left out.
    const bien = within(form).getByLabelText('Bien');
    expect(within(bien).getAllByRole('option').map((o) => o.textContent)).toEqual(offered.map((p) => p.IM_NOM));
    expect(offered.map((p) => p.IM_NOM)).not.toContain('Annecy Résidence principale');
    // Villeurbanne: 590 + 50 = 640 due last month, 400 received: 240 left of last month.
    await userEvent.selectOptions(bien, 'Villeurbanne Gratte-Ciel');
    expect(montantOf()).toHaveValue('240');
    expect(montantOf()).toHaveAccessibleDescription(E(`Reste dû pour ${monthName(-1)} : 240,00 €`));
    expect(within(form).getByLabelText("Honoraires d'agence (€)")).toHaveValue('0');
    // Grenoble has no lease: its theoretical rent (0), and the hint says so.
    await userEvent.selectOptions(bien, 'Grenoble Championnet');
    expect(montantOf()).toHaveValue('0');
    expect(montantOf()).toHaveAccessibleDescription('Aucun bail en cours : prérempli avec le loyer théorique du bien');
    await userEvent.selectOptions(bien, target.IM_NOM);

    const montant = within(form).getByLabelText('Montant (€)');
    await userEvent.clear(montant);
    await userEvent.type(montant, '612,5');
    const before = calls.length;
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({ IM_NOM: target.IM_NOM, date: isoDay(), montant: 612.5, honoraires: target.IM_AGENCE });
    // The form closes and the recap is read again: its figures follow.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Encaisser un loyer' })).not.toBeInTheDocument());
    await waitFor(() => expect(calls.slice(before)).toContain('immeubles/recaployers'));
  });

  it('keeps what was typed when the save fails, with « Réessayer »', async () => {
    await renderRoute('/loyers');
    const writes = serveDataApi({
      rows: {},
      refuse: (w) => (w.path === 'data/loyers' ? [503, { error: 'indisponible', message: 'Service indisponible.' }] : undefined),
      overHarness: true,
      writesOnly: true,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Encaisser un loyer' }));
    const montant = screen.getByLabelText('Montant (€)');
    await userEvent.clear(montant);
    await userEvent.type(montant, '700{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Enregistrement impossible : Service indisponible.');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(montant).toHaveValue('700');
    expect(writes).toHaveLength(1);
  });
});
