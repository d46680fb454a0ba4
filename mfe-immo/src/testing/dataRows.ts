/** The fixtures as the data api serves its rows: with ids, without computed fields. */
import type { StoredRow } from 'shared-kernel/edit';
import type { immoSections } from 'area-immo/contract';
import { FURNISHED, immoSectionRows } from 'area-immo/contract/fixtures';
import { fixtureOf } from './renderRoute';

export function propertyRows(): StoredRow<typeof immoSections.immos>[] {
  // The share left to its default (50 % for INDI), the furnished letting the statement leaves off,
  // and the acquisition costs of the sheet's fixtures (7.5 % of the price).
  return fixtureOf('allDataImmos').immos.map(({ LOYER_MOIS: _computed, ...immo }, i) => ({
    ...immo,
    IM_QUOTE_PART: null,
    IM_MEUBLE: FURNISHED.has(immo.IM_NOM) ? (1 as const) : (0 as const),
    IM_FRAIS_ACHAT: Math.round(immo.IM_PA * 0.075),
    IM_TEOM_RECUPERABLE: 1 as const,
    id: i + 1,
  }));
}

export function expenseRows(): StoredRow<typeof immoSections.depenses>[] {
  return fixtureOf('opeDepenses').map(({ year: _derived, ...e }, i) => ({ ...e, id: i + 1 }));
}

/** The charges and earlier deficits the fixture statements count (sections chargesBiens and deficitsFonciers). */
export function chargeRows(): StoredRow<typeof immoSections.chargesBiens>[] {
  return immoSectionRows.chargesBiens.map((c) => ({ ...c }));
}

export function deficitRows(): StoredRow<typeof immoSections.deficitsFonciers>[] {
  return immoSectionRows.deficitsFonciers.map((d) => ({ ...d }));
}
