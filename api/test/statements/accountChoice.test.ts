/**
 * selectAccounts (area-immo: src/server/statements/accountChoice.ts) on a file like CIC's real export: a
 * current account carrying the monthly « RELEVE CARTE » totals of two cards, whose purchases
 * the file also lists. Amounts chosen by hand: card A −40,00 and −10,50, card B −20,00; totals
 * −50,50 (A) and −20,00 (B).
 */
import { selectAccounts, isCardTotal } from 'area-immo/testing';
import type { BankLine, StatementFile } from 'bank-files';

let n = 0;
const line = (compte: string, date: string, libelle: string, montant: number): BankLine => ({ n: ++n, ligne: n * 10, date, libelle, montant, fitid: null, compte, devise: 'EUR' });

const FILE: StatementFile = {
  format: 'ofx',
  encodage: 'windows-1252',
  signature: null,
  profilDates: null,
  ordreDates: null,
  comptes: [
    { numero: 'C1', type: 'courant', intitule: null },
    { numero: 'A', type: 'carte', intitule: null },
    { numero: 'B', type: 'carte', intitule: null },
  ],
  lignes: [
    line('C1', '2026-03-31', 'RELEVE CARTE 04961018', -50.5),
    line('C1', '2026-03-31', 'RELEVE CARTE 06647219', -20),
    line('C1', '2026-03-05', 'VIR SEPA LOYER', 750),
    line('A', '2026-03-08', 'MONOPRIX', -40),
    line('A', '2026-03-09', 'FNAC', -10.5),
    line('B', '2026-03-10', 'SNCF', -20),
  ],
};

test('what a card total looks like, and what it does not', () => {
  for (const l of ['RELEVE CARTE 04961018', 'FACTURE CARTE DU 15/04', 'Prlv Facture Carte', 'PRLV CB DEBIT DIFFERE', 'Relevé CB 4970']) expect(isCardTotal({ libelle: l })).toBe(true);
  for (const l of ['CARTE 02/04/26 CARREFOUR', 'PAIEMENT CB BOULANGERIE', 'RELEVE DE COMPTE']) expect(isCardTotal({ libelle: l })).toBe(false);
});

test('both cards with the current account: the 3 purchases kept, the 2 totals « déjà détaillé »', () => {
  const s = selectAccounts(FILE, { comptes: ['C1', 'A', 'B'] }, new Map());
  expect(s.lines).toHaveLength(6);
  expect([...s.detailed.keys()]).toEqual([1, 2]);
  expect(s.cartes).toEqual({
    choix: 'detail',
    carte: { comptes: ['A', 'B'], lignes: 3, montant: -70.5 },
    totaux: { lignes: 2, montant: -70.5 },
    explication:
      'On garde les 3 opérations des cartes A, B (-70,50 €) ; les 2 totaux « RELEVE CARTE » du compte courant (-70,50 €) sont marqués « déjà détaillé », pour ne pas compter deux fois les mêmes achats.',
  });
});

test('the totals kept instead: the card lines out; the card remembered as « totaux » comes back so', () => {
  const s = selectAccounts(FILE, { comptes: ['C1', 'A', 'B'], cartes: 'totaux' }, new Map());
  expect(s.lines.map((l) => l.n)).toEqual([1, 2, 3]);
  expect(s.detailed.size).toBe(0);
  const remembered = selectAccounts(FILE, {}, new Map([['A', { importe: true, cartes: 'totaux' as const }]]));
  expect(remembered.comptes.map((c) => [c.numero, c.importe, c.memorise])).toEqual([
    ['C1', true, false],
    ['A', true, true],
    ['B', false, false],
  ]);
  expect(remembered.cartes?.choix).toBe('totaux');
});

test('the current account alone: the totals are the only record of the purchases, kept', () => {
  const s = selectAccounts(FILE, {}, new Map());
  expect(s.lines.map((l) => l.n)).toEqual([1, 2, 3]);
  expect(s.cartes).toBeNull();
});
