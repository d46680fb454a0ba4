/**
 * CAMT.053 statements (ISO 20022, BkToCstmrStmt/Stmt/Ntry), any version and namespace prefix.
 * An entry's amount is unsigned, its CdtDbtInd says CRDT or DBIT; its day is BookgDt (Dt or
 * DtTm), else ValDt; its id AcctSvcrRef, else the first transaction's EndToEndId; its label
 * AddtlNtryInf, the remittance information (Ustrd) and the other party's name, each added when
 * it says more.
 */
import { amountAt } from './amounts';
import { dateAt, parseIsoDate } from './dates';
import { labelAt, withDetail } from './labels';
import { refused } from './limits';
import type { RawLine } from './rawLine';
import { allOf, at, blocksOf, checkWellFormed, fieldLine, parseXml, textOf, type XmlNode, type XmlValue } from './xml';

const day = (node: XmlValue | undefined) => textOf(at(node, 'Dt')) || textOf(at(node, 'DtTm'));

/** Ustrd may repeat: its lines joined. */
const unstructured = (tx: XmlValue | undefined) => {
  const u = at(tx, 'RmtInf', 'Ustrd');
  return (Array.isArray(u) ? u.map(textOf) : [textOf(u)]).join(' ');
};

export function readCamt(text: string): RawLine[] {
  const blocks = blocksOf(text, 'Ntry', 'fichier tronqué au milieu d’une écriture (<Ntry> sans </Ntry>)');
  checkWellFormed(text);
  const entries = allOf(at(parseXml(text, ['Stmt', 'Ntry', 'TxDtls', 'Ustrd']), 'Document', 'BkToCstmrStmt'), 'Ntry');
  if (entries.length !== blocks.length) throw refused(null, 'structure CAMT.053 illisible (écritures hors de BkToCstmrStmt/Stmt)');
  return entries.map((e: XmlNode, i) => {
    const block = blocks[i]!;
    const line = (tag: string) => fieldLine(text, block, tag);
    const indicator = textOf(e.CdtDbtInd).trim().toUpperCase();
    if (indicator !== 'CRDT' && indicator !== 'DBIT') throw refused(line('CdtDbtInd'), `sens illisible « ${indicator} » (CRDT ou DBIT attendu)`);
    const amount = Math.abs(amountAt(textOf(e.Amt), line('Amt')));
    const tx = at(e, 'NtryDtls', 'TxDtls');
    const party = indicator === 'CRDT' ? textOf(at(tx, 'RltdPties', 'Dbtr', 'Nm')) : textOf(at(tx, 'RltdPties', 'Cdtr', 'Nm'));
    const endToEnd = textOf(at(tx, 'Refs', 'EndToEndId')).trim();
    const parts = [
      labelAt(textOf(e.AddtlNtryInf), line('AddtlNtryInf')),
      labelAt(unstructured(tx), line('Ustrd')),
      labelAt(party, line('Nm')),
    ];
    return {
      ligne: block.ligne,
      date: dateAt(day(e.BookgDt) || day(e.ValDt), line('BookgDt'), parseIsoDate, 'AAAA-MM-JJ'),
      libelle: parts.reduce(withDetail, ''),
      montant: amount === 0 ? 0 : indicator === 'DBIT' ? -amount : amount,
      fitid: textOf(e.AcctSvcrRef).trim() || (endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : null),
    };
  });
}
