/**
 * OFX statements. OFX 2 is XML. OFX 1 is SGML: a header of « KEY:VALUE » lines, then tags
 * whose leaves are never closed (« <TRNAMT>-12.50 »); closing each leaf makes it XML, then the
 * same parser reads both. Each STMTTRN is a transaction: DTPOSTED, TRNAMT, FITID, NAME (or
 * PAYEE/NAME) and MEMO. La Banque Postale's « .qif » is such a file: readStatement sniffs the
 * content, not the name.
 */
import { amountAt } from './amounts';
import { dateAt, parseOfxDate } from './dates';
import { labelAt, withDetail } from './labels';
import { lastLine, refused } from './limits';
import type { RawLine } from './rawLine';
import { allOf, at, blocksOf, checkWellFormed, fieldLine, parseXml, textOf } from './xml';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (all, e: string) => {
    if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? all;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all;
  });
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

const isXml = (text: string) => /^\s*<\?xml/i.test(text) || /<\?OFX\b/i.test(text);

export function readOfx(text: string): RawLine[] {
  const blocks = blocksOf(text, 'STMTTRN', 'fichier tronqué au milieu d’une opération (<STMTTRN> sans </STMTTRN>)');
  if (!/<\/OFX>/i.test(text)) throw refused(lastLine(text), 'fichier tronqué : la balise </OFX> de fin manque');
  let xml: string;
  if (isXml(text)) {
    checkWellFormed(text);
    xml = text;
  } else {
    xml = sgmlToXml(text.slice(text.search(/<OFX>/i)));
  }
  const transactions = allOf(parseXml(xml, ['STMTTRN']), 'STMTTRN');
  if (transactions.length !== blocks.length) throw refused(null, 'structure OFX illisible (opérations imbriquées ou hors relevé)');
  return transactions.map((t, i) => {
    const block = blocks[i]!;
    const line = (tag: string) => fieldLine(text, block, tag);
    const name = textOf(at(t, 'NAME')) || textOf(at(t, 'PAYEE', 'NAME'));
    return {
      ligne: block.ligne,
      date: dateAt(textOf(t.DTPOSTED), line('DTPOSTED'), parseOfxDate, 'AAAAMMJJ'),
      libelle: withDetail(labelAt(name, line('NAME')), labelAt(textOf(t.MEMO), line('MEMO'))),
      montant: amountAt(textOf(t.TRNAMT), line('TRNAMT')),
      fitid: textOf(t.FITID).trim() || null,
    };
  });
}
