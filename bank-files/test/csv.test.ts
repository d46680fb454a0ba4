/** CSV statements: a French bank's export (Windows-1252, preamble, Débit/Crédit), and the columns named by the owner. */
import { readStatement } from '../src/readStatement';
import { columnsUnknown, cp1252, utf8 } from './statementHelpers';

const BANK_CSV = cp1252([
  'Compte courant n° 00012345678;;;',
  'Solde au 20/03/2026;2 345,67 €;;',
  '',
  'Date;Libellé;Débit;Crédit',
  '02/03/2026;VIR SEPA M. DUPONT LOYER MARS;;750,00',
  '03/03/2026;"CB CARREFOUR MARKET; LYON";"1 234,56";',
  '05/03/26;PRLV MAIF ASSURANCE HABITATION;-25,30;',
  '06/03/2026;REMBOURSEMENT DÉCATHLON;;12,5',
  '07/03/2026;"CB BOULANGERIE',
  'DU MARCHÉ";4,20;',
  '2026-03-08;FRAIS TENUE DE COMPTE;2.00;',
]);

test('a bank export in Windows-1252: preamble skipped, its account kept, debit written positive made negative, accents kept', () => {
  // No day above 12 in the rows, but « Solde au 20/03/2026 » above the header says jour/mois:
  // the file settles it, whatever the owner chose.
  const file = readStatement(BANK_CSV, { ordreDates: 'jma' });
  expect(file.ordreDates).toBeNull();
  expect(file.comptes).toEqual([{ numero: '00012345678', type: 'courant', intitule: 'Compte courant n° 00012345678' }]);
  expect(file.format).toBe('csv');
  expect(file.encodage).toBe('windows-1252');
  expect(file.signature).toBe('date;libelle;debit;credit');
  expect(file.lignes).toEqual([
    { n: 1, ligne: 5, date: '2026-03-02', libelle: 'VIR SEPA M. DUPONT LOYER MARS', montant: 750, fitid: null, compte: '00012345678', devise: 'EUR' },
    { n: 2, ligne: 6, date: '2026-03-03', libelle: 'CB CARREFOUR MARKET; LYON', montant: -1234.56, fitid: null, compte: '00012345678', devise: 'EUR' },
    { n: 3, ligne: 7, date: '2026-03-05', libelle: 'PRLV MAIF ASSURANCE HABITATION', montant: -25.3, fitid: null, compte: '00012345678', devise: 'EUR' },
    { n: 4, ligne: 8, date: '2026-03-06', libelle: 'REMBOURSEMENT DÉCATHLON', montant: 12.5, fitid: null, compte: '00012345678', devise: 'EUR' },
    // A quoted label over two lines: the transaction starts on the first.
    { n: 5, ligne: 9, date: '2026-03-07', libelle: 'CB BOULANGERIE DU MARCHÉ', montant: -4.2, fitid: null, compte: '00012345678', devise: 'EUR' },
    { n: 6, ligne: 11, date: '2026-03-08', libelle: 'FRAIS TENUE DE COMPTE', montant: -2, fitid: null, compte: '00012345678', devise: 'EUR' },
  ]);
});

test('UTF-8 with a BOM, one signed amount column « Montant(EUROS) », the operation date before the value date', () => {
  const bytes = Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    utf8(['Date opération;Date de valeur;Libellé simplifié;Montant(EUROS)', '31/01/2026;02/02/2026;Échéance prêt;-1 180,21', '01/02/2026;01/02/2026;Virement reçu;+80']),
  ]);
  const file = readStatement(bytes);
  expect(file.encodage).toBe('utf-8');
  expect(file.signature).toBe('date operation;date de valeur;libelle simplifie;montant euros');
  expect(file.lignes.map((l) => [l.date, l.libelle, l.montant])).toEqual([
    ['2026-01-31', 'Échéance prêt', -1180.21],
    ['2026-02-01', 'Virement reçu', 80],
  ]);
});

test('comma separator with decimal points, and a detail column added to the label when it says more', () => {
  const file = readStatement(
    utf8(['date,libelle,detail,montant', '2026-02-03,CB TOTAL,CB TOTAL STATION LYON 7 02/02,-55.20', '2026-02-04,VIR SEPA,LOYER FEVRIER,"1,234.50"']),
  );
  expect(file.lignes.map((l) => [l.libelle, l.montant])).toEqual([
    ['CB TOTAL STATION LYON 7 02/02', -55.2],
    ['VIR SEPA LOYER FEVRIER', 1234.5],
  ]);
});

test('tab separated, footer line « Solde » ignored', () => {
  const file = readStatement(utf8(['Date\tLibellé\tMontant', '10/02/2026\tCB FNAC\t-19,99', 'Solde final\t\t1 000,00']), { ordreDates: 'jma' });
  expect(file.lignes).toHaveLength(1);
  expect(file.lignes[0]).toMatchObject({ date: '2026-02-10', montant: -19.99 });
});

describe('columns not recognised', () => {
  const ODD = cp1252(['Relevé du compte 0001;;', 'Jour;Opération faite;Valeur', '03/03/2026;PAIEMENT CB;-8,00', '04/03/2026;VIREMENT;+100,00']);

  test('ColumnsUnknown names the headers, shows the first rows and the signature', () => {
    const e = columnsUnknown(() => readStatement(ODD));
    expect(e.entetes).toEqual(['Jour', 'Opération faite', 'Valeur']);
    expect(e.apercu).toEqual([
      ['03/03/2026', 'PAIEMENT CB', '-8,00'],
      ['04/03/2026', 'VIREMENT', '+100,00'],
    ]);
    expect(e.signature).toBe('jour;operation faite;valeur');
  });

  test('read with the columns the owner names', () => {
    const file = readStatement(ODD, { ordreDates: 'jma', colonnes: { date: 'Jour', libelle: 'Opération faite', montant: 'Valeur' } });
    expect(file.signature).toBe('jour;operation faite;valeur');
    expect(file.lignes.map((l) => [l.ligne, l.date, l.libelle, l.montant])).toEqual([
      [3, '2026-03-03', 'PAIEMENT CB', -8],
      [4, '2026-03-04', 'VIREMENT', 100],
    ]);
  });

  test('read with a saved profile of that signature', () => {
    const profiles = new Map([['jour;operation faite;valeur', { date: 'jour', libelle: 'operation faite', montant: 'valeur' }]]);
    expect(readStatement(ODD, { ordreDates: 'jma', profiles }).lignes.map((l) => l.montant)).toEqual([-8, 100]);
    // A profile of another shape does not apply.
    expect(() => readStatement(ODD, { profiles: new Map([['date;libelle;montant', { date: 'date', libelle: 'libelle', montant: 'montant' }]]) })).toThrow('Colonnes non reconnues');
  });

  test('a file without header: numbered columns, named the same way', () => {
    const bare = utf8(['03/03/2026;PAIEMENT CB;-8,00;', '04/03/2026;VIREMENT;;100,00']);
    const e = columnsUnknown(() => readStatement(bare));
    expect(e.entetes).toEqual(['Colonne 1', 'Colonne 2', 'Colonne 3', 'Colonne 4']);
    expect(e.apercu).toHaveLength(2);
    const file = readStatement(bare, { ordreDates: 'jma', colonnes: { date: 'Colonne 1', libelle: 'Colonne 2', debit: 'Colonne 3', credit: 'Colonne 4' } });
    expect(file.lignes.map((l) => [l.ligne, l.montant])).toEqual([
      [1, -8],
      [2, 100],
    ]);
  });
});

test('a 10 000-line CSV is read (the page reads a year of a busy account at once)', () => {
  const lines = ['Date;Libellé;Montant'];
  for (let i = 0; i < 10_000; i++) lines.push(`${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/2025;CB ACHAT N° ${i};-${i % 500},${String(i % 100).padStart(2, '0')}`);
  const file = readStatement(cp1252(lines));
  expect(file.lignes).toHaveLength(10_000);
  expect(file.lignes[9_999]).toMatchObject({ n: 10_000, ligne: 10_001, date: '2025-01-04', libelle: 'CB ACHAT N° 9999', montant: -499.99 });
});
