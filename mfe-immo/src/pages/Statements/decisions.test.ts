import { countDecisions, decide, decideAll, decisionsToSend, rulesToCreate, withoutRule, type Decisions } from './decisions';
import { prefill } from './lineRows';
import { LINES, PROPERTY } from './statementFixtures';

const none: Decisions = new Map();
const changed = { kind: 'change', section: 'voitures', row: { groupe: 'Clio', date: '2026-03-03', montant: 62.4, libelle: 'PRLV EDF FACTURE' }, rule: { motif: 'EDF' } } as const;

describe('statement decisions', () => {
  it('sends the changed and ignored lines only, in the statement’s order', () => {
    const d = decide(decide(decide(none, 3, { kind: 'ignore' }), 1, { kind: 'accept' }), 2, changed);
    expect(decisionsToSend(d)).toEqual([
      { n: 2, section: 'voitures', row: changed.row },
      { n: 3, section: 'ignorer', row: null },
    ]);
  });

  it('sends a line changed to « Ignorer » without a row', () => {
    expect(decisionsToSend(decide(none, 4, { kind: 'change', section: 'ignorer', row: { x: 1 }, rule: { motif: 'PRET' } }))).toEqual([{ n: 4, section: 'ignorer', row: null }]);
  });

  it('decides all at once, but neither the duplicates nor the lines changed by hand; accepts only what has a proposal', () => {
    const ignored = decideAll(LINES, decide(none, 2, changed), 'ignore');
    expect([...ignored].sort(([a], [b]) => a - b).map(([n, d]) => [n, d.kind])).toEqual([
      [1, 'ignore'],
      [2, 'change'],
      [3, 'ignore'],
      [4, 'ignore'],
    ]);
    const accepted = decideAll(LINES, ignored, 'accept');
    expect(accepted.get(1)).toEqual({ kind: 'accept' });
    expect(accepted.get(4)).toEqual({ kind: 'ignore' });
    expect(accepted.has(5)).toBe(false);
  });

  it('makes the rule of a change, and forgets it once created', () => {
    const d = decide(none, 2, changed);
    expect(rulesToCreate(d)).toEqual([
      { n: 2, rule: { motif: 'EDF', section: 'voitures', groupe: 'Clio', IM_NOM: null, bail_id: null, categorie: null, montant_min: null, montant_max: null } },
    ]);
    const done = withoutRule(d, 2);
    expect(rulesToCreate(done)).toEqual([]);
    expect(decisionsToSend(done)).toEqual(decisionsToSend(d));
    expect(countDecisions(d)).toEqual({ accepted: 0, changed: 1, ignored: 0, rules: 1 });
  });
});

describe('a line’s row in each section', () => {
  const [rent, expense] = LINES;
  it('is the proposal’s row in its own section', () => {
    expect(prefill(rent!, 'loyers', [])).toBe(rent!.proposition!.row);
  });

  it('takes a debit as a positive expense and a positive charge, the proposal’s property kept', () => {
    expect(prefill(expense!, 'voitures', [])).toEqual({ groupe: '', date: '2026-03-03', montant: 62.4, libelle: 'PRLV EDF FACTURE' });
    expect(prefill(expense!, 'chargesBiens', ['Annecy'])).toMatchObject({ IM_NOM: 'Annecy', montant: 62.4, categorie: 'travaux' });
    expect(prefill(rent!, 'chargesBiens', ['Annecy'])).toMatchObject({ IM_NOM: PROPERTY, montant: 850 });
  });

  it('keeps a credit as a refund (negative) among the expenses', () => {
    expect(prefill(rent!, 'depenses', [])).toMatchObject({ COP_MONT: -850, COP_LIBELLE: 'VIR LOYER MARTIN' });
  });
});
