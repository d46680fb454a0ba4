/**
 * What a bank line becomes in each section: the fields the owner fills (those of the section's
 * own editing screens) and their first values, taken from the proposal when it is for that
 * section, else from the line itself.
 */
import type { FieldSpec } from 'shared-kernel/edit';
import { immoSections, type StatementLine, type StatementTarget } from 'area-immo/contract';
import { CAR_FIELDS } from '../../edit/fields/carFields';
import { chargeFields } from '../../edit/fields/chargeFields';
import { EXPENSE_FIELDS } from '../../edit/fields/expenseFields';

/** The sections a line is recorded in (not `ignorer`), and their strict schemas. */
export type RecordedTarget = Exclude<StatementTarget, 'ignorer'>;
export const targetSection = (target: RecordedTarget) => immoSections[target];

const propertyOptions = (names: readonly string[]) => names.map((n) => ({ value: n, label: n }));

export function targetFields(target: RecordedTarget, propertyNames: readonly string[]): readonly FieldSpec[] {
  switch (target) {
    case 'loyers':
      return [
        { name: 'IM_NOM', label: 'Bien', kind: 'select', options: propertyOptions(propertyNames) },
        { name: 'date', label: 'Date', kind: 'date' },
        { name: 'montant', label: 'Montant (€)', kind: 'number' },
        { name: 'honoraires', label: "Honoraires d'agence (€)", kind: 'number', hint: '0 si le bien est géré sans agence' },
      ];
    case 'depenses':
      return EXPENSE_FIELDS;
    case 'voitures':
      return CAR_FIELDS;
    case 'chargesBiens':
      return chargeFields(propertyNames);
  }
}

const textOf = (row: Record<string, unknown> | null | undefined, name: string) => (typeof row?.[name] === 'string' ? (row[name] as string) : undefined);

/**
 * The row's first values. A debit is negative on the statement and a positive expense here: an
 * expense or a car cost takes the opposite of the amount (a credit, a refund, stays negative);
 * a rent and a property's charge are always positive.
 */
export function prefill(line: StatementLine, target: RecordedTarget, propertyNames: readonly string[]): Record<string, unknown> {
  const proposal = line.proposition;
  if (proposal?.section === target && proposal.row) return proposal.row;
  const property = textOf(proposal?.row, 'IM_NOM') ?? propertyNames[0] ?? '';
  const positive = Math.abs(line.montant);
  switch (target) {
    case 'loyers':
      return { IM_NOM: property, date: line.date, montant: positive, honoraires: 0 };
    case 'depenses':
      return { COP_DATE: line.date, COP_LIBELLE: line.libelle, COP_MONT: -line.montant, COP_GARAGE: null };
    case 'voitures':
      return { groupe: textOf(proposal?.row, 'groupe') ?? '', date: line.date, montant: -line.montant, libelle: line.libelle };
    case 'chargesBiens':
      return { IM_NOM: property, date: line.date, montant: positive, categorie: textOf(proposal?.row, 'categorie') ?? 'travaux', libelle: line.libelle };
  }
}

/**
 * Fields the form does not show but the row keeps: the lease a proposed rent settles, while the
 * property stays the proposal's.
 */
export function keptFields(line: StatementLine, target: RecordedTarget, property: string | undefined): Record<string, unknown> {
  const row = line.proposition?.section === target ? line.proposition.row : null;
  if (target !== 'loyers' || row?.bail_id == null || textOf(row, 'IM_NOM') !== property) return {};
  return { bail_id: row.bail_id };
}
