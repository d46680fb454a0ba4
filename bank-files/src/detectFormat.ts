/**
 * A statement's format, from its content (never its name: La Banque Postale's « .qif » is
 * OFX). Binary files (PDF, spreadsheets, images) are told apart before decoding, so that
 * they are refused as such rather than for their bytes.
 */
import type { StatementFormat } from './formats';
import { refused } from './limits';

const UNKNOWN = 'format non reconnu : un relevé CSV, OFX, QIF ou CAMT.053 est attendu';
/** What to do, said after the reason. */
const WAY_OUT = 'choisissez le format OFX ou CSV dans l’espace de votre banque';

/** PDF, ZIP (xlsx, ods), OLE (xls), PNG, JPEG: what a bank's site also offers. */
const BINARY = [Buffer.from('%PDF'), Buffer.from('PK\x03\x04', 'latin1'), Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from([0xff, 0xd8, 0xff])];

export function refuseBinary(bytes: Buffer): void {
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  const head = bytes.subarray(0, 4096);
  if (BINARY.some((magic) => head.subarray(0, magic.length).equals(magic)) || (!utf16 && head.includes(0))) {
    throw refused(null, `${UNKNOWN} (ce fichier est binaire : PDF, tableur ou image) : ${WAY_OUT}`);
  }
}

export function detectFormat(text: string): StatementFormat {
  const head = text.slice(0, 4096).replace(/^\uFEFF/, '').trimStart();
  if (/^OFXHEADER\s*:/i.test(head) || /<OFX>/i.test(head) || /<\?OFX\b/i.test(head)) return 'ofx';
  if (head.startsWith('<')) {
    if (/BkToCstmrStmt|camt\.053/.test(head)) return 'camt';
    throw refused(1, `${UNKNOWN} (XML qui n’est ni OFX ni CAMT.053) : ${WAY_OUT}`);
  }
  if (/^!(Type|Account|Option|Clear)/i.test(head)) return 'qif';
  // A QIF without its « !Type » line (BNP's PM5 export): a date field first, « ^ » ending records.
  if (/^D\d{1,2}[/.-]\d{1,2}[/.'-]\d{2,4}\s*$/m.test(head.split('\n', 1)[0] ?? '') && /^\^\s*$/m.test(head)) return 'qif';
  // A CSV: several lines with a separator (readCsv finds which).
  if (/[;,\t|]/.test(head.split('\n', 5).join('\n'))) return 'csv';
  throw refused(1, `${UNKNOWN} : ${WAY_OUT}`);
}
