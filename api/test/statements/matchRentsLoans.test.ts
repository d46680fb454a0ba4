/**
 * Proposals for rents and loan instalments, on the small base of matchHelpers.ts: 750 € due on
 * the 5th from Jean Dupont (September's recorded on 05/09/2026), and 520 € of « Prêt Lyon » on
 * the 10th (n° 9 on 10/10/2026). Every expected figure is worked out from those by hand.
 */
import type { TestApi } from '../helpers';
import { csvOf, lineOf, preview, smallApi } from './matchHelpers';

let api: TestApi;
beforeAll(async () => {
  api = await smallApi();
});
afterAll(async () => {
  await api.close();
});

describe('rents', () => {
  test('a credit of the amount due near its due date: the lease, its bail_id, the exact reason', async () => {
    const p = await preview(api.app, csvOf([['2026-10-06', 'VIR SEPA LOYER OCTOBRE', 750]]));
    expect(p).toMatchObject({ format: 'csv', resume: { lignes: 1, doublons: 0, proposees: 1 } });
    expect(lineOf(p, 'VIR SEPA LOYER OCTOBRE')).toEqual({
      n: 1,
      date: '2026-10-06',
      libelle: 'VIR SEPA LOYER OCTOBRE',
      montant: 750,
      doublon: false,
      compte: null,
      proposition: {
        section: 'loyers',
        row: { IM_NOM: 'Lyon T2', date: '2026-10-06', montant: 750, honoraires: 0, bail_id: 1 },
        raison: 'loyer du bail de Jean Dupont, 750 € attendu le 5',
      },
    });
  });

  test('±2 % and ±10 days: 765 € on the 15th and 735 € on 25 September are October’s; 766 € or the 16th are not', async () => {
    // 2 % of 750 € is 15 €; 5 October + 10 days is the 15th, − 10 days is 25 September.
    const cases: Array<[string, number, boolean]> = [
      ['2026-10-15', 765, true],
      ['2026-09-25', 735, true],
      ['2026-10-15', 766, false],
      ['2026-10-15', 734, false],
      ['2026-10-16', 750, false],
    ];
    for (const [day, amount, matched] of cases) {
      const line = (await preview(api.app, csvOf([[day, 'VIR SEPA', amount]]))).lignes[0]!;
      expect({ day, amount, proposition: line.proposition?.raison ?? null }).toEqual({
        day,
        amount,
        proposition: matched ? `loyer du bail de Jean Dupont, 750 € attendu le 5${day < '2026-10-01' ? ' octobre' : ''}` : null,
      });
    }
  });

  test('a partial payment: below the due, the tenant named in the label, within the window', async () => {
    const p = await preview(
      api.app,
      csvOf([
        ['2026-08-04', 'VIR M JEAN DUPONT', 500],
        ['2026-07-04', 'VIR MME MARTIN', 500],
      ]),
    );
    expect(lineOf(p, 'VIR M JEAN DUPONT').proposition).toEqual({
      section: 'loyers',
      row: { IM_NOM: 'Lyon T2', date: '2026-08-04', montant: 500, honoraires: 0, bail_id: 1 },
      raison: 'paiement partiel du loyer de Jean Dupont : 500 € sur 750 € attendus le 5',
    });
    // Below the due, but nobody named: nothing is guessed.
    expect(lineOf(p, 'VIR MME MARTIN').proposition).toBeNull();
  });

  test('each lease-month once per statement: the closer credit takes it', async () => {
    const p = await preview(
      api.app,
      csvOf([
        ['2026-10-12', 'VIR A', 750],
        ['2026-10-05', 'VIR B', 750],
      ]),
    );
    expect(lineOf(p, 'VIR B').proposition?.section).toBe('loyers');
    expect(lineOf(p, 'VIR A').proposition).toBeNull();
  });

  test('a month already paid by a recorded payment of that amount near that date: to ignore', async () => {
    const p = await preview(api.app, csvOf([['2026-09-07', 'VIR DUPONT SEPTEMBRE', 750]]));
    expect(lineOf(p, 'VIR DUPONT SEPTEMBRE').proposition).toEqual({ section: 'ignorer', row: null, raison: 'loyer déjà enregistré le 05/09/2026' });
  });

  test('a debit is never a rent', async () => {
    expect((await preview(api.app, csvOf([['2026-10-05', 'VIR DUPONT', -750]]))).lignes[0]!.proposition).toBeNull();
  });
});

describe('loan instalments', () => {
  test('a debit of the instalment, insurance included, near its date: already counted by the schedule', async () => {
    const p = await preview(api.app, csvOf([['2026-10-12', 'PRLV CREDIT IMMO', -520]]));
    expect(lineOf(p, 'PRLV CREDIT IMMO')).toMatchObject({
      proposition: { section: 'ignorer', row: null, raison: "échéance n° 9 du prêt Prêt Lyon : déjà comptée par l'échéancier" },
    });
    expect(lineOf(p, 'PRLV CREDIT IMMO')).not.toHaveProperty('alerte');
  });

  test('±2 %: 530,40 € is n° 9, 531 € is not', async () => {
    expect((await preview(api.app, csvOf([['2026-10-10', 'PRLV', -530.4]]))).lignes[0]!.proposition?.raison).toMatch(/^échéance n° 9 /);
    expect((await preview(api.app, csvOf([['2026-10-10', 'PRLV', -531]]))).lignes[0]!.proposition).toBeNull();
  });

  test('a debit naming a loan near an instalment, of another amount: no proposal, an alert with the amount expected', async () => {
    const p = await preview(
      api.app,
      csvOf([
        ['2026-10-11', 'ECHEANCE PRET 0042', -812.34],
        ['2026-10-11', 'PRLV PRET LYON', -300],
        ['2026-10-11', 'CB LIBRAIRIE', -812.34],
        ['2026-10-25', 'ECHEANCE PRET 0042', -812.34],
      ]),
    );
    expect(p.lignes.map((l) => [l.n, l.proposition, l.alerte ?? null])).toEqual([
      [1, null, "montant différent de l'échéance attendue (520 €)"],
      [2, null, "montant différent de l'échéance attendue (520 €)"],
      // No loan named: an ordinary debit.
      [3, null, null],
      // 15 days after the 10th, 16 before 10 November: no instalment near.
      [4, null, null],
    ]);
  });
});
