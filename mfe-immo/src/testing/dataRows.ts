/** The fixtures as the data api serves its rows: with ids, without computed fields. */
import type { StoredRow } from 'shared-kernel';
import type { immoSections } from '../contract';
import { fixtureOf } from './renderRoute';

export function propertyRows(): StoredRow<typeof immoSections.immos>[] {
  return fixtureOf('allDataImmos').immos.map(({ LOYER_MOIS: _computed, ...immo }, i) => ({ ...immo, id: i + 1 }));
}

export function expenseRows(): StoredRow<typeof immoSections.depenses>[] {
  return fixtureOf('opeDepenses').map(({ year: _derived, ...e }, i) => ({ ...e, id: i + 1 }));
}
