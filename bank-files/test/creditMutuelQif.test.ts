/**
 * Crédit Mutuel's QIF (test/fixtures/releves/credit-mutuel-virgule.qif, laid out as the export
 * BudgetView tests): Quicken's amounts of 100 to 999 written with an empty thousands group
 * first (« T,820.00 », « T-,117.84 »), US dates mm/dd/yy (« 09/14/25 » settles the order).
 */
import { bankFixture } from './fixtures';
import { readStatement } from '../src/readStatement';

test('every line read: date, label and amount, the leading-comma amounts included', () => {
  const file = readStatement(bankFixture('credit-mutuel-virgule.qif'));
  expect(file.format).toBe('qif');
  expect(file.ordreDates).toBeNull();
  expect(file.lignes.map((l) => [l.ligne, l.date, l.libelle, l.montant])).toEqual([
    [2, '2025-09-14', 'PRLV ENGIE HOME SERVICES 004512', -31.4],
    [6, '2025-09-14', 'PRLV MUTUELLE SANTE 318 220417', -72.15],
    [10, '2025-09-11', 'CHQ 20471', -45],
    [14, '2025-09-09', 'CARTE 08/09 BOULANGERIE DU PORT', -18.6],
    [18, '2025-09-05', 'VIR MARTIN LOYER SEPTEMBRE', 820],
    [22, '2025-09-04', 'VIR REMB FRAIS 4471AB', 3.12],
    [26, '2025-09-03', 'CARTE 02/09 SUPER U CARBURANT', -61.27],
    [30, '2025-09-01', 'PRLV ASSUR PNO 771203', -117.84],
    [34, '2025-09-01', 'VIR SCI LES TILLEULS', 240],
    [38, '2025-08-29', 'PRLV DGFIP TAXE FONCIERE 552', -156.32],
    [42, '2025-08-26', 'VIR LIVRET BLEU EPARGNE', -1480],
    [46, '2025-08-18', 'REM CHQ 8841230 0112 002 CHQ', 2345678.9],
    [50, '2025-08-12', 'F COTISATION EUROCOMPTE', -7.5],
    [54, '2025-01-03', 'CARTE 31/12 LIBRAIRIE DU CENTRE', -132.7],
  ]);
});
