import { PLACEMENT_TYPES, type Opvcm, type PlacementType } from 'area-opvcm/contract';

export interface PlacementFilter {
  id: 'ALL' | Exclude<PlacementType, 'AUTRE'>;
  /** Button label on /listeopvcm, exactly as shown (e.g. 'Assv-0', 'act.'). */
  label: string;
  /** What the label stands for (the button's tooltip). */
  description: string;
  types: readonly PlacementType[];
}

export type PlacementFilterId = PlacementFilter['id'];

/** The buttons All, Assv, Assv-0, act., PEA; AUTRE holdings only show under All. */
export const PLACEMENT_FILTERS: readonly PlacementFilter[] = [
  { id: 'ALL', label: 'All', description: 'Tous les placements', types: PLACEMENT_TYPES },
  { id: 'ASSV', label: 'Assv', description: 'Assurance vie en unités de compte', types: ['ASSV'] },
  { id: 'ASSV0', label: 'Assv-0', description: 'Assurance vie en fonds euros', types: ['ASSV0'] },
  { id: 'ACT', label: 'act.', description: 'Actions', types: ['ACT'] },
  { id: 'PEA', label: 'PEA', description: "Plan d'épargne en actions", types: ['PEA'] },
];

/** The default filter is ASSV0. */
export const DEFAULT_FILTER: PlacementFilterId = 'ASSV0';

export function filterById(id: PlacementFilterId): PlacementFilter {
  return PLACEMENT_FILTERS.find((f) => f.id === id)!;
}

export function applyFilter(ops: readonly Opvcm[], id: PlacementFilterId): Opvcm[] {
  const { types } = filterById(id);
  return ops.filter((o) => types.includes(o.OP_TYPE_PLCMT));
}

export interface SelectionTotals {
  count: number;
  /** Sum of OP_MT_VTE: what the selection is worth. */
  sale: number;
  purchase: number;
  /** sale − purchase. */
  gain: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

export function totalsOf(ops: readonly Opvcm[]): SelectionTotals {
  const sale = cents(ops.reduce((s, o) => s + o.OP_MT_VTE, 0));
  const purchase = cents(ops.reduce((s, o) => s + o.OP_MT_ACHAT, 0));
  return { count: ops.length, sale, purchase, gain: cents(sale - purchase) };
}
