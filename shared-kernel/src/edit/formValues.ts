/**
 * A form holds what the owner typed, as text; the row sent to the api is built from it by
 * the field's kind, and checked with the section's shared schema before it leaves, so the
 * messages at the field are the api's own.
 */
import { checkRow } from 'shared-kernel';
import type { RowOf, RowProblem, Section } from 'contract-kit/data';

export type FieldKind = 'text' | 'number' | 'date' | 'select' | 'flag' | 'textarea';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  /** For a select: the values and their French labels. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** An empty text is sent as null (an optional comment, a merchant, a date not known). */
  nullable?: boolean;
  /** A number as typed: "0.01" for euros (the default), "1" for whole numbers. */
  step?: string;
  hint?: string;
  /** A hint that follows what is typed (the rent due of the property chosen); over `hint`. */
  hintOf?(values: FormValues): string;
  /**
   * A number that may be negative (a refund, a sale): typed on a phone's full keyboard, since
   * the decimal keypad (inputmode=decimal) of many phones has no minus key.
   */
  signed?: boolean;
}

export type FormValues = Record<string, string>;

/** A signed amount as the form reads it: an optional minus, digits, a decimal comma or point. */
export const SIGNED_NUMBER_PATTERN = '-?[0-9]+([,.][0-9]+)?';

/** The input's keyboard and pattern for a field: decimal for a number, text with a pattern for a signed one. */
export function numberInputProps(field: Pick<FieldSpec, 'kind' | 'signed'>): { inputMode?: 'decimal' | 'text'; pattern?: string } {
  if (field.kind !== 'number') return {};
  return field.signed ? { inputMode: 'text', pattern: SIGNED_NUMBER_PATTERN } : { inputMode: 'decimal' };
}

/** Today as a date input and the api write it (YYYY-MM-DD), in the owner's time zone. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A number as a form shows it to the owner: with a decimal comma. */
export const numberText = (n: number): string => String(n).replace('.', ',');

/** A row (or defaults) as texts for the inputs: days for dates, French decimal commas for numbers. */
export function toFormValues(fields: readonly FieldSpec[], row: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    const v = row[f.name];
    if (f.kind === 'flag') values[f.name] = v === 1 || v === true || v === '1' ? '1' : '0';
    else if (v === null || v === undefined) values[f.name] = '';
    else if (f.kind === 'date') values[f.name] = String(v).slice(0, 10);
    // As the owner writes amounts: a decimal comma (read back by fromFormValues).
    else if (f.kind === 'number' && typeof v === 'number') values[f.name] = numberText(v);
    else values[f.name] = String(v);
  }
  return values;
}

/** The row the api receives: numbers as numbers (a comma is read as the decimal point), flags 0/1. */
export function fromFormValues(fields: readonly FieldSpec[], values: FormValues, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const row: Record<string, unknown> = { ...extra };
  for (const f of fields) {
    const raw = values[f.name] ?? '';
    const typed = f.kind === 'textarea' || f.kind === 'text' ? raw : raw.trim();
    if (f.kind === 'flag') row[f.name] = typed === '1' ? 1 : 0;
    else if (typed === '' && f.nullable) row[f.name] = null;
    else if (f.kind === 'number') row[f.name] = /^-?\d+(?:[.,]\d+)?$/.test(typed) ? Number(typed.replace(',', '.')) : typed;
    else row[f.name] = typed;
  }
  return row;
}

export type FormCheck<K extends Section> = { ok: true; row: RowOf<K> } | { ok: false; problem: RowProblem };

export function checkForm<K extends Section>(section: K, fields: readonly FieldSpec[], values: FormValues, extra?: Record<string, unknown>): FormCheck<K> {
  return checkRow(section, fromFormValues(fields, values, extra));
}
