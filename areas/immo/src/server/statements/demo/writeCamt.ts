/**
 * A CAMT.053 statement (ISO 20022, camt.053.001.02), UTF-8: opening and closing balances, an
 * entry per line (unsigned amount, CRDT or DBIT, booking date, the bank's reference), the
 * label in AddtlNtryInf.
 */
import { DEMO_ACCOUNT, type DemoBankLine } from './demoBankLines';
import { balanceAfter, escapeXml } from './bankFormats';

const balance = (code: 'OPBD' | 'CLBD', amount: number, date: string) => [
  '      <Bal>',
  `        <Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>`,
  `        <Amt Ccy="EUR">${Math.abs(amount).toFixed(2)}</Amt>`,
  `        <CdtDbtInd>${amount < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd>`,
  `        <Dt><Dt>${date}</Dt></Dt>`,
  '      </Bal>',
];

const entry = (l: DemoBankLine) => [
  '      <Ntry>',
  `        <Amt Ccy="EUR">${Math.abs(l.montant).toFixed(2)}</Amt>`,
  `        <CdtDbtInd>${l.montant < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd>`,
  '        <Sts>BOOK</Sts>',
  `        <BookgDt><Dt>${l.date}</Dt></BookgDt>`,
  `        <ValDt><Dt>${l.date}</Dt></ValDt>`,
  `        <AcctSvcrRef>${l.fitid}</AcctSvcrRef>`,
  `        <BkTxCd><Prtry><Cd>${l.montant < 0 ? 'DEBIT' : 'CREDIT'}</Cd><Issr>DEMO</Issr></Prtry></BkTxCd>`,
  `        <AddtlNtryInf>${escapeXml(l.libelle)}</AddtlNtryInf>`,
  '      </Ntry>',
];

export function writeCamt(lines: DemoBankLine[], opening: number, from: string, to: string): Buffer {
  const id = `DEMO-${to.replace(/-/g, '')}`;
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '  <BkToCstmrStmt>',
    `    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>${to}T12:00:00</CreDtTm></GrpHdr>`,
    '    <Stmt>',
    `      <Id>${id}</Id>`,
    `      <CreDtTm>${to}T12:00:00</CreDtTm>`,
    `      <FrToDt><FrDtTm>${from}T00:00:00</FrDtTm><ToDtTm>${to}T23:59:59</ToDtTm></FrToDt>`,
    `      <Acct><Id><IBAN>${DEMO_ACCOUNT.iban}</IBAN></Id><Ccy>EUR</Ccy><Ownr><Nm>${DEMO_ACCOUNT.titulaire}</Nm></Ownr></Acct>`,
    ...balance('OPBD', opening, from),
    ...balance('CLBD', balanceAfter(opening, lines.map((l) => l.montant)), to),
    ...lines.flatMap(entry),
    '    </Stmt>',
    '  </BkToCstmrStmt>',
    '</Document>',
  ];
  return Buffer.from(xml.join('\n') + '\n', 'utf8');
}
