/**
 * Labels: refused when they would run as a formula once exported to a spreadsheet (the
 * sections' exports carry them), then tidied (banks pad them with runs of spaces).
 */
import { refused } from './limits';

/** What a spreadsheet takes as the start of a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r\n]/;
/** Spaces only: a tab or CR in front is what the check is for. */
const EDGE_SPACES = /^[ \u00a0\u202f]+|[ \u00a0\u202f]+$/g;

/** The label, single-spaced, or a refusal naming its line when it starts like a formula. */
export function labelAt(raw: string, ligne: number): string {
  const trimmed = raw.replace(EDGE_SPACES, '');
  if (FORMULA_START.test(trimmed)) {
    const shown = trimmed.replace(/[\t\r\n]/g, ' ').trim().slice(0, 60);
    throw refused(ligne, `libellé commençant comme une formule de tableur « ${shown} » (=, +, -, @, tabulation ou retour chariot en tête)`);
  }
  return /\s\s|[^\S ]/.test(trimmed) ? trimmed.replace(/\s+/g, ' ').trim() : trimmed;
}

/** `main`, plus `extra` when it adds something: the longer one when one holds the other. */
export function withDetail(main: string, extra: string): string {
  const a = main.trim();
  const b = extra.trim();
  if (!b) return a;
  if (!a) return b;
  const [la, lb] = [a.toLocaleLowerCase('fr'), b.toLocaleLowerCase('fr')];
  if (la.includes(lb)) return a;
  if (lb.includes(la)) return b;
  return `${a} ${b}`;
}
