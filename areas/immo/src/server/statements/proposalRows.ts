/**
 * The row a bank line becomes in each section (validated by the section's schema when it is
 * recorded). Amounts as the bank signs them: a debit (negative) is a positive expense, a credit
 * a negative one (a refund); a rent is the credit; a property charge has no sign (its category
 * says which way it counts).
 */
import type { BankLine } from 'bank-files';
import type { StatementTarget } from '../../contract';

/** What a target needs beside the line: the property, the lease, the category, the group. */
export interface TargetDetails {
  IM_NOM?: string | null;
  bail_id?: number | null;
  categorie?: string | null;
  groupe?: string | null;
}

type Line = Pick<BankLine, 'date' | 'libelle' | 'montant'>;

const positive = (value: number): number => Math.abs(value) + 0;
const opposite = (value: number): number => (value === 0 ? 0 : -value);

/** The row of `line` in `target`, or null for `ignorer`. */
export function proposalRow(target: StatementTarget, line: Line, details: TargetDetails = {}): Record<string, unknown> | null {
  switch (target) {
    case 'loyers':
      return { IM_NOM: details.IM_NOM ?? null, date: line.date, montant: line.montant, honoraires: 0, bail_id: details.bail_id ?? null };
    case 'depenses':
      return { COP_DATE: line.date, COP_LIBELLE: line.libelle, COP_MONT: opposite(line.montant), COP_GARAGE: null };
    case 'voitures':
      return { groupe: details.groupe ?? null, date: line.date, montant: opposite(line.montant), libelle: line.libelle };
    case 'chargesBiens':
      return { IM_NOM: details.IM_NOM ?? null, date: line.date, montant: positive(line.montant), categorie: details.categorie ?? null, libelle: line.libelle };
    case 'ignorer':
      return null;
  }
}
