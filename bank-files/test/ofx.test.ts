/** OFX statements: 1.x (SGML, Windows-1252), 2.x (XML, UTF-8), and La Banque Postale's « .qif » that is OFX inside. */
import { readStatement } from '../src/readStatement';
import { OFX1, OFX1_HEADER } from './statementFixtures';
import { cp1252, utf8 } from './statementHelpers';

test('OFX 1 (SGML, CHARSET:1252): leaves closed, NAME completed by MEMO, entities decoded', () => {
  const file = readStatement(cp1252(OFX1));
  expect(file.format).toBe('ofx');
  expect(file.encodage).toBe('windows-1252');
  expect(file.signature).toBeNull();
  expect(file.lignes).toEqual([
    { n: 1, ligne: 18, date: '2026-03-05', libelle: 'VIR SEPA M. DUPONT LOYER MARS', montant: 750, fitid: '2026030500001', compte: '00012345678', devise: 'EUR' },
    { n: 2, ligne: 26, date: '2026-03-06', libelle: 'CB STATION TOTAL & CIE', montant: -1234.56, fitid: '2026030600002', compte: '00012345678', devise: 'EUR' },
  ]);
});

test('OFX 1 with accents in Windows-1252 bytes', () => {
  const lines = OFX1.map((l) => (l === '<MEMO>' ? '<MEMO>ÉCHÉANCE SAINT-ÉTIENNE' : l));
  expect(readStatement(cp1252(lines)).lignes[1]!.libelle).toBe('CB STATION TOTAL & CIE ÉCHÉANCE SAINT-ÉTIENNE');
});

const OFX2 = [
  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
  '<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
  '<OFX>',
  '  <BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STMTRS><CURDEF>EUR</CURDEF>',
  '    <BANKTRANLIST>',
  '      <STMTTRN>',
  '        <TRNTYPE>DEBIT</TRNTYPE>',
  '        <DTPOSTED>20260210</DTPOSTED>',
  '        <TRNAMT>-1180.21</TRNAMT>',
  '        <FITID>00042</FITID>',
  '        <NAME>ECHEANCE PRET</NAME>',
  '        <MEMO>CALUIRE RÉSIDENCE PRINCIPALE</MEMO>',
  '      </STMTTRN>',
  '      <STMTTRN>',
  '        <TRNTYPE>CREDIT</TRNTYPE>',
  '        <DTPOSTED>20260211093000</DTPOSTED>',
  '        <TRNAMT>12.5</TRNAMT>',
  '        <FITID>00043</FITID>',
  '        <PAYEE><NAME>DÉCATHLON</NAME></PAYEE>',
  '      </STMTTRN>',
  '    </BANKTRANLIST>',
  '  </STMTRS></STMTTRNRS></BANKMSGSRSV1>',
  '</OFX>',
];

test('OFX 2 (XML, UTF-8): FITID kept as written, PAYEE/NAME when NAME is absent', () => {
  const file = readStatement(utf8(OFX2));
  expect(file.format).toBe('ofx');
  expect(file.encodage).toBe('utf-8');
  expect(file.lignes).toEqual([
    { n: 1, ligne: 6, date: '2026-02-10', libelle: 'ECHEANCE PRET CALUIRE RÉSIDENCE PRINCIPALE', montant: -1180.21, fitid: '00042', compte: null, devise: 'EUR' },
    { n: 2, ligne: 14, date: '2026-02-11', libelle: 'DÉCATHLON', montant: 12.5, fitid: '00043', compte: null, devise: 'EUR' },
  ]);
});

test('La Banque Postale’s « .qif » holding OFX is read as OFX (by content, whatever the name)', () => {
  const lbp = ['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE', '', '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>', '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260115<TRNAMT>-42.10<FITID>LBP1<NAME>PRLV EDF</STMTTRN>', '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>'];
  const file = readStatement(cp1252(lbp));
  expect(file.format).toBe('ofx');
  expect(file.lignes).toEqual([{ n: 1, ligne: 12, date: '2026-01-15', libelle: 'PRLV EDF', montant: -42.1, fitid: 'LBP1', compte: null, devise: 'EUR' }]);
});

test('a 10 000-transaction OFX is read', () => {
  const lines = [...OFX1_HEADER, '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>'];
  for (let i = 0; i < 10_000; i++) lines.push(`<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>2025${String((i % 12) + 1).padStart(2, '0')}15<TRNAMT>-${i}.99<FITID>F${i}<NAME>CB ACHAT ${i}</STMTTRN>`);
  lines.push('</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>');
  const file = readStatement(cp1252(lines));
  expect(file.lignes).toHaveLength(10_000);
  expect(file.lignes[9_999]).toEqual({ n: 10_000, ligne: 10_011, date: '2025-04-15', libelle: 'CB ACHAT 9999', montant: -9999.99, fitid: 'F9999', compte: null, devise: 'EUR' });
});

test('La Banque Postale’s deferred card file, its purchases written positive: refused, no sign guessed', () => {
  const lines = [
    ...OFX1_HEADER,
    '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR',
    '<BANKACCTFROM><BANKID>20041<BRANCHID>01012<ACCTID>9999999X000<ACCTTYPE>CHECKING</BANKACCTFROM>',
    '<BANKTRANLIST><DTSTART>20260301<DTEND>20260331',
    '<STMTTRN><TRNTYPE>POS<DTPOSTED>20260326<TRNAMT>98.44<FITID>PNC1<NAME>BIO ANTONY</STMTTRN>',
    '<STMTTRN><TRNTYPE>POS<DTPOSTED>20260325<TRNAMT>63.01<FITID>PNC2<NAME>ESSO RABELAIS</STMTTRN>',
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ];
  expect(() => readStatement(cp1252(lines))).toThrow(
    `Relevé refusé : ligne ${OFX1_HEADER.length + 4} : toutes les opérations sont des paiements par carte (POS) écrits au crédit : c’est l’encours d’une carte à débit différé, sans signe ; importez plutôt le relevé du compte courant, ou choisissez le format CSV.`,
  );
  // One of them a debit: a statement as any other.
  expect(readStatement(cp1252(lines.map((l) => l.replace('<TRNAMT>63.01', '<TRNAMT>-63.01')))).lignes).toHaveLength(2);
});
