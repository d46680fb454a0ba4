/**
 * A CSV whose rows' days are all 12 or less: its date order is decided from the rest of the
 * file (the dates of its other lines, then the owner's choice, then its header's language and
 * its decimal mark), and asked only when none of it tells, naming what was looked at.
 * test/fixtures/releves/telechargement-jour-mois.csv: « Téléchargement du 28/02/2025 » on top.
 */
import { bankFixture } from './fixtures';
import { readStatement } from '../src/readStatement';
import { cp1252, utf8 } from './statementHelpers';
import type { DateOrderUnknown } from '../src/statementFile';

test('« Téléchargement du 28/02/2025 » above the header says jour/mois: every line read without asking', () => {
  const file = readStatement(bankFixture('telechargement-jour-mois.csv'));
  expect(file.ordreDates).toBeNull();
  expect(file.comptes).toEqual([{ numero: '00012345678', type: 'courant', intitule: 'Compte de dépôt n° 40031 00012345678' }]);
  expect(file.lignes.map((l) => [l.ligne, l.date, l.libelle, l.montant])).toEqual([
    [7, '2025-02-03', 'PRLV SEPA EDF ECHEANCE 0225', -52.3],
    [8, '2025-02-05', 'VIR M. ARNAUD LEGRAND LOYER FEVRIER', 690],
    [9, '2025-02-06', 'CB INTERMARCHE 05/02', -38.15],
    [10, '2025-02-10', 'PRLV SEPA CREDIT LOGEMENT PRET 0042', -612.84],
    [11, '2025-02-11', 'CHEQUE 0004127', -150],
    [12, '2025-02-12', 'VIR CAF ALLOCATION', 24.5],
  ]);
});

test('the dates of the other lines weigh like the rows: before the order saved for that bank', () => {
  const dateOrders = new Map([['date;libelle;debit euros;credit euros', 'mja' as const]]);
  expect(readStatement(bankFixture('telechargement-jour-mois.csv'), { dateOrders }).lignes[0]!.date).toBe('2025-02-03');
});

const ROWS = ['03/02/2025;PRLV EDF;-52.30', '05/02/2025;RENT;690.00'];

test('a French header alone, or decimal commas alone, say jour/mois', () => {
  const french = readStatement(utf8(['Date;Libellé;Montant', ...ROWS]));
  expect(french.ordreDates).toBeNull();
  expect(french.lignes.map((l) => [l.date, l.montant])).toEqual([
    ['2025-02-03', -52.3],
    ['2025-02-05', 690],
  ]);
  const commas = readStatement(utf8(['Date;Description;Amount', '03/02/2025;PRLV EDF;-52,30', '05/02/2025;RENT;690,00']));
  expect(commas.lignes.map((l) => l.date)).toEqual(['2025-02-03', '2025-02-05']);
});

test('the order the owner saved for that bank comes before the header and the decimal mark', () => {
  const dateOrders = new Map([['date;libelle;montant', 'mja' as const]]);
  const file = readStatement(utf8(['Date;Libellé;Montant', ...ROWS]), { dateOrders });
  expect(file.ordreDates).toBe('mja');
  expect(file.lignes.map((l) => l.date)).toEqual(['2025-03-02', '2025-05-02']);
});

test('a preamble date that reads both ways, an English header, decimal points: asked, saying what was looked at', () => {
  let thrown: unknown;
  try {
    readStatement(cp1252(['Statement of 03/02/2025;;', 'Date;Description;Amount', ...ROWS]));
  } catch (e) {
    thrown = e;
  }
  expect((thrown as DateOrderUnknown).exemples.map((e) => [e.ligne, e.brut, e.jma, e.mja])).toEqual([
    [3, '03/02/2025', '2025-02-03', '2025-03-02'],
    [4, '05/02/2025', '2025-02-05', '2025-05-02'],
  ]);
  expect((thrown as Error).message).toBe(
    'Ordre des dates inconnu : rien dans ce fichier ne dit s’il écrit jour/mois ou mois/jour. Regardé : ses 2 dates d’opération, sans jour au-delà de 12 ; ' +
      'la ligne hors de l’en-tête et des opérations (03/02/2025, lisible dans les deux sens) ; son en-tête « Date », « Description », « Amount », pas en français ; ' +
      'ses montants, à point décimal. Choisissez l’ordre (jma ou mja) d’après les deux lignes lues dans les deux sens ; il sera retenu pour les fichiers de cette banque.',
  );
});
