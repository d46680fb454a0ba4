/** What the reader refuses, in French, naming the line at fault: nothing of a refused file is recorded. */
import iconv from 'iconv-lite';
import { readStatement, STATEMENT_MAX_BYTES, STATEMENT_MAX_LINES } from '../src/readStatement';
import { CAMT, OFX1 } from './statementFixtures';
import { cp1252, refusal, utf8 } from './statementHelpers';

const csv = (...rows: string[]) => cp1252(['Date;Libellé;Montant', ...rows]);
/** These rows' dates read both ways (no day above 12): the owner chose jour/mois. */
const readDayFirst = (bytes: Buffer) => readStatement(bytes, { ordreDates: 'jma' });

describe('files that are not statements', () => {
  test('empty', () => {
    expect(refusal(() => readStatement(Buffer.alloc(0))).message).toBe('Relevé refusé : fichier vide.');
    expect(refusal(() => readStatement(Buffer.from(' \r\n\r\n'))).message).toBe('Relevé refusé : fichier vide.');
  });

  test('unknown format: a PDF, an XML of something else, a text without fields', () => {
    expect(refusal(() => readStatement(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).message).toMatch(/^Relevé refusé : format non reconnu .*binaire/);
    expect(refusal(() => readStatement(utf8(['<?xml version="1.0"?>', '<facture><total>12</total></facture>']))).message).toMatch(/^Relevé refusé : ligne 1 : format non reconnu/);
    expect(refusal(() => readStatement(utf8(['Bonjour', 'ceci est une lettre']))).ligne).toBe(1);
  });

  test(`over ${STATEMENT_MAX_BYTES / 1024 / 1024} Mo: a 20 Mo file, and one just over the limit`, () => {
    const e = refusal(() => readStatement(Buffer.alloc(20 * 1024 * 1024, 0x20)));
    expect(e.message).toBe('Relevé refusé : fichier de 20 Mo, au-delà de 10 Mo (exportez une période plus courte).');
    expect(e.ligne).toBeNull();
    expect(refusal(() => readStatement(Buffer.alloc(STATEMENT_MAX_BYTES + 1, 0x20))).message).toBe(
      'Relevé refusé : fichier de 10,1 Mo, au-delà de 10 Mo (exportez une période plus courte).',
    );
  });

  test(`over ${STATEMENT_MAX_LINES} transactions: a 100 000-line file is refused at its 50 001st transaction`, () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => `01/01/2025;CB ${i};-1,00`);
    const e = refusal(() => readDayFirst(csv(...rows)));
    // The header is line 1: transaction 50 001 is line 50 002.
    expect(e.message).toBe('Relevé refusé : ligne 50 002 : plus de 50 000 opérations (exportez une période plus courte).');
    expect(e.ligne).toBe(50_002);
  });
});

describe('truncated files', () => {
  test('CSV: a row with fewer fields, an unclosed quote', () => {
    expect(refusal(() => readDayFirst(csv('01/03/2026;CB A;-1,00', '02/03/2026;CB B'))).message).toBe(
      'Relevé refusé : ligne 3 : 2 champs au lieu de 3 (ligne coupée, ou séparateur dans un libellé sans guillemets).',
    );
    expect(refusal(() => readDayFirst(csv('01/03/2026;CB A;-1,00', '02/03/2026;CB B;2;3'))).ligne).toBe(3);
    expect(refusal(() => readDayFirst(csv('01/03/2026;CB A;-1,00', '02/03/2026;"CB B;-2'))).message).toBe(
      'Relevé refusé : ligne 3 : fichier tronqué : un guillemet ouvert n’est jamais fermé.',
    );
  });

  test('OFX cut inside a transaction, or without </OFX>', () => {
    // Cut after the second transaction's TRNAMT (line 29): its <STMTTRN> is line 26.
    expect(refusal(() => readStatement(cp1252(OFX1.slice(0, 29)))).message).toBe(
      'Relevé refusé : ligne 26 : fichier tronqué au milieu d’une opération (<STMTTRN> sans </STMTTRN>).',
    );
    // Cut after the last transaction: no </OFX> (the file stops at line 34).
    expect(refusal(() => readStatement(cp1252(OFX1.slice(0, 34)))).message).toBe('Relevé refusé : ligne 34 : fichier tronqué : la balise </OFX> de fin manque.');
  });

  test('CAMT.053 cut inside an entry, or after it (XML not closed)', () => {
    expect(refusal(() => readStatement(utf8(CAMT.slice(0, 26)))).message).toBe(
      'Relevé refusé : ligne 22 : fichier tronqué au milieu d’une écriture (<Ntry> sans </Ntry>).',
    );
    const e = refusal(() => readStatement(utf8(CAMT.slice(0, 32))));
    expect(e.ligne).toBe(32);
    expect(e.message).toMatch(/^Relevé refusé : ligne 32 : fichier tronqué : XML non fermé/);
  });

  test('QIF whose last transaction has no « ^ »', () => {
    expect(refusal(() => readStatement(cp1252(['!Type:Bank', 'D01/03/2026', 'T-1,00', 'PCB A', '^', 'D02/03/2026', 'T-2,00']))).message).toBe(
      'Relevé refusé : ligne 6 : fichier tronqué : l’opération commencée ici ne finit pas par « ^ » (le fichier s’arrête ligne 7).',
    );
  });
});

describe('wrong encoding declared', () => {
  test('OFX 1 declaring ENCODING:UTF-8 with Windows-1252 bytes: the line of the first bad byte', () => {
    const lines = OFX1.map((l) => (l === 'ENCODING:USASCII' ? 'ENCODING:UTF-8' : l === '<MEMO>' ? '<MEMO>PRÉLÈVEMENT' : l));
    const e = refusal(() => readStatement(cp1252(lines)));
    expect(e.ligne).toBe(32);
    expect(e.message).toBe(
      'Relevé refusé : ligne 32 : le fichier se déclare en UTF-8 (« UTF-8 », ligne 5) mais contient un octet invalide en UTF-8 (0xC9) : enregistrez-le en UTF-8 ou déclarez son vrai encodage.',
    );
  });

  test('XML declaring encoding="UTF-8", and a CSV starting with the UTF-8 BOM, holding Latin-1 bytes', () => {
    const camt = iconv.encode(CAMT.join('\n').replace('M. DUPONT</Nm>', 'M. DUPRÉ</Nm>'), 'latin1');
    expect(refusal(() => readStatement(camt)).ligne).toBe(17);
    const bomCsv = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), cp1252(['Date;Libelle;Montant', '01/03/2026;CB A;-1,00', '02/03/2026;CB CAFÉ;-2,00'])]);
    expect(refusal(() => readStatement(bomCsv)).message).toMatch(/^Relevé refusé : ligne 3 : le fichier commence par la marque UTF-8 \(BOM\) mais contient un octet invalide/);
  });

  test('a file declaring Windows-1252 is read as such', () => {
    const xml = iconv.encode(CAMT.join('\n').replace('UTF-8', 'windows-1252').replace('M. DUPONT</Nm>', 'M. DUPRÉ</Nm>'), 'windows-1252');
    const file = readStatement(xml);
    expect(file.encodage).toBe('windows-1252');
    expect(file.lignes[0]!.libelle).toBe('VIR SEPA M. DUPONT LOYER MARS M. DUPRÉ');
  });
});

describe('unreadable fields', () => {
  test('a date that is no date (32/13, 31/02) names its line and the form expected', () => {
    expect(refusal(() => readDayFirst(csv('01/03/2026;CB A;-1,00', '32/13/2026;CB B;-2,00'))).message).toBe(
      'Relevé refusé : ligne 3 : date illisible « 32/13/2026 » (jj/mm/aaaa attendu dans la colonne « Date »).',
    );
    expect(refusal(() => readDayFirst(csv('31/02/2026;CB A;-1,00'))).ligne).toBe(2);
    const ofx = OFX1.map((l) => (l === '<DTPOSTED>20260306' ? '<DTPOSTED>20260231' : l));
    expect(refusal(() => readStatement(cp1252(ofx))).message).toBe('Relevé refusé : ligne 28 : date illisible « 20260231 » (AAAAMMJJ attendu dans DTPOSTED).');
  });

  test('an amount that is no amount', () => {
    expect(refusal(() => readDayFirst(csv('01/03/2026;CB A;-1,00', '02/03/2026;CB B;12,5O'))).message).toBe('Relevé refusé : ligne 3 : montant illisible « 12,5O » dans la colonne « Montant ».');
    const camt = CAMT.map((l) => l.replace('>1180.21<', '>1 180,2,1<'));
    expect(refusal(() => readStatement(utf8(camt))).message).toBe('Relevé refusé : ligne 23 : montant illisible « 1 180,2,1 » dans Amt.');
    const sign = CAMT.map((l) => l.replace('>DBIT<', '>DEBIT<'));
    expect(refusal(() => readStatement(utf8(sign))).message).toBe('Relevé refusé : ligne 24 : sens illisible « DEBIT » (CRDT ou DBIT attendu).');
  });
});

describe('formula injection in a label (the labels end up in spreadsheets)', () => {
  test.each([`=cmd|' /C calc'!A0`, '+33 612', '-2+3+cmd', '@SUM(A1)', '  =1+1'])('CSV label « %s » refused at its line', (label) => {
    const e = refusal(() => readDayFirst(csv('01/03/2026;CB A;-1,00', `02/03/2026;"${label}";-2,00`)));
    expect(e.ligne).toBe(3);
    expect(e.message).toMatch(/^Relevé refusé : ligne 3 : libellé commençant comme une formule de tableur « /);
  });

  test('refused before its dates are asked about: a file refused for a label is worth no question on its date order', () => {
    expect(refusal(() => readStatement(csv('01/03/2026;CB A;-1,00', '02/03/2026;"=1+1";-2,00'))).ligne).toBe(3);
    expect(refusal(() => readStatement(cp1252(['!Type:Bank', 'D01/03/2026', 'T-1,00', 'P@SUM(A1)', '^']))).ligne).toBe(4);
  });

  test('a tab or a carriage return in front counts too', () => {
    expect(refusal(() => readDayFirst(utf8(['Date;Libellé;Montant', '02/03/2026;"\t=1+1";-2,00']))).ligne).toBe(2);
    expect(refusal(() => readDayFirst(utf8(['Date;Libellé;Montant', '02/03/2026;"\r=1+1";-2,00']))).ligne).toBe(2);
  });

  test('in OFX, QIF and CAMT too, at the label’s line', () => {
    const ofx = OFX1.map((l) => (l === '<NAME>VIR SEPA M. DUPONT' ? `<NAME>=cmd|' /C calc'!A0` : l));
    expect(refusal(() => readStatement(cp1252(ofx))).message).toBe(
      `Relevé refusé : ligne 23 : libellé commençant comme une formule de tableur « =cmd|' /C calc'!A0 » (=, +, -, @, tabulation ou retour chariot en tête).`,
    );
    expect(refusal(() => readDayFirst(cp1252(['!Type:Bank', 'D01/03/2026', 'T-1,00', 'P@SUM(A1)', '^']))).ligne).toBe(4);
    expect(refusal(() => readStatement(utf8(CAMT.map((l) => l.replace('>LOYER MARS<', '>+LOYER MARS<'))))).ligne).toBe(18);
  });

  test('a label with such a sign inside is kept', () => {
    expect(readDayFirst(csv('01/03/2026;CB A-B = 2 @ LYON;-1,00')).lignes[0]!.libelle).toBe('CB A-B = 2 @ LYON');
  });
});
