import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { formatEuro } from 'shared-kernel';
import { PLACEMENT_TYPES, type Opvcm, type PlacementType } from 'area-opvcm/contract';
import { fixtureOf, healApi, holdApi, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { card, cardFigures, cardTitle, cardValue, cards } from '../../testing/dom';

const { opvcm } = fixtureOf('allDataOpvcm');
const signed = (n: number) => (n > 0 ? `+${formatEuro(n)}` : formatEuro(n));
const cents = (n: number) => Math.round(n * 100) / 100;

/** The spec's buttons and the types each one shows (AUTRE only under All). */
const BUTTONS: Array<[string, readonly PlacementType[]]> = [
  ['All', PLACEMENT_TYPES],
  ['Assv', ['ASSV']],
  ['Assv-0', ['ASSV0']],
  ['act.', ['ACT']],
  ['PEA', ['PEA']],
];

const holdingsOf = (types: readonly PlacementType[]) => opvcm.filter((o) => types.includes(o.OP_TYPE_PLCMT));

function filterButtons() {
  return within(screen.getByRole('group', { name: 'Type de placement' })).getAllByRole('button');
}

async function holdingCards(label: string) {
  return cards(await screen.findByRole('region', { name: `Placements ${label}` }));
}

function expectCards(shown: HTMLElement[], ops: readonly Opvcm[]) {
  expect(shown.map(cardTitle)).toEqual(ops.map((o) => o.OP_NOM));
  shown.forEach((c, i) => {
    const op = ops[i]!;
    expect(cardValue(c)).toBe(formatEuro(op.OP_MT_VTE));
    expect(cardFigures(c)).toEqual([
      ['Banque', op.OP_BQ],
      ['Type', op.OP_TYPE_PLCMT],
      ['Bénéficiaire', op.OP_BENEF],
      ['Achat', formatEuro(op.OP_MT_ACHAT)],
      ['Plus-value', signed(cents(op.OP_MT_VTE - op.OP_MT_ACHAT))],
    ]);
  });
}

function expectTotal(label: string, ops: readonly Opvcm[]) {
  const total = card('Total de la sélection');
  const sale = cents(ops.reduce((s, o) => s + o.OP_MT_VTE, 0));
  const purchase = cents(ops.reduce((s, o) => s + o.OP_MT_ACHAT, 0));
  expect(cardValue(total)).toBe(formatEuro(sale));
  expect(total).toHaveTextContent(`${label} : ${ops.length} placement${ops.length > 1 ? 's' : ''}`);
  expect(cardFigures(total)).toEqual([
    ['Achat', formatEuro(purchase)],
    ['Plus-value', signed(cents(sale - purchase))],
  ]);
}

describe('holdings by placement type (/listeopvcm)', () => {
  it('opens on Assv-0 (ASSV0), pressed, with its cards and their total', async () => {
    await renderRoute('/listeopvcm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Placements par type' })).toBeInTheDocument();
    const shown = await holdingCards('Assv-0');
    expect(filterButtons().map((b) => b.textContent)).toEqual(BUTTONS.map(([label]) => label));
    expect(filterButtons().map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true', 'false', 'false']);
    const assv0 = holdingsOf(['ASSV0']);
    expect(assv0.length).toBeGreaterThan(1);
    expectCards(shown, assv0);
    expectTotal('Assv-0', assv0);
  });

  it.each(BUTTONS)('the %s button shows its holdings and their total', async (label, types) => {
    await renderRoute('/listeopvcm');
    await holdingCards('Assv-0');
    await userEvent.click(screen.getByRole('button', { name: label }));
    const ops = holdingsOf(types);
    expect(ops.length).toBeGreaterThan(1); // the fixture has several of each
    expectCards(await holdingCards(label), ops);
    expectTotal(label, ops);
    const pressed = filterButtons().filter((b) => b.getAttribute('aria-pressed') === 'true');
    expect(pressed.map((b) => b.textContent)).toEqual([label]);
  });

  it('All is the only selection that shows the AUTRE holdings, and it shows every holding', async () => {
    await renderRoute('/listeopvcm');
    await holdingCards('Assv-0');
    const others = opvcm.filter((o) => o.OP_TYPE_PLCMT === 'AUTRE');
    expect(others.length).toBeGreaterThan(0);
    for (const [label] of BUTTONS.filter(([l]) => l !== 'All')) {
      await userEvent.click(screen.getByRole('button', { name: label }));
      const titles = (await holdingCards(label)).map(cardTitle);
      for (const o of others) expect(titles).not.toContain(o.OP_NOM);
    }
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(await holdingCards('All')).toHaveLength(opvcm.length);
  });

  it('works with the keyboard', async () => {
    await renderRoute('/listeopvcm');
    await holdingCards('Assv-0');
    const pea = screen.getByRole('button', { name: 'PEA' });
    pea.focus();
    await userEvent.keyboard('{Enter}');
    expect(pea).toHaveAttribute('aria-pressed', 'true');
    expectTotal('PEA', holdingsOf(['PEA']));
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'act.' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'act.' })).toHaveAttribute('aria-pressed', 'true');
    expectTotal('act.', holdingsOf(['ACT']));
  });

  it('announces the total politely when the selection changes', async () => {
    await renderRoute('/listeopvcm');
    await holdingCards('Assv-0');
    const live = card('Total de la sélection').closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('says so when a type has no holding', async () => {
    const data = fixtureOf('allDataOpvcm');
    await renderRoute('/listeopvcm', {
      overrides: { allDataOpvcm: { ...data, opvcm: data.opvcm.filter((o) => o.OP_TYPE_PLCMT !== 'ASSV0') } },
    });
    expect(await screen.findByText('Aucun placement de ce type.')).toBeInTheDocument();
    expect(cardValue(card('Total de la sélection'))).toBe(formatEuro(0));
    expect(card('Total de la sélection')).toHaveTextContent('Assv-0 : aucun placement');
  });

  it('reads the shared alldata once, whatever the page of the remote', async () => {
    const { calls } = await renderRoute('/listeopvcm');
    await holdingCards('Assv-0');
    const slow = { timeout: 4000 };
    window.location.hash = '#/listetabopvcm';
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau des placements' }, slow)).toBeInTheDocument();
    await screen.findByRole('table', {}, slow);
    window.location.hash = '#/grapheopvcm';
    expect(await screen.findByRole('heading', { level: 1, name: 'Graphe bulles' }, slow)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Total par banque' }, slow);
    expect(calls.filter((c) => c === 'immeubles/alldata')).toHaveLength(1);
  });

  it('shows a spinner until the holdings arrive', async () => {
    const release = holdApi();
    await renderRoute('/listeopvcm');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
    release();
    await holdingCards('Assv-0');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows 'erreur magasin' with the alldata message when the holdings cannot be loaded", async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/listeopvcm', { failures: { allDataOpvcm: 500 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByRole('heading', { name: 'erreur magasin' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('unable to load immos on immostore init');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('unable to load immos on immostore init', expect.any(Error)));
    consoleError.mockRestore();
  });

  it('shows the faulty field of a malformed holding, then the cards after Réessayer', async () => {
    const consoleError = silenceConsoleError();
    const { immos } = fixtureOf('allDataOpvcm');
    await renderRoute('/listeopvcm', { malformed: { allDataOpvcm: { immos, opvcm: [{ ...opvcm[0], OP_MT_VTE: 'beaucoup' }] } } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('unable to load immos on immostore init');
    expect(alert).toHaveTextContent('opvcm.0.OP_MT_VTE');
    healApi();
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await holdingCards('Assv-0');
    consoleError.mockRestore();
  });
});
