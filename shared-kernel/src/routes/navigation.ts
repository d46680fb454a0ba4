/**
 * Navigation that every router hears. The shell and each remote run their own HashRouter
 * on the same hash; a React Router <Link> uses pushState, which the other routers never
 * hear, so anything that may leave a remote goes through the hash itself.
 */
import { matchPath } from './router';
import { ROUTES, type RouteEntry } from './routeTable';

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

/** Finds the route of a hash path ("/emprunt/" matches "/emprunt") and checks its parameter. */
export function resolveRoute(pathname: string): RouteResolution {
  for (const entry of ROUTES) {
    const m = matchPath({ path: entry.path, end: true }, pathname);
    if (!m) continue;
    const params = Object.fromEntries(Object.entries(m.params).map(([k, v]) => [k, v ?? '']));
    if (entry.param) {
      const value = params[entry.param.name] ?? '';
      if (!entry.param.pattern.test(value)) {
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

/** The href of a hash route, for plain anchors. */
export function hrefOf(path: string): string {
  return `#${path.startsWith('/') ? path : `/${path}`}`;
}

/** Navigates by setting the hash, which fires hashchange/popstate for every router. */
export function goTo(path: string): void {
  window.location.hash = hrefOf(path);
}
