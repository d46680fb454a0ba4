import { PROPERTY_TYPES, type Immo, type PropertyType } from 'area-immo/contract';

export interface ParcCounts {
  total: number;
  sold: number;
  byType: Record<PropertyType, number>;
}

/** Property counts of the Home overview: total, sold, and by property type. */
export function parcCounts(immos: readonly Immo[]): ParcCounts {
  const byType = Object.fromEntries(PROPERTY_TYPES.map((t) => [t, 0])) as Record<PropertyType, number>;
  for (const immo of immos) byType[immo.IM_TYPE_PROP] += 1;
  return { total: immos.length, sold: immos.filter((i) => i.IM_VENDU === 1).length, byType };
}
