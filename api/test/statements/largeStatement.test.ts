/**
 * A statement of 10 000 lines (the goal: proposed and recorded in under 2 s each; the
 * time is measured apart, not here): the counts of what is proposed, recorded, remembered, and
 * found again on a second import. Figures of the small base (matchHelpers.ts).
 */
import { count } from '../dataHelpers';
import { payloadOf, request } from '../dataHelpers';
import type { TestApi } from '../helpers';
import { csvOf, preview, record, smallApi, type Row } from './matchHelpers';

const LINES = 10_000;
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (i: number) => {
  const d = new Date(Date.UTC(2026, 0, 1 + (i % 290)));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** Rents of January to October on the 5th, instalments n° 1 to 9 on the 10th, then card payments. */
function largeStatement() {
  const rows: Row[] = [];
  for (let m = 1; m <= 10; m++) rows.push([`2026-${pad(m)}-05`, `VIR LOYER ${m}`, 750]);
  for (let m = 2; m <= 10; m++) rows.push([`2026-${pad(m)}-10`, `PRLV ECHEANCE ${m}`, -520]);
  let stations = 0;
  const others: number[] = [];
  for (let i = rows.length; i < LINES; i++) {
    if (i % 3 === 0) {
      rows.push([dayOf(i), `CB STATION ${i}`, -(20 + (i % 50))]);
      stations++;
    } else {
      rows.push([dayOf(i), `CB MAGASIN ${i}`, -(5 + (i % 97))]);
      others.push(i + 1);
    }
  }
  return { rows, stations, others };
}

let api: TestApi;
beforeAll(async () => {
  api = await smallApi();
  payloadOf(await request(api.app, 'POST', '/api/data/regles', { motif: 'STATION', montant_min: null, montant_max: null, section: 'voitures', groupe: 'Citroën C3' }));
});
afterAll(async () => {
  await api.close();
});

test('10 000 lines proposed, recorded with 3 000 decisions, then found again', async () => {
  const { rows, stations, others } = largeStatement();
  const file = csvOf(rows);
  const p = await preview(api.app, file);
  // 10 rents (September's already recorded: to ignore), 9 instalments to ignore, the fuel by the rule.
  expect(p.resume).toEqual({ lignes: LINES, doublons: 0, proposees: 10 + 9 + stations });
  expect(p.lignes.filter((l) => l.proposition?.section === 'loyers')).toHaveLength(9);
  expect(p.lignes.filter((l) => l.proposition?.section === 'ignorer')).toHaveLength(10);

  const decided = others.slice(0, 3000);
  const decisions = decided.map((n) => {
    const [date, libelle, montant] = rows[n - 1]!;
    return { n, section: 'depenses', row: { COP_DATE: date, COP_LIBELLE: libelle, COP_MONT: -montant, COP_GARAGE: null } };
  });
  const depenses = count(api.db, 'personal_expenses');
  const reply = await record(api.app, file, { decisions });
  expect(reply).toMatchObject({
    enregistrees: 9 + stations + decided.length,
    ignorees: 10,
    doublons: 0,
    sansDecision: others.length - decided.length,
    parSection: { loyers: 9, voitures: stations, depenses: decided.length },
  });
  expect(count(api.db, 'personal_expenses')).toBe(depenses + decided.length);
  expect(count(api.db, 'statement_lines')).toBe(9 + stations + decided.length + 10);

  const again = await preview(api.app, file);
  expect(again.resume).toEqual({ lignes: LINES, doublons: 9 + stations + decided.length + 10, proposees: 0 });
  expect(await record(api.app, file)).toMatchObject({ enregistrees: 0, ignorees: 0, sansDecision: others.length - decided.length });

  payloadOf(await request(api.app, 'POST', '/api/data/undo'));
  expect(count(api.db, 'statement_lines')).toBe(0);
  expect(count(api.db, 'personal_expenses')).toBe(depenses);
});
