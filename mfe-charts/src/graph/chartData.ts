/** From a parsed legacy graph (axis labels and named series) to the chart wrappers' data. */
import type { ParsedGraph } from 'shared-kernel/legacyGraph';
import type { LineSerie } from 'shared-kernel/charts';

/** Key of the category (year, month) in a bar datum (a series so named is renamed, see uniqueNames). */
export const INDEX_KEY = '__axe__';

/** Series names made unique ("Lyon", "Lyon (2)"), so that no series hides another or the category. */
export function uniqueNames(graph: ParsedGraph): string[] {
  const seen = new Map<string, number>([[INDEX_KEY, 1]]);
  return graph.series.map((s) => {
    const n = (seen.get(s.name) ?? 0) + 1;
    seen.set(s.name, n);
    return n === 1 ? s.name : `${s.name} (${n})`;
  });
}

export interface BarData {
  data: Array<Record<string, string | number>>;
  keys: string[];
}

/** One bar datum per axis label, with one value per series. */
export function toBars(graph: ParsedGraph): BarData {
  const keys = uniqueNames(graph);
  const data = graph.axis.map((label, i) => {
    const datum: Record<string, string | number> = { [INDEX_KEY]: label };
    graph.series.forEach((s, k) => {
      datum[keys[k]!] = s.data[i]!;
    });
    return datum;
  });
  return { data, keys };
}

/** One line per series, one point per axis label. */
export function toLines(graph: ParsedGraph): LineSerie[] {
  const names = uniqueNames(graph);
  return graph.series.map((s, k) => ({ id: names[k]!, data: graph.axis.map((x, i) => ({ x, y: s.data[i]! })) }));
}

/** Whether the graph has anything to draw. */
export function hasData(graph: ParsedGraph): boolean {
  return graph.axis.length > 0 && graph.series.length > 0;
}

/** A note for a chart by year whose last year is the current one, still running. */
export function currentYearNote(graph: ParsedGraph, today: Date = new Date()): string {
  const year = String(today.getFullYear());
  return graph.axis.at(-1) === year ? ` L'année ${year}, en cours, n'est pas complète.` : '';
}
