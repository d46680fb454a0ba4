/**
 * A brick's rents ({ "libellé": montant }) as lines the owner edits one by one, and back.
 * Each line is checked with the bricks' shared schema, so its messages are the api's; two
 * lines with the same label would merge into one rent, so that is refused too.
 */
import { checkRow } from 'shared-kernel';
import { fromFormValues } from 'shared-kernel/edit';
import { opvcmSections } from 'area-opvcm/contract';
import { RENT_LINE_FIELDS } from './fields/brickFields';

export interface RentLine {
  /** Stable across edits (React key, input ids); not the position. */
  key: number;
  label: string;
  amount: string;
}

export type LineField = 'label' | 'amount';
export type LineErrors = Record<number, Partial<Record<LineField, string>>>;

export const DUPLICATE_LABEL = 'libellé déjà utilisé par une autre ligne';

/** The rents as lines, keyed 0, 1, 2…; anything but an object of amounts gives no line. */
export function linesOf(loyers: unknown): RentLine[] {
  if (loyers === null || typeof loyers !== 'object') return [];
  return Object.entries(loyers).map(([label, amount], key) => ({ key, label, amount: String(amount) }));
}

/** A line as the api gets it: the label trimmed, the amount a number when it reads as one ("12,5" too). */
function typed(line: RentLine): { libelle: string; montant: unknown } {
  const row = fromFormValues(RENT_LINE_FIELDS, { libelle: line.label.trim(), montant: line.amount });
  return { libelle: String(row.libelle), montant: row.montant };
}

/** The shared schema's message about one rent, or null when it is accepted. */
const rentProblem = (label: string, amount: unknown) => {
  const checked = checkRow(opvcmSections.bricks, { nom: 'brick', achat: 0, loyers: { [label]: amount } });
  return checked.ok ? null : checked.problem.message;
};

export type LinesCheck = { ok: true; loyers: Record<string, number> } | { ok: false; errors: LineErrors };

export function loyersOf(lines: readonly RentLine[]): LinesCheck {
  const errors: LineErrors = {};
  const loyers: Record<string, number> = {};
  const seen = new Set<string>();
  for (const line of lines) {
    const { libelle, montant } = typed(line);
    const label = seen.has(libelle) ? DUPLICATE_LABEL : rentProblem(libelle, 0);
    const amount = rentProblem('libellé', montant);
    seen.add(libelle);
    if (label || amount) errors[line.key] = { ...(label ? { label } : {}), ...(amount ? { amount } : {}) };
    else loyers[libelle] = montant as number;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, loyers };
}

/** The line a problem of the api is about ("loyers.Loyers 2024" → that line's amount), if any. */
export function lineOfProblem(champ: string | undefined, lines: readonly RentLine[]): { key: number; field: LineField } | null {
  if (!champ?.startsWith('loyers.')) return null;
  const label = champ.slice('loyers.'.length);
  const line = lines.find((l) => l.label.trim() === label);
  return line ? { key: line.key, field: label === '' ? 'label' : 'amount' } : null;
}
