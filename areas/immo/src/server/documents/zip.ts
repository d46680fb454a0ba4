/** A zip of in-memory files (yazl), collected into a Buffer. */
import { ZipFile } from 'yazl';

export interface ZipEntry {
  name: string;
  content: Buffer;
}

export function zipOf(entries: ZipEntry[], mtime: Date): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const zip = new ZipFile();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
    // PDFs are compressed already: stored as they are.
    for (const entry of entries) zip.addBuffer(entry.content, entry.name, { mtime, compress: false });
    zip.end();
  });
}
