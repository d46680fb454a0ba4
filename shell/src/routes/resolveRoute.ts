/**
 * The shell's router door: which app serves a hash path, with its parameter checked. A value
 * the row's pattern refuses fires conditionsFailed (the legacy app's event) and shows Not Found.
 */
import { matchPath, type RouteEntry } from 'shared-kernel';

export const CONDITIONS_FAILED_EVENT = 'conditionsFailed';

export interface ConditionsFailedDetail {
  route: string;
  param: string;
  value: string;
}

export type RouteResolution =
  | { kind: 'match'; entry: RouteEntry; params: Record<string, string> }
  | { kind: 'conditionsFailed'; entry: RouteEntry; detail: ConditionsFailedDetail }
  | { kind: 'notFound' };

/** Finds the row of a hash path ("/emprunt/" matches "/emprunt") and checks its parameter. */
export function resolveRoute(entries: readonly RouteEntry[], pathname: string): RouteResolution {
  for (const entry of entries) {
    const m = matchPath({ path: entry.path, end: true }, pathname);
    if (!m) continue;
    const params = Object.fromEntries(Object.entries(m.params).map(([k, v]) => [k, v ?? '']));
    if (entry.param) {
      const value = params[entry.param.name] ?? '';
      if (!new RegExp(entry.param.pattern).test(value)) {
        return { kind: 'conditionsFailed', entry, detail: { route: entry.path, param: entry.param.name, value } };
      }
    }
    return { kind: 'match', entry, params };
  }
  return { kind: 'notFound' };
}

export function fireConditionsFailed(detail: ConditionsFailedDetail): void {
  window.dispatchEvent(new CustomEvent<ConditionsFailedDetail>(CONDITIONS_FAILED_EVENT, { detail }));
}
