/** A PDF drawn with pdfkit (A4, standard fonts, nothing embedded), collected into a Buffer. */
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

export interface PdfInfo {
  /** The document's title (its properties), e.g. « Quittance de loyer — mars 2025 ». */
  title: string;
  author: string;
}

export function renderPdf(info: PdfInfo, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: 56, bottom: 56, left: 62, right: 62 },
      info: { Title: info.title, Author: info.author, Creator: 'Tableau de bord' },
      lang: 'fr-FR',
      bufferPages: true,
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
