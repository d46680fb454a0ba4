/**
 * Amounts and dates as the documents print them, in fr-FR. The PDF's standard fonts have no
 * narrow no-break space (U+202F, Intl's thousands separator): it becomes a no-break space.
 */
import { parseIsoDay } from 'server-kit';

const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const printable = (text: string): string => text.replace(/\u202f/g, '\u00a0');

/** 1234.5 → « 1 234,50 € ». */
export function euros(value: number): string {
  return printable(euro.format(value));
}

/** 2025-03-01 → « 1er mars 2025 », 2025-03-05 → « 5 mars 2025 ». */
export function frenchDate(day: string): string {
  const { year, month, day: d } = parseIsoDay(day);
  const text = printable(longDate.format(new Date(Date.UTC(year, month - 1, d))));
  return d === 1 ? text.replace(/^1 /, '1er ') : text;
}

/** 2025-03 → « mars 2025 ». */
export function frenchMonth(mois: string): string {
  const [year, month] = mois.split('-').map(Number);
  return monthYear.format(new Date(Date.UTC(year!, month! - 1, 1)));
}

/** « de mars 2025 », « d'octobre 2025 »: « de » elides before a vowel. */
export const ofText = (text: string): string => (/^[aeiouyâéèêîôû]/i.test(text) ? `d'${text}` : `de ${text}`);

/** « Jean Dupont » → « Jean-Dupont » for a file name: letters without accents, digits and hyphens. */
export function fileNamePart(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return plain.slice(0, 60) || 'locataire';
}

/** An IRL quarter as the letters say it: « 1er trimestre 2026 », « 3e trimestre » (no year: the lease's clause). */
export function quarterName(trimestre: number, annee?: number): string {
  return `${trimestre === 1 ? '1er' : `${trimestre}e`} trimestre${annee === undefined ? '' : ` ${annee}`}`;
}
