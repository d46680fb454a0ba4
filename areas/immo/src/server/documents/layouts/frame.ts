/**
 * What every document shares: the owner's block (sender), the tenant's block (addressee, at
 * the let property's address), the date, the title, the tables of amounts, the signature and
 * the footer.
 */
import type { LetterFacts } from '../facts';
import { premisesOf } from '../facts';
import { frenchDate } from '../frenchText';
import type { Pdf } from '../pdf';

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const GREY = '#444444';

/** Owner top left, tenant on the right, the date, then the title and its subtitle. */
export function letterHead(doc: Pdf, facts: LetterFacts, heading: { title: string; subtitle?: string; banner?: string }): void {
  const { owner, lease } = facts;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y;
  doc.font(BOLD).fontSize(11).text(owner.nom, left, top, { width: width / 2 - 10 });
  doc.font(FONT).fontSize(10).text(owner.adresse, { width: width / 2 - 10 });
  doc.text('Propriétaire (bailleur)', { width: width / 2 - 10 });
  const leftBottom = doc.y;

  const right = left + width / 2 + 20;
  doc.font(BOLD).fontSize(11).text(lease.locataire, right, top + 40, { width: width / 2 - 20 });
  doc.font(FONT).fontSize(10).text(premisesOf(lease), { width: width / 2 - 20 });
  doc.text('Locataire', { width: width / 2 - 20 });
  doc.y = Math.max(leftBottom, doc.y) + 24;

  doc.font(FONT).fontSize(10).text(`Le ${frenchDate(facts.today)}`, left, doc.y, { width, align: 'right' });
  doc.moveDown(1.5);
  if (heading.banner) {
    doc.font(BOLD).fontSize(10).text(heading.banner, left, doc.y, { width });
    doc.moveDown(0.5);
  }
  doc.font(BOLD).fontSize(18).text(heading.title, left, doc.y, { width, align: 'center' });
  if (heading.subtitle) doc.font(FONT).fontSize(11).text(heading.subtitle, { width, align: 'center' });
  doc.moveDown(1.5);
}

/** A paragraph of body text. */
export function paragraph(doc: Pdf, text: string, options: { bold?: boolean; size?: number } = {}): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font(options.bold ? BOLD : FONT).fontSize(options.size ?? 10.5).text(text, left, doc.y, { width, align: 'justify' });
  doc.moveDown(0.8);
}

export interface AmountRow {
  label: string;
  amount: string;
  /** Drawn in bold with a rule above (a total). */
  total?: boolean;
}

/** Label on the left, amount on the right, in a box of 70 % of the width. */
export function amountTable(doc: Pdf, rows: AmountRow[]): void {
  const left = doc.page.margins.left;
  const width = (doc.page.width - left - doc.page.margins.right) * 0.7;
  const x = left + ((doc.page.width - left - doc.page.margins.right) - width) / 2;
  doc.moveDown(0.3);
  for (const row of rows) {
    const y = doc.y;
    if (row.total) {
      doc.moveTo(x, y - 3).lineTo(x + width, y - 3).lineWidth(0.7).strokeColor(GREY).stroke();
    }
    doc.font(row.total ? BOLD : FONT).fontSize(11);
    doc.text(row.label, x + 6, y, { width: width * 0.65 });
    doc.text(row.amount, x + width * 0.65, y, { width: width * 0.35 - 6, align: 'right' });
    doc.y = Math.max(doc.y, y + 16) + 4;
  }
  doc.x = left;
  doc.moveDown(0.8);
}

/** The owner's name under « Le bailleur ». */
export function signature(doc: Pdf, facts: LetterFacts): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.moveDown(1);
  doc.font(FONT).fontSize(10.5).text('Le bailleur,', left + width / 2, doc.y, { width: width / 2 });
  doc.font(BOLD).text(facts.owner.nom, { width: width / 2 });
  doc.x = left;
  doc.moveDown(1.5);
}

/** Small print at the bottom of every page: the lease and the property. */
export function footer(doc: Pdf, facts: LetterFacts, note: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor(GREY)
      .text(`${note} — bail n° ${facts.lease.id}, ${facts.lease.IM_NOM}, locataire ${facts.lease.locataire}`, left, doc.page.height - 36, { width, align: 'center', lineBreak: false });
    doc.fillColor('black');
    doc.page.margins.bottom = bottom;
  }
}
