// Prints, as JSON, the text of each page of the PDF read on stdin (pdfjs-dist is ESM only:
// jest's CommonJS runtime cannot load it, so the tests run this script in a child process).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), disableFontFace: true, verbosity: 0 }).promise;
const pages = [];
for (let n = 1; n <= pdf.numPages; n++) {
  const content = await (await pdf.getPage(n)).getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
}
process.stdout.write(JSON.stringify(pages));
