/**
 * The pagination window: at most 6 page numbers, the first and the last
 * always among them, the others around the current page, and an ellipsis (null) for each run
 * of hidden pages.
 *
 *   pageWindow(1, 20)  → 1 2 3 4 5 … 20
 *   pageWindow(10, 20) → 1 … 9 10 11 12 … 20
 *   pageWindow(20, 20) → 1 … 16 17 18 19 20
 *   pageWindow(2, 4)   → 1 2 3 4
 */
export const WINDOW_SIZE = 6;

export type PageItem = number | null;

export function pageWindow(current: number, total: number, size: number = WINDOW_SIZE): PageItem[] {
  const last = Math.max(0, Math.floor(total));
  if (last === 0) return [];
  if (last <= size) return Array.from({ length: last }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  // The middle run: size - 2 consecutive pages between the first and the last ones, holding
  // the current page, ideally with one page before it and two after. An ellipsis standing for
  // a single hidden page is no help, so such runs are avoided when possible.
  const run = size - 2;
  const ideal = page - 1;
  let start = 2;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let s = 2; s <= last - run; s++) {
    if (page !== 1 && page !== last && (page < s || page >= s + run)) continue;
    const hiddenBefore = s - 2;
    const hiddenAfter = last - 1 - (s + run - 1);
    const cost = (hiddenBefore === 1 ? 10 : 0) + (hiddenAfter === 1 ? 10 : 0) + Math.abs(s - ideal);
    if (cost < bestCost) {
      start = s;
      bestCost = cost;
    }
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push(null);
  for (let p = start; p < start + run; p++) items.push(p);
  if (start + run < last) items.push(null);
  items.push(last);
  return items;
}
