/**
 * CAMT.053 statements (ISO 20022, BkToCstmrStmt/Stmt/Ntry), any version and namespace prefix.
 * An entry's amount is unsigned, its CdtDbtInd says CRDT or DBIT; its day is BookgDt (Dt or
 * DtTm), else ValDt; its id AcctSvcrRef, else the first transaction's EndToEndId; its label
 * AddtlNtryInf, the remittance information (Ustrd) and the other party's name (RltdPties Dbtr
 * or Cdtr, its Nm, or Pty/Nm from version 08), each added when it says more. Versions 02 to
 * 08 share these paths. Each entry keeps its statement's account (Acct/Id: IBAN, else Othr/Id)
 * and its currency (Amt's Ccy, else the account's Ccy); an entry not booked (Sts PDNG, INFO)
 * keeps its status, and is proposed « ignorer ».
 */
import { amountAt } from './amounts';
import type { AccountKind } from './formats';
import { dateAt, parseIsoDate } from './dates';
import { labelAt, withDetail } from './labels';
import { refused } from './limits';
import type { RawLine } from './rawLine';
import type { FileAccount } from './statementFile';
import { allOf, at, blocksOf, checkWellFormed, fieldLine, parseXml, textOf, type XmlNode, type XmlValue } from './xml';

const day = (node: XmlValue | undefined) => textOf(at(node, 'Dt')) || textOf(at(node, 'DtTm'));

/** Ustrd may repeat: its lines joined. */
const unstructured = (tx: XmlValue | undefined) => {
  const u = at(tx, 'RmtInf', 'Ustrd');
  return (Array.isArray(u) ? u.map(textOf) : [textOf(u)]).join(' ');
};

/** The other party's name: Nm (versions 02 to 07) or Pty/Nm (08). */
const partyName = (tx: XmlValue | undefined, role: 'Dbtr' | 'Cdtr') => textOf(at(tx, 'RltdPties', role, 'Nm')) || textOf(at(tx, 'RltdPties', role, 'Pty', 'Nm'));

const KINDS: Record<string, AccountKind> = { CACC: 'courant', CASH: 'courant', SVGS: 'epargne', CARD: 'carte' };

interface CamtAccount extends FileAccount {
  devise: string;
}

function accountOf(stmt: XmlNode): CamtAccount | null {
  const acct = stmt.Acct;
  const numero = (textOf(at(acct, 'Id', 'IBAN')) || textOf(at(acct, 'Id', 'Othr', 'Id'))).trim();
  if (!numero) return null;
  const intitule = textOf(at(acct, 'Nm')).trim() || null;
  return { numero, type: KINDS[textOf(at(acct, 'Tp', 'Cd')).trim().toUpperCase()] ?? 'courant', intitule, devise: textOf(at(acct, 'Ccy')).trim().toUpperCase() || 'EUR' };
}

export function readCamt(text: string): { lignes: RawLine[]; comptes: FileAccount[] } {
  const blocks = blocksOf(text, 'Ntry', 'fichier tronqué au milieu d’une écriture (<Ntry> sans </Ntry>)');
  checkWellFormed(text);
  const statements = allOf(at(parseXml(text, ['Stmt', 'Ntry', 'TxDtls', 'Ustrd']), 'Document', 'BkToCstmrStmt'), 'Stmt');
  const entries = statements.flatMap((stmt) => allOf(stmt, 'Ntry').map((entry) => ({ entry, account: accountOf(stmt) })));
  if (entries.length !== blocks.length) throw refused(null, 'structure CAMT.053 illisible (écritures hors de BkToCstmrStmt/Stmt) : choisissez le format OFX ou CSV');
  const comptes = new Map<string, FileAccount>();
  for (const { account } of entries) {
    if (account && !comptes.has(account.numero)) comptes.set(account.numero, { numero: account.numero, type: account.type, intitule: account.intitule });
  }
  const lignes = entries.map(({ entry: e, account }: { entry: XmlNode; account: CamtAccount | null }, i): RawLine => {
    const block = blocks[i]!;
    const line = (tag: string) => fieldLine(text, block, tag);
    const indicator = textOf(e.CdtDbtInd).trim().toUpperCase();
    // Sts: BOOK (booked); PDNG or INFO entries did not go through. A text up to version 07, Sts/Cd from 08.
    const status = (textOf(at(e, 'Sts', 'Cd')) || textOf(e.Sts)).trim().toUpperCase();
    if (indicator !== 'CRDT' && indicator !== 'DBIT') throw refused(line('CdtDbtInd'), `sens illisible « ${indicator} » (CRDT ou DBIT attendu)`);
    const amount = Math.abs(amountAt(textOf(e.Amt), line('Amt'), 'dans Amt'));
    const tx = at(e, 'NtryDtls', 'TxDtls');
    const party = partyName(tx, indicator === 'CRDT' ? 'Dbtr' : 'Cdtr');
    const endToEnd = textOf(at(tx, 'Refs', 'EndToEndId')).trim();
    const parts = [
      labelAt(textOf(e.AddtlNtryInf), line('AddtlNtryInf')),
      labelAt(unstructured(tx), line('Ustrd')),
      labelAt(party, line('Nm')),
    ];
    return {
      ligne: block.ligne,
      date: dateAt(day(e.BookgDt) || day(e.ValDt), line('BookgDt'), parseIsoDate, 'AAAA-MM-JJ attendu dans BookgDt ou ValDt'),
      libelle: parts.reduce(withDetail, ''),
      montant: amount === 0 ? 0 : indicator === 'DBIT' ? -amount : amount,
      fitid: textOf(e.AcctSvcrRef).trim() || (endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : null),
      compte: account?.numero ?? null,
      devise: (attributeOf(e.Amt, 'Ccy') || account?.devise || 'EUR').toUpperCase(),
      ...(status && status !== 'BOOK' ? { etat: status } : {}),
    };
  });
  return { lignes, comptes: [...comptes.values()] };
}

/** An attribute of an element (fast-xml-parser's « @_ » keys). */
const attributeOf = (node: XmlValue | undefined, name: string): string => {
  const value = node && typeof node === 'object' && !Array.isArray(node) ? node[`@_${name}`] : undefined;
  return typeof value === 'string' ? value.trim() : '';
};
