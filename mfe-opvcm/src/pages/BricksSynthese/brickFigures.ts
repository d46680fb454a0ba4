import type { Brick, BricksListe } from 'area-opvcm/contract';
import { parseGraph } from 'shared-kernel/legacyGraph';
import type { PieSlice } from 'shared-kernel/charts';

const cents = (n: number) => Math.round(n * 100) / 100;

/** Sum of a brick's rents, all labels together. */
export function rentTotal(brick: Brick): number {
  return cents(Object.values(brick.loyers).reduce((s, v) => s + v, 0));
}

export interface BrickPies {
  achat: PieSlice[];
  loyer: PieSlice[];
}

/** Slices of one legacy series: one per axis label, empty ones left out, ids made unique. */
function slices(axis: readonly string[], data: readonly number[]): PieSlice[] {
  const seen = new Map<string, number>();
  return axis
    .map((label, i) => {
      const n = (seen.get(label) ?? 0) + 1;
      seen.set(label, n);
      return { id: n === 1 ? label : `${label} (${n})`, label, value: data[i] ?? 0 };
    })
    .filter((s) => s.value > 0);
}

/**
 * The two pie charts of the bricks synthesis, from the payload's graph (legacy axis and
 * series strings). Throws GraphFormatError on a malformed graph.
 */
export function brickPies(graph: BricksListe['graph']): BrickPies {
  const achat = parseGraph(graph.axes, graph.achat);
  const loyer = parseGraph(graph.axes, graph.loyer);
  return {
    achat: slices(achat.axis, achat.series[0]?.data ?? []),
    loyer: slices(loyer.axis, loyer.series[0]?.data ?? []),
  };
}

/** A slice's share of its pie, in rounded points. */
export function sliceShares(pie: readonly PieSlice[]): number[] {
  const total = pie.reduce((s, p) => s + p.value, 0);
  return pie.map((p) => (total > 0 ? Math.round((100 * p.value) / total) : 0));
}
