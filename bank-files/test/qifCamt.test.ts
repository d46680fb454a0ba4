/** QIF and CAMT.053 statements. */
import { readStatement } from '../src/readStatement';
import { CAMT } from './statementFixtures';
import { cp1252, utf8 } from './statementHelpers';

test('QIF (!Type:Bank, Windows-1252): D, T or U, P, M, one transaction per « ^ »', () => {
  // No day above 12: the owner chose jour/mois (dateOrder.test.ts shows the refusal without it).
  const file = readStatement(
    cp1252(['!Type:Bank', 'D05/03/2026', 'T750,00', 'PVIR SEPA M. DUPONT', 'MLOYER MARS', '^', 'D06/03/26', 'U-1 234,56', 'T-1 234,56', 'PCB CARREFOUR MARKET', '^', "D7/ 3'26", 'T-25.30', 'PPRÉLÈVEMENT MAIF', 'MPRÉLÈVEMENT MAIF ASSURANCE', '^']),
    { ordreDates: 'jma' },
  );
  expect(file.format).toBe('qif');
  expect(file.encodage).toBe('windows-1252');
  expect(file.lignes).toEqual([
    { n: 1, ligne: 2, date: '2026-03-05', libelle: 'VIR SEPA M. DUPONT LOYER MARS', montant: 750, fitid: null, compte: null, devise: 'EUR' },
    { n: 2, ligne: 7, date: '2026-03-06', libelle: 'CB CARREFOUR MARKET', montant: -1234.56, fitid: null, compte: null, devise: 'EUR' },
    // Money's date: the apostrophe before the year, day first like the rest of the file.
    { n: 3, ligne: 12, date: '2026-03-07', libelle: 'PRÉLÈVEMENT MAIF ASSURANCE', montant: -25.3, fitid: null, compte: null, devise: 'EUR' },
  ]);
});

test("Quicken's US dates: m/d'yy, month first as the 12/25 of the file says; a QIF without « !Type » line (BNP's PM5)", () => {
  const file = readStatement(cp1252(['!Type:Bank', "D12/25'25", 'T-1,00', 'PA', '^', "D3/ 7'26", 'T-25.30', 'PB', '^']));
  expect(file.lignes.map((l) => l.date)).toEqual(['2025-12-25', '2026-03-07']);
  const bare = readStatement(cp1252(['D06/05/08', 'T-20.50', 'MCHEQUE N° 6872464', '^', '', 'D05/20/08', 'T45.00', 'MVIRT RECU', '^']));
  expect(bare.format).toBe('qif');
  expect(bare.lignes.map((l) => [l.date, l.montant])).toEqual([
    ['2008-06-05', -20.5],
    ['2008-05-20', 45],
  ]);
});

test('QIF: account and category lists are not transactions; the account named before them is theirs', () => {
  const file = readStatement(utf8(['!Account', 'NCompte courant', 'TBank', '^', '!Type:Cat', 'NAlimentation', 'E', '^', '!Type:Bank', 'D01/02/2026', 'T-10,00', 'PCB BOULANGERIE', '^']), {
    ordreDates: 'jma',
  });
  expect(file.lignes).toEqual([{ n: 1, ligne: 10, date: '2026-02-01', libelle: 'CB BOULANGERIE', montant: -10, fitid: null, compte: 'Compte courant', devise: 'EUR' }]);
  expect(file.comptes).toEqual([{ numero: 'Compte courant', type: 'courant', intitule: null }]);
});

test('CAMT.053: CRDT positive, DBIT negative, AcctSvcrRef else EndToEndId, label from AddtlNtryInf, Ustrd, party', () => {
  const file = readStatement(utf8(CAMT));
  expect(file.format).toBe('camt');
  expect(file.encodage).toBe('utf-8');
  expect(file.lignes).toEqual([
    { n: 1, ligne: 8, date: '2026-03-05', libelle: 'VIR SEPA M. DUPONT LOYER MARS', montant: 750, fitid: 'REF-0001', compte: 'FR7630004000010001234567800', devise: 'EUR' },
    { n: 2, ligne: 22, date: '2026-03-10', libelle: 'BANQUE ÉTOILE', montant: -1180.21, fitid: 'PRET-0310', compte: 'FR7630004000010001234567800', devise: 'EUR' },
  ]);
});

test('CAMT.053 with a namespace prefix', () => {
  const prefixed = CAMT.map((l) => l.replace(/<(\/?)(?!\?)([A-Za-z])/g, '<$1ns2:$2').replace('<ns2:Document xmlns=', '<ns2:Document xmlns:ns2='));
  expect(readStatement(utf8(prefixed)).lignes.map((l) => l.montant)).toEqual([750, -1180.21]);
});
