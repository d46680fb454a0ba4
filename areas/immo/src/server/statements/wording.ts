/** How the statement's proposals write amounts, dates and labels (fr-FR), and compare labels. */
import { parseIsoDay } from 'server-kit';

const wholeEuros = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const centEuros = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** 750 → « 750 € », 812.34 → « 812,34 € », 1250 → « 1 250 € » (plain spaces: the page and the tests read them). */
export function euro(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const text = cents % 100 === 0 ? wholeEuros.format(cents / 100) : centEuros.format(cents / 100);
  return `${value < 0 ? '-' : ''}${text.replace(/[\u202f\u00a0]/g, ' ')} €`;
}

/** 2026-10-05 → « 05/10/2026 ». */
export function shortDate(day: string): string {
  const { year, month, day: d } = parseIsoDay(day);
  return `${String(d).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** The due day as the owner reads it beside a line: « le 5 » in the line's month, else « le 5 octobre ». */
export function dueDay(due: string, lineDate: string): string {
  const { month, day } = parseIsoDay(due);
  return due.slice(0, 7) === lineDate.slice(0, 7) ? `le ${day}` : `le ${day} ${MONTHS[month - 1]}`;
}

/** A label compared without case, accents nor punctuation: « Prlv  MAÏF-Assur. » → « PRLV MAIF ASSUR ». */
export function plainText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** Whether `plainLabel` holds `plainWords` as whole words (both from plainText). */
export function hasWords(plainLabel: string, plainWords: string): boolean {
  return plainWords !== '' && ` ${plainLabel} `.includes(` ${plainWords} `);
}
