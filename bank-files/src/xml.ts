/**
 * XML statements (OFX 2, CAMT.053, and OFX 1 once its leaves are closed) go through
 * fast-xml-parser: values kept as written (a FITID « 00012 » stays a string, an amount is
 * read by amounts.ts), namespace prefixes dropped (CAMT files may use « ns2: »).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { lastLine, refused } from './limits';

export type XmlNode = { [tag: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlValue[];

/** The file's own XML must be well formed: a cut file leaves its elements open. */
export function checkWellFormed(text: string): void {
  const result = XMLValidator.validate(text);
  if (result === true) return;
  const { msg, line } = result.err;
  // The validator reports the elements left open at the end, on line 1: the cut is at the end.
  // Its English text stays out of the message: the owner is told where and what to do.
  if (/^Invalid '\[/.test(msg) || /unclosed|not closed|premature/i.test(msg)) {
    throw refused(lastLine(text), 'fichier tronqué : XML non fermé (exportez de nouveau le relevé, ou choisissez le format OFX ou CSV)');
  }
  throw refused(line, 'XML mal formé : une balise n’est pas fermée ou est mal imbriquée (exportez de nouveau le relevé, ou choisissez le format OFX ou CSV)');
}

/** One parser per list of repeated tags: an OFX of 50 000 transactions parses each on its own. */
const parsers = new Map<string, XMLParser>();

export function parseXml(text: string, arrays: readonly string[]): XmlNode {
  const key = arrays.join(',');
  const parser = parsers.get(key) ?? newParser(arrays);
  parsers.set(key, parser);
  return parser.parse(text) as XmlNode;
}

function newParser(arrays: readonly string[]): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    removeNSPrefix: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    htmlEntities: true,
    isArray: (tag) => arrays.includes(tag),
  });
}

/** The text of a node: a leaf's value, an element with attributes' #text, else ''. */
export function textOf(value: XmlValue | undefined): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return textOf(value[0]);
  if (value && typeof value === 'object') return textOf(value['#text']);
  return '';
}

/** The node at a path of tags (first element of each array on the way), or undefined. */
export function at(node: XmlValue | undefined, ...path: string[]): XmlValue | undefined {
  let current = node;
  for (const tag of path) {
    if (Array.isArray(current)) current = current[0];
    if (!current || typeof current !== 'object') return undefined;
    current = (current as XmlNode)[tag];
  }
  return current;
}

/** Every node named `tag` under `node`, in document order. */
export function allOf(node: XmlValue | undefined, tag: string, out: XmlNode[] = []): XmlNode[] {
  if (Array.isArray(node)) for (const item of node) allOf(item, tag, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === tag) for (const item of Array.isArray(value) ? value : [value]) out.push(typeof item === 'object' && !Array.isArray(item) ? item : {});
      else allOf(value, tag, out);
    }
  }
  return out;
}

/** Start and end offsets of each `tag` element (any namespace prefix), and its first line. */
export interface Block {
  start: number;
  end: number;
  ligne: number;
}

/**
 * The elements `tag` of a text in order, by their tags; an element opened and never closed
 * (the file stops inside it) is refused at its line.
 */
export function blocksOf(text: string, tag: string, truncated: string): Block[] {
  const blocks: Block[] = [];
  const re = new RegExp(`<(/?)(?:[\\w.-]+:)?${tag}(?=[\\s>/])[^>]*>`, 'gi');
  let line = 1;
  let from = 0;
  let open: { start: number; ligne: number } | null = null;
  for (const m of text.matchAll(re)) {
    for (let i = text.indexOf('\n', from); i !== -1 && i < m.index; i = text.indexOf('\n', i + 1)) line++;
    from = m.index;
    if (m[1] === '') {
      if (open) throw refused(open.ligne, truncated);
      open = { start: m.index, ligne: line };
    } else if (open) {
      blocks.push({ start: open.start, end: m.index + m[0].length, ligne: open.ligne });
      open = null;
    }
  }
  if (open) throw refused(open.ligne, truncated);
  return blocks;
}

/** The line of a field of a block (for refusals), else the block's line. */
export function fieldLine(text: string, block: Block, tag: string): number {
  const inside = text.slice(block.start, block.end);
  const i = inside.search(new RegExp(`<(?:[\\w.-]+:)?${tag}[\\s>]`, 'i'));
  return i < 0 ? block.ligne : block.ligne + (inside.slice(0, i).match(/\n/g)?.length ?? 0);
}
