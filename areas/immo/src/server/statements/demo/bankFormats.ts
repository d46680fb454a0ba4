/** How banks write amounts, dates and XML text in their files: shared by the sample writers. */

/** « 1 234,56 » (a no-break space between thousands, as French spreadsheets export), unsigned. */
export function frenchAmount(euros: number): string {
  const [whole, decimals] = Math.abs(euros).toFixed(2).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+$)/g, '\u00a0')},${decimals}`;
}

/** AAAA-MM-JJ → JJ/MM/AAAA. */
export const frenchDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** AAAA-MM-JJ → AAAAMMJJ (OFX). */
export const ofxDate = (iso: string) => iso.replace(/-/g, '');

export const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The balance after the lines, from the opening one, to the cent. */
export const balanceAfter = (opening: number, amounts: number[]) => amounts.reduce((sum, a) => sum + Math.round(a * 100), Math.round(opening * 100)) / 100;
