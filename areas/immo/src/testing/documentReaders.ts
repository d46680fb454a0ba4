/** Reading the documents back in tests: a PDF's text (pdfjs-dist), a zip's entries. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';

/** The text of every page, spaces (no-break ones included) folded to one. */
export function pdfText(pdf: Buffer): string {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'pdfText.mjs')], { input: pdf, cwd: __dirname });
  return folded((JSON.parse(out.toString('utf8')) as string[]).join('\n'));
}

/** Folds spaces the same way, for what a test expects. */
export const folded = (text: string): string => text.replace(/\s+/g, ' ');

/** A zip's entries, read from its central directory (stored or deflated). */
export function zipEntries(zip: Buffer): Array<{ name: string; content: Buffer }> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('pas un zip');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = [];
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataAt, dataAt + size);
    entries.push({ name, content: method === 8 ? zlib.inflateRawSync(raw) : Buffer.from(raw) });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}
