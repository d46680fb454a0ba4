/** The fixtures as the data api serves its rows: with ids, without computed fields. */
import type { StoredRow } from 'shared-kernel';
import { fixtureOf } from './renderRoute';

export function propertyRows(): StoredRow<'immos'>[] {
  return fixtureOf('allData').immos.map(({ LOYER_MOIS: _computed, ...immo }, i) => ({ ...immo, id: i + 1 }));
}

export function expenseRows(): StoredRow<'depenses'>[] {
  return fixtureOf('opeDepenses').map(({ year: _derived, ...e }, i) => ({ ...e, id: i + 1 }));
}
