/**
 * Which encoding a statement is in, and its text. Valid UTF-8 (with or without a BOM) is
 * UTF-8; otherwise the encoding the file declares (an OFX header's CHARSET, an XML
 * declaration's encoding), else Windows-1252, what French banks' CSV and QIF exports use.
 * A file that declares UTF-8 (or starts with its BOM) but holds bytes UTF-8 cannot be is
 * refused: decoding it anyway would put replacement characters in the labels.
 */
import { isAscii, isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import { refused } from './limits';

export interface Decoded {
  text: string;
  /** utf-8, windows-1252, iso-8859-1… */
  encodage: string;
}

interface Declared {
  /** The canonical name, or null for a declaration that says nothing of the upper half (ASCII, NONE). */
  name: string | null;
  raw: string;
  ligne: number;
}

const CANONICAL: Record<string, string | null> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  '1252': 'windows-1252',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
  'iso-8859-1': 'iso-8859-1',
  'iso8859-1': 'iso-8859-1',
  '8859-1': 'iso-8859-1',
  latin1: 'iso-8859-1',
  'iso-8859-15': 'iso-8859-15',
  'iso8859-15': 'iso-8859-15',
  usascii: null,
  'us-ascii': null,
  ascii: null,
  none: null,
};

/** The declaration in the first bytes (read as Latin-1: every declaration is ASCII). */
function declared(bytes: Buffer): Declared | null {
  const head = bytes.subarray(0, 4096).toString('latin1');
  const xml = /<\?xml[^>]*?\bencoding\s*=\s*["']([^"']+)["']/i.exec(head);
  // OFX 1: ENCODING:UTF-8 says it all; with ENCODING:USASCII the CHARSET names the code page.
  const ofxEncoding = /^[ \t]*ENCODING:[ \t]*(\S+)/im.exec(head);
  const ofxCharset = /^[ \t]*CHARSET:[ \t]*(\S+)/im.exec(head);
  const found = xml ?? (ofxEncoding && /^utf-?8$/i.test(ofxEncoding[1]!) ? ofxEncoding : ofxCharset);
  if (!found) return null;
  const raw = found[1]!;
  const key = raw.toLowerCase();
  const ligne = head.slice(0, found.index).split('\n').length;
  if (key in CANONICAL) return { name: CANONICAL[key] ?? null, raw, ligne };
  if (iconv.encodingExists(key)) return { name: key, raw, ligne };
  throw refused(ligne, `encodage déclaré « ${raw} » inconnu`);
}

/** Where UTF-8 breaks: the offset of the first byte no valid sequence explains. */
function invalidUtf8At(bytes: Buffer): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    const len = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (len === 0) return i;
    for (let k = 1; k < len; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    if (len > 1 && !isUtf8(bytes.subarray(i, i + len))) return i;
    i += len;
  }
  return -1;
}

const lineOfByte = (bytes: Buffer, offset: number): number => {
  let line = 1;
  for (let i = bytes.indexOf(0x0a); i !== -1 && i < offset; i = bytes.indexOf(0x0a, i + 1)) line++;
  return line;
};

export function decodeStatement(bytes: Buffer): Decoded {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: iconv.decode(bytes, 'utf-16le'), encodage: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: iconv.decode(bytes, 'utf-16be'), encodage: 'utf-16be' };
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const declaration = declared(bytes);
  const valid = isUtf8(bytes);
  if (!valid && (bom || declaration?.name === 'utf-8')) {
    const where = invalidUtf8At(bytes);
    const said = bom ? 'commence par la marque UTF-8 (BOM)' : `se déclare en UTF-8 (« ${declaration?.raw} », ligne ${declaration?.ligne})`;
    throw refused(lineOfByte(bytes, where), `le fichier ${said} mais contient un octet invalide en UTF-8 (0x${bytes[where]?.toString(16).toUpperCase()}) : enregistrez-le en UTF-8 ou déclarez son vrai encodage`);
  }
  // Bytes beyond ASCII that form valid UTF-8 are UTF-8, whatever a single-byte declaration says.
  const ascii = valid && isAscii(bytes);
  const encodage = valid && !ascii ? 'utf-8' : (declaration?.name ?? (valid ? 'utf-8' : 'windows-1252'));
  return { text: iconv.decode(bytes, encodage), encodage };
}
