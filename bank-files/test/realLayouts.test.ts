/**
 * The reader on files laid out as real bank exports (test/fixtures/releves/, README there):
 * each file's number of lines, its accounts, and three lines' date, amount (its sign) and label,
 * read off the fixture by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DateOrder } from '../src/formats';
import { readStatement, type StatementFile } from '../src/readStatement';

const DIR = path.join(__dirname, 'fixtures', 'releves');
const bytesOf = (name: string) => fs.readFileSync(path.join(DIR, name));
const read = (name: string, ordreDates?: DateOrder): StatementFile => readStatement(bytesOf(name), ordreDates ? { ordreDates } : {});

/** [n, date, montant, libellé, compte, devise] */
type Expected = [number, string, number, string, string | null, string];

interface Layout {
  file: string;
  ordreDates?: DateOrder;
  format: StatementFile['format'];
  encodage: string;
  lignes: number;
  comptes: Array<[string, string]>;
  three: Expected[];
}

const LAYOUTS: Layout[] = [
  {
    file: 'cic-courant-carte.ofx',
    format: 'ofx',
    encodage: 'windows-1252',
    lignes: 6,
    comptes: [
      ['00020118802', 'courant'],
      ['5132004412345678', 'carte'],
    ],
    three: [
      [2, '2026-03-05', 820, 'VIR SEPA M. PAUL LEROY LOYER MARS', '00020118802', 'EUR'],
      [3, '2026-03-31', -137.4, 'RELEVE CARTE 05120417', '00020118802', 'EUR'],
      [6, '2026-03-15', -91.5, 'DÉCATHLON VILLEURBANNE', '5132004412345678', 'EUR'],
    ],
  },
  {
    file: 'credit-agricole-sans-entete.ofx',
    format: 'ofx',
    encodage: 'utf-8',
    lignes: 4,
    comptes: [
      ['456456456456', 'courant'],
      ['5341113026112222', 'carte'],
    ],
    three: [
      [1, '2026-04-06', 690, 'Vir Sepa Mme Ines Garnier Loyer avril T2 Croix-Rousse', '456456456456', 'EUR'],
      // The memo « . » says nothing: it is left out of the label.
      [2, '2026-04-03', -250, 'Cheque 0000214', '456456456456', 'EUR'],
      [4, '2026-04-09', -74.2, 'Leroy Merlin Lyon', '5341113026112222', 'EUR'],
    ],
  },
  {
    file: 'ofx2-feuilles-ouvertes.ofx',
    format: 'ofx',
    encodage: 'utf-8',
    lignes: 3,
    comptes: [['201234567', 'courant']],
    three: [
      [1, '2026-04-02', -34.5, 'PAIEMENT CB BOULANGERIE CARTE 4564', '201234567', 'EUR'],
      // No DTPOSTED: DTUSER is the date.
      [2, '2026-04-10', 705, 'VIR M. KARIM HADDAD LOYER AVRIL', '201234567', 'EUR'],
      [3, '2026-04-15', -25, 'ACHAT HOTEL GENEVE', '201234567', 'CHF'],
    ],
  },
  {
    file: 'ing-direct-date-us.qif',
    format: 'qif',
    encodage: 'windows-1252',
    lignes: 5,
    comptes: [],
    three: [
      // 03/26/2025 (line 20) says month first: 12/10 is 10 December, 12/01 is 1 December.
      [1, '2025-12-10', 100, 'PRÉLÈVEMENT AUTOMATIQUE LIVRET', null, 'EUR'],
      [3, '2025-12-01', -250, 'VIREMENT VERS M. B.L VIRT DECEMBRE 1', null, 'EUR'],
      [5, '2025-03-26', 1500, 'VIREMENT RECU DONATION VIRT ING', null, 'EUR'],
    ],
  },
  {
    file: 'lcl-money-date-us.qif',
    ordreDates: 'mja',
    format: 'qif',
    // ASCII only: read as UTF-8.
    encodage: 'utf-8',
    lignes: 4,
    comptes: [],
    three: [
      [1, '2026-03-02', -60, 'CB RETRAIT DU 01/03', null, 'EUR'],
      [3, '2026-03-05', 780, 'VIR M. THOMAS ROUX LOYER MARS', null, 'EUR'],
      // N (a check number) only: no label.
      [4, '2026-03-09', -40, '', null, 'EUR'],
    ],
  },
  {
    file: 'bnp-money.qif',
    format: 'qif',
    encodage: 'windows-1252',
    lignes: 3,
    comptes: [],
    three: [
      // 27/02/26 (line 12) says day first.
      [1, '2026-03-05', -20.5, 'CHEQUE N° 6872464', null, 'EUR'],
      [2, '2026-03-03', 45, 'VIRT CPTE A CPTE RECU VTL 03/03 12H13 V06031213', null, 'EUR'],
      [3, '2026-02-27', -310.2, 'ECHEANCE PRET 30004024542454643486431', null, 'EUR'],
    ],
  },
  {
    file: 'boursorama-tous-comptes.csv',
    format: 'csv',
    encodage: 'utf-8',
    lignes: 4,
    comptes: [
      ['00040211293', 'courant'],
      ['00040998877', 'epargne'],
    ],
    three: [
      [1, '2026-04-06', 740, 'VIR SEPA MME JULIE MOREAU', '00040211293', 'EUR'],
      [2, '2026-04-03', -23.45, 'CARTE 02/04/26 CARREFOUR CITY CB*1234', '00040211293', 'EUR'],
      [4, '2026-03-31', 12.85, 'INTERETS 2026', '00040998877', 'EUR'],
    ],
  },
  {
    file: 'fortuneo.csv',
    format: 'csv',
    encodage: 'windows-1252',
    lignes: 3,
    comptes: [],
    three: [
      [1, '2026-03-25', -10.9, 'CARTE 24/03 PHARMACIE DU PARC', null, 'EUR'],
      [2, '2026-03-31', 655, 'VIR INST M. LUCAS PETIT LOYER AVRIL', null, 'EUR'],
      [3, '2026-04-02', -1204, 'PRLV SEPA TAXE FONCIERE', null, 'EUR'],
    ],
  },
  {
    file: 'bnp-compte-cheques.csv',
    format: 'csv',
    encodage: 'windows-1252',
    lignes: 3,
    comptes: [['30004012345678', 'courant']],
    three: [
      [1, '2026-04-14', 690, 'VIR SEPA RECU /DE MME CLAIRE BLANC /MOTIF LOYER AVRIL', '30004012345678', 'EUR'],
      [2, '2026-04-15', -64.1, 'PRLV SEPA EDF & CO /MOTIF FACTURE 4452', '30004012345678', 'EUR'],
      [3, '2026-04-16', -18, "FACTURE CARTE DU 15/04/26 L'ATELIER CB*0123", '30004012345678', 'EUR'],
    ],
  },
  {
    file: 'societe-generale.csv',
    format: 'csv',
    encodage: 'windows-1252',
    lignes: 3,
    comptes: [['0003012345678', 'courant']],
    three: [
      [1, '2026-04-21', 700, 'VIR RECU 9876543210 DE: M. HUGO FAURE MOTIF: LOYER AVRIL', '0003012345678', 'EUR'],
      [2, '2026-04-18', -89.9, 'CARTE X4521 17/04 BRICO DEPOT', '0003012345678', 'EUR'],
      [3, '2026-04-13', -31.25, 'PRELEVEMENT EUROPEEN DE: AXA FRANCE IARD ID: FR12ZZZ123456', '0003012345678', 'EUR'],
    ],
  },
  {
    file: 'revolut.csv',
    format: 'csv',
    encodage: 'utf-8',
    lignes: 5,
    comptes: [],
    three: [
      [3, '2026-04-14', -38, 'Coop Geneve', null, 'CHF'],
      // The fee of 1,00 is taken on top of the 50,00: 51,00 leave the account.
      [4, '2026-04-18', -51, 'Cash at Lyon Part-Dieu', null, 'EUR'],
      // Started but never completed: the date of its start, its state kept.
      [5, '2026-04-19', -19.99, 'Amazon', null, 'EUR'],
    ],
  },
  {
    file: 'raiffeisen-camt053-v04.xml',
    format: 'camt',
    encodage: 'utf-8',
    lignes: 2,
    comptes: [['CH9300762011623852957', 'courant']],
    three: [
      // « 2026-04-01+02:00 »: the day as written, the payer's name and the remittance kept.
      [1, '2026-04-01', 1200, 'Gutschrift Miete April Wohnung 2 Anna Keller', 'CH9300762011623852957', 'CHF'],
      [2, '2026-04-12', -85.4, 'Lastschrift Swisscom (Schweiz) AG', 'CH9300762011623852957', 'CHF'],
    ],
  },
  {
    file: 'camt053-v08-deux-comptes.xml',
    format: 'camt',
    encodage: 'utf-8',
    lignes: 3,
    comptes: [
      ['FR7630006000011234567890189', 'courant'],
      ['FR7630006000019876543210112', 'epargne'],
    ],
    three: [
      [1, '2026-04-04', 760, 'LOYER AVRIL 2026 APPT 12 RUE DES LILAS SOPHIE MERCIER', 'FR7630006000011234567890189', 'EUR'],
      [2, '2026-04-08', -42.15, 'PRLV FACTURE GAZ 0426 ENGIE', 'FR7630006000011234567890189', 'EUR'],
      [3, '2026-04-10', 300, 'VIREMENT INTERNE EPARGNE', 'FR7630006000019876543210112', 'EUR'],
    ],
  },  {
    // Every line is compared in dateOrderClues.test.ts.
    file: 'telechargement-jour-mois.csv',
    format: 'csv',
    encodage: 'windows-1252',
    lignes: 6,
    comptes: [['00012345678', 'courant']],
    three: [
      [1, '2025-02-03', -52.3, 'PRLV SEPA EDF ECHEANCE 0225', '00012345678', 'EUR'],
      [2, '2025-02-05', 690, 'VIR M. ARNAUD LEGRAND LOYER FEVRIER', '00012345678', 'EUR'],
      [6, '2025-02-12', 24.5, 'VIR CAF ALLOCATION', '00012345678', 'EUR'],
    ],
  },
  {
    // Every line is compared in creditMutuelQif.test.ts.
    file: 'credit-mutuel-virgule.qif',
    format: 'qif',
    encodage: 'utf-8',
    lignes: 14,
    comptes: [],
    three: [
      [5, '2025-09-05', 820, 'VIR MARTIN LOYER SEPTEMBRE', null, 'EUR'],
      [8, '2025-09-01', -117.84, 'PRLV ASSUR PNO 771203', null, 'EUR'],
      [12, '2025-08-18', 2345678.9, 'REM CHQ 8841230 0112 002 CHQ', null, 'EUR'],
    ],
  },  {
    // Every line is compared in bnpLoanCsv.test.ts.
    file: 'bnp-pret-immobilier-entites.csv',
    format: 'csv',
    encodage: 'utf-8',
    lignes: 4,
    comptes: [['****5678', 'autre']],
    three: [
      [1, '2025-01-05', 84.12, 'AMORTISSEMENT PRET 5678', '****5678', 'EUR'],
      [2, '2025-02-05', 84.25, 'AMORTISSEMENT PRET 5678', '****5678', 'EUR'],
      [4, '2025-04-05', 84.51, 'AMORTISSEMENT PRET 5678', '****5678', 'EUR'],
    ],
  },
  {
    file: 'bnp-pret-immobilier-latin1.csv',
    format: 'csv',
    encodage: 'windows-1252',
    lignes: 1,
    comptes: [['****9012', 'autre']],
    three: [[1, '2024-06-05', 112.48, 'AMORTISSEMENT PRET 9012', '****9012', 'EUR']],
  },
];

test('every fixture of the folder is tested here, and named in its README', () => {
  const files = fs.readdirSync(DIR).filter((f) => f !== 'README.md');
  expect(files.sort()).toEqual(LAYOUTS.map((l) => l.file).sort());
  const readme = fs.readFileSync(path.join(DIR, 'README.md'), 'utf8');
  for (const f of files) expect(readme).toContain(f);
});

describe.each(LAYOUTS)('$file', (layout) => {
  const file = read(layout.file, layout.ordreDates);

  test(`${layout.format}, ${layout.encodage}, ${layout.lignes} lines, ${layout.comptes.length} accounts`, () => {
    expect(file.format).toBe(layout.format);
    expect(file.encodage).toBe(layout.encodage);
    expect(file.lignes).toHaveLength(layout.lignes);
    expect(file.comptes.map((c) => [c.numero, c.type])).toEqual(layout.comptes);
  });

  test('three lines: date, amount and its sign, label, account, currency', () => {
    for (const [n, date, montant, libelle, compte, devise] of layout.three) {
      expect(file.lignes[n - 1]).toMatchObject({ n, date, montant, libelle, compte, devise });
    }
  });
});

test('CAMT: an entry pending (Sts/Cd PDNG, version 08) keeps its status; booked ones have none', () => {
  const pending = Buffer.from(bytesOf('camt053-v08-deux-comptes.xml').toString('utf8').replace('<Cd>BOOK</Cd>', '<Cd>PDNG</Cd>'));
  expect(readStatement(pending).lignes.map((l) => l.etat)).toEqual(['PDNG', undefined, undefined]);
});

test('Revolut: the state of a line that did not go through is kept, none on the others', () => {
  const lines = read('revolut.csv').lignes;
  expect(lines.map((l) => l.etat)).toEqual([undefined, undefined, undefined, undefined, 'REVERTED']);
});

describe('dates that read both ways', () => {
  test('LCL « Money, date US » without a choice: refused with two lines read both ways', () => {
    let thrown: unknown;
    try {
      read('lcl-money-date-us.qif');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toMatchObject({
      name: 'DateOrderUnknown',
      signature: 'qif bank',
      exemples: [
        { ligne: 2, brut: '03/02/26', libelle: 'CB  RETRAIT DU  01/03', jma: '2026-02-03', mja: '2026-03-02' },
        { ligne: 19, brut: '03/09/26', libelle: '', jma: '2026-09-03', mja: '2026-03-09' },
      ],
    });
    expect((thrown as Error).message).toBe(
      'Ordre des dates inconnu : rien dans ce fichier ne dit s’il écrit jour/mois ou mois/jour. Regardé : ses 4 dates d’opération, sans jour au-delà de 12 ; ' +
        'rien d’autre : un QIF n’a ni en-tête ni ligne hors des opérations, et ses montants s’écrivent de même dans les deux ordres. ' +
        'Choisissez l’ordre (jma ou mja) d’après les deux lignes lues dans les deux sens ; il sera retenu pour les fichiers de cette banque.',
    );
  });

  test('the order saved for the profile is used; a day above 12 overrules it', () => {
    const saved = new Map([['qif bank', 'mja' as const]]);
    expect(readStatement(bytesOf('lcl-money-date-us.qif'), { dateOrders: saved }).lignes[0]!.date).toBe('2026-03-02');
    // BNP's file has 27/02: day first whatever was saved.
    expect(readStatement(bytesOf('bnp-money.qif'), { dateOrders: saved }).lignes[0]!.date).toBe('2026-03-05');
  });

  test('a file holding both orders is refused, naming both lines', () => {
    const mixed = Buffer.from('!Type:Bank\nD13/02/2026\nT-1,00\nPA\n^\nD02/14/2026\nT-2,00\nPB\n^\n');
    expect(() => readStatement(mixed)).toThrow(
      'Relevé refusé : ligne 6 : dates dans deux ordres : « 13/02/2026 » (ligne 2) se lit jour/mois, « 02/14/2026 » mois/jour ; exportez de nouveau le relevé, ou choisissez le format OFX.',
    );
  });
});
