/**
 * OFX statements. OFX 2 is XML; OFX 1 is SGML: a header of « KEY:VALUE » lines, then tags
 * whose leaves are never closed (« <TRNAMT>-12.50 »). Some OFX 2 files (ANZ) also leave their
 * leaves open: every file has its leaves closed (sgmlToXml), so one parser reads them all.
 * Each STMTTRN is a transaction: DTPOSTED (DTUSER when the bank gives only that), TRNAMT,
 * FITID, NAME (or PAYEE/NAME) and MEMO, its currency CURRENCY/CURSYM else the statement's
 * CURDEF. Each belongs to the statement around it: STMTRS (BANKACCTFROM, its ACCTTYPE) or
 * CCSTMTRS (CCACCTFROM: a card). La Banque Postale's « .qif » is such a file: readStatement
 * sniffs the content, not the name.
 */
import { amountAt } from './amounts';
import { decodeEntities } from './entities';
import type { AccountKind } from './formats';
import { dateAt, parseOfxDate } from './dates';
import { labelAt, withDetail } from './labels';
import { lastLine, refused } from './limits';
import type { RawLine } from './rawLine';
import type { FileAccount } from './statementFile';
import { at, blocksOf, fieldLine, parseXml, textOf, type Block } from './xml';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * OFX 1's SGML as XML: a tag followed by text is a leaf, closed at once (its explicit end
 * tag, which some banks write, is then dropped); a tag followed by nothing opens an aggregate,
 * closed by its end tag, which SGML requires. An empty leaf (« <MEMO> » then an end tag) is
 * closed with the aggregate around it; an end tag that closes nothing open is dropped.
 */
export function sgmlToXml(body: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let leaf: string | null = null;
  for (const m of body.matchAll(/<(\/?)([A-Za-z0-9._]+)>([^<]*)/g)) {
    const [, close, rawTag, text = ''] = m;
    const tag = rawTag!.toUpperCase();
    const value = text.trim();
    const spacing = text.slice(text.trimEnd().length);
    if (close) {
      if (tag !== leaf && open.includes(tag)) {
        while (open.length > 0) {
          const closed = open.pop()!;
          out.push(`</${closed}>`);
          if (closed === tag) break;
        }
      }
      out.push(spacing);
      leaf = null;
    } else if (value) {
      out.push(`<${tag}>${escapeXml(decodeEntities(value))}</${tag}>${spacing}`);
      leaf = tag;
    } else {
      out.push(`<${tag}>${spacing}`);
      open.push(tag);
      leaf = null;
    }
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** A statement of the file (STMTRS or CCSTMTRS): where it starts, its account and currency. */
interface OfxStatement {
  start: number;
  compte: string | null;
  type: AccountKind;
  devise: string;
}

const KINDS: Record<string, AccountKind> = { CHECKING: 'courant', SAVINGS: 'epargne', MONEYMRKT: 'epargne', CREDITLINE: 'autre' };

/** The first value of a leaf in a piece of OFX (closed or not), or null. */
const leafIn = (text: string, tag: string): string | null => new RegExp(`<${tag}>\\s*([^<\\r\\n]*)`, 'i').exec(text)?.[1]?.trim() || null;

/** The statements in file order; the account is read before the transactions (a transfer's BANKACCTTO is not it). */
function statementsOf(text: string): OfxStatement[] {
  const starts = [...text.matchAll(/<(STMTRS|CCSTMTRS)>/gi)];
  return starts.map((m, i) => {
    const end = starts[i + 1]?.index ?? text.length;
    const segment = text.slice(m.index, end);
    const list = segment.search(/<BANKTRANLIST>/i);
    const account = list < 0 ? segment : segment.slice(0, list);
    const card = m[1]!.toUpperCase() === 'CCSTMTRS';
    return {
      start: m.index,
      compte: leafIn(account, 'ACCTID'),
      type: card ? 'carte' : (KINDS[(leafIn(account, 'ACCTTYPE') ?? '').toUpperCase()] ?? 'autre'),
      devise: (leafIn(account, 'CURDEF') ?? 'EUR').toUpperCase(),
    };
  });
}

/** A MEMO of punctuation only (Crédit Agricole writes « . ») says nothing. */
const meaningful = (text: string) => (/[\p{L}\p{N}]/u.test(text) ? text : '');

/** The statement a transaction lies in (the last one starting before it). */
function statementAt(statements: readonly OfxStatement[], block: Block): OfxStatement | null {
  let found: OfxStatement | null = null;
  for (const s of statements) if (s.start < block.start) found = s;
  return found;
}

/** The accounts of the statements, each once, in file order. */
function accountsOf(statements: readonly OfxStatement[]): FileAccount[] {
  const out = new Map<string, FileAccount>();
  for (const s of statements) if (s.compte && !out.has(s.compte)) out.set(s.compte, { numero: s.compte, type: s.type, intitule: null });
  return [...out.values()];
}

/**
 * La Banque Postale's deferred card file (« CB différé ») writes the card's purchases as
 * positive POS lines: read as they are, they would be credits. A statement of card payments
 * only, all positive, is refused rather than its signs guessed.
 */
function refuseUnsignedCardPayments(kinds: ReadonlyArray<{ type: string; montant: number; statement: OfxStatement | null; ligne: number }>): void {
  const byStatement = new Map<OfxStatement | null, typeof kinds>();
  for (const k of kinds) byStatement.set(k.statement, [...(byStatement.get(k.statement) ?? []), k]);
  for (const lines of byStatement.values()) {
    if (lines.length >= 2 && lines.every((l) => l.type === 'POS' && l.montant > 0)) {
      throw refused(
        lines[0]!.ligne,
        'toutes les opérations sont des paiements par carte (POS) écrits au crédit : c’est l’encours d’une carte à débit différé, sans signe ; importez plutôt le relevé du compte courant, ou choisissez le format CSV',
      );
    }
  }
}

export function readOfx(text: string): { lignes: RawLine[]; comptes: FileAccount[] } {
  const blocks = blocksOf(text, 'STMTTRN', 'fichier tronqué au milieu d’une opération (<STMTTRN> sans </STMTTRN>)');
  if (!/<\/OFX>/i.test(text)) throw refused(lastLine(text), 'fichier tronqué : la balise </OFX> de fin manque');
  const statements = statementsOf(text);
  const kinds: Array<{ type: string; montant: number; statement: OfxStatement | null; ligne: number }> = [];
  const lignes = blocks.map((block): RawLine => {
    const slice = text.slice(block.start, block.end);
    const t = at(parseXml(sgmlToXml(slice), []), 'STMTTRN');
    const line = (tag: string) => fieldLine(text, block, tag);
    const name = textOf(at(t, 'NAME')) || textOf(at(t, 'PAYEE', 'NAME'));
    const posted = textOf(at(t, 'DTPOSTED'));
    const statement = statementAt(statements, block);
    const montant = amountAt(textOf(at(t, 'TRNAMT')), line('TRNAMT'), 'dans TRNAMT');
    kinds.push({ type: textOf(at(t, 'TRNTYPE')).trim().toUpperCase(), montant, statement, ligne: block.ligne });
    return {
      ligne: block.ligne,
      date: dateAt(posted || textOf(at(t, 'DTUSER')), line(posted ? 'DTPOSTED' : 'DTUSER'), parseOfxDate, `AAAAMMJJ attendu dans ${posted ? 'DTPOSTED' : 'DTUSER'}`),
      libelle: withDetail(labelAt(name, line('NAME')), labelAt(meaningful(textOf(at(t, 'MEMO'))), line('MEMO'))),
      montant,
      fitid: textOf(at(t, 'FITID')).trim() || null,
      compte: statement?.compte ?? null,
      devise: (textOf(at(t, 'CURRENCY', 'CURSYM')).trim() || statement?.devise || 'EUR').toUpperCase(),
    };
  });
  refuseUnsignedCardPayments(kinds);
  return { lignes, comptes: accountsOf(statements) };
}
