/**
 * OFX as banks write it: 1.02 in SGML (a header of KEY:VALUE lines, leaves never closed,
 * CHARSET:1252, Windows-1252 bytes), or 2.1.1 in XML (UTF-8). NAME holds 32 characters at
 * most: a longer label goes whole into MEMO, as French banks do.
 */
import iconv from 'iconv-lite';
import { DEMO_ACCOUNT, type DemoBankLine } from './demoBankLines';
import { balanceAfter, escapeXml, ofxDate } from './bankFormats';

const NAME_MAX = 32;

/** The statement's aggregates; `leaf` writes a leaf element (closed or not). */
function body(lines: DemoBankLine[], opening: number, from: string, to: string, leaf: (tag: string, value: string) => string): string[] {
  const transaction = (l: DemoBankLine) => {
    const name = l.libelle.slice(0, NAME_MAX).trim();
    return [
      '<STMTTRN>',
      leaf('TRNTYPE', l.montant < 0 ? 'DEBIT' : 'CREDIT'),
      leaf('DTPOSTED', ofxDate(l.date)),
      leaf('TRNAMT', l.montant.toFixed(2)),
      leaf('FITID', l.fitid),
      leaf('NAME', escapeXml(name)),
      ...(name === l.libelle ? [] : [leaf('MEMO', escapeXml(l.libelle))]),
      '</STMTTRN>',
    ];
  };
  const status = ['<STATUS>', leaf('CODE', '0'), leaf('SEVERITY', 'INFO'), '</STATUS>'];
  return [
    '<OFX>',
    '<SIGNONMSGSRSV1>',
    '<SONRS>',
    ...status,
    leaf('DTSERVER', `${ofxDate(to)}120000`),
    leaf('LANGUAGE', 'FRA'),
    '</SONRS>',
    '</SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1>',
    '<STMTTRNRS>',
    leaf('TRNUID', '0'),
    ...status,
    '<STMTRS>',
    leaf('CURDEF', 'EUR'),
    '<BANKACCTFROM>',
    leaf('BANKID', DEMO_ACCOUNT.banque),
    leaf('BRANCHID', DEMO_ACCOUNT.guichet),
    leaf('ACCTID', DEMO_ACCOUNT.compte),
    leaf('ACCTTYPE', 'CHECKING'),
    '</BANKACCTFROM>',
    '<BANKTRANLIST>',
    leaf('DTSTART', ofxDate(from)),
    leaf('DTEND', ofxDate(to)),
    ...lines.flatMap(transaction),
    '</BANKTRANLIST>',
    '<LEDGERBAL>',
    leaf('BALAMT', balanceAfter(opening, lines.map((l) => l.montant)).toFixed(2)),
    leaf('DTASOF', ofxDate(to)),
    '</LEDGERBAL>',
    '</STMTRS>',
    '</STMTTRNRS>',
    '</BANKMSGSRSV1>',
    '</OFX>',
  ];
}

export function writeOfx1(lines: DemoBankLine[], opening: number, from: string, to: string): Buffer {
  const header = ['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE', ''];
  const sgml = body(lines, opening, from, to, (tag, value) => `<${tag}>${value}`);
  return iconv.encode([...header, ...sgml].join('\r\n') + '\r\n', 'windows-1252');
}

export function writeOfx2(lines: DemoBankLine[], opening: number, from: string, to: string): Buffer {
  const header = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
  ];
  const xml = body(lines, opening, from, to, (tag, value) => `<${tag}>${value}</${tag}>`);
  return Buffer.from([...header, ...xml].join('\n') + '\n', 'utf8');
}
