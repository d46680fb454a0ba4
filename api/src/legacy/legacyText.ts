/**
 * The quirks of the old site's replies, read rather than refused:
 * Latin-1 bytes or Latin-1 text served as UTF-8 (« CrÃªperie » for « Crêperie »), HTML
 * entities in labels (« Caf&eacute; &amp; Cie »), empty strings and "0000-00-00" for missing
 * values, spaces around values. Numbers written as strings ("150000.00", "1") are left as
 * they are: the sections' schemas accept a plain decimal string.
 */
import iconv from 'iconv-lite';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The reply's text: UTF-8 when it is valid, else the Windows-1252 the old PHP sites wrote. */
export function decodeReply(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return iconv.decode(Buffer.from(bytes), 'win1252');
  }
}

/** A UTF-8 sequence read as Latin-1: a lead byte Ã/Â/Å/Æ/Ã… followed by one or more continuation bytes. */
const MOJIBAKE = /[\u00c2-\u00f4][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]+/;

/**
 * « Ã© » → « é »: the text's characters, taken back to the Windows-1252 bytes they were read
 * from, decoded as UTF-8. Only when every character fits in one such byte and the bytes are
 * valid UTF-8: « Café » (really Latin-1) stays as it is.
 */
export function repairMojibake(text: string): string {
  if (!MOJIBAKE.test(text)) return text;
  const bytes = iconv.encode(text, 'win1252');
  if (iconv.decode(bytes, 'win1252') !== text) return text;
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return text;
  }
}

/** The named entities a French label carries; the numeric ones (&#233; &#xE9;) are decoded whatever they are. */
const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', euro: '€', deg: '°', laquo: '«', raquo: '»',
  rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', hellip: '…', ndash: '–', mdash: '—', oelig: 'œ', OElig: 'Œ',
  aelig: 'æ', AElig: 'Æ', ccedil: 'ç', Ccedil: 'Ç', szlig: 'ß',
};
const ACCENTED: Record<string, string> = { grave: '\u0300', acute: '\u0301', circ: '\u0302', tilde: '\u0303', uml: '\u0308' };

function named(name: string): string | undefined {
  if (NAMED[name] !== undefined) return NAMED[name];
  const accent = /^([A-Za-z])(grave|acute|circ|tilde|uml)$/.exec(name);
  return accent ? `${accent[1]}${ACCENTED[accent[2]!]}`.normalize('NFC') : undefined;
}

function codePoint(n: number): string | undefined {
  return Number.isInteger(n) && n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff) ? String.fromCodePoint(n) : undefined;
}

/** « Caf&eacute; &amp; Cie » → « Café & Cie »; an unknown entity stays written as it was. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,8});/gi, (whole, body: string) => {
    if (body[0] !== '#') return named(body) ?? whole;
    const n = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return codePoint(n) ?? whole;
  });
}

/** A text value as the owner wrote it: mojibake repaired, entities decoded, spaces trimmed; "" is missing. */
export function cleanText(text: string): string | null {
  const clean = decodeEntities(repairMojibake(text)).trim();
  return clean === '' ? null : clean;
}

/** The legacy's empty date. */
const ZERO_DATE = /^0000-00-00/;

/**
 * Every value of a reply, cleaned: texts as cleanText says, "0000-00-00" (with or without a
 * time) missing, objects and lists walked through. Keys are cleaned too (a property's name
 * keys the rent recap).
 */
export function cleanValue(value: unknown): unknown {
  if (typeof value === 'string') return ZERO_DATE.test(value.trim()) ? null : cleanText(value);
  if (Array.isArray(value)) return value.map(cleanValue);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[cleanText(key) ?? key] = cleanValue(v);
    return out;
  }
  return value;
}
