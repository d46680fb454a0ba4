/**
 * The remotes' route tables, learnt at run time: each remote publishes `routes.json` next to
 * its manifest, so a page that ships with a remote reaches the navbar without a shell deploy.
 *
 * Complete at first paint: the store starts from the tables last read on this device
 * (localStorage) or, on a first visit, from those the shell's build found (a JSON block of
 * index.html). At start every remote's table is read anew; a remote that is down keeps its
 * known rows, so its entries stay and its pages show their French error with « Réessayer ».
 */
import { useSyncExternalStore } from 'react';
import { routeTableSchema, entriesOf, type RemoteName, type RouteEntry, type RouteTable } from 'shared-kernel';
import { SHELL_ROUTES } from './shellRoutes';

export const ROUTE_TABLES_KEY = 'tableau-de-bord.routes';
/** The build's tables, written into index.html by the pre-render (PrerenderShellPlugin). */
export const ROUTE_TABLES_ID = 'route-tables';

export type Tables = Partial<Record<RemoteName, RouteTable>>;

interface State {
  tables: Tables;
  /** Every remote's table has been read (or failed): an unknown path is then truly unknown. */
  settled: boolean;
  entries: readonly RouteEntry[];
}

const validTables = (value: unknown): Tables => {
  const tables: Tables = {};
  if (value === null || typeof value !== 'object') return tables;
  for (const candidate of Object.values(value)) {
    const parsed = routeTableSchema.safeParse(candidate);
    if (parsed.success) tables[parsed.data.remote] = parsed.data;
  }
  return tables;
};

function readJson(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** What this device knew last, over what the build knew; a corrupt value counts as nothing. */
function initialTables(): Tables {
  const built = typeof document === 'undefined' ? null : document.getElementById(ROUTE_TABLES_ID)?.textContent;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(ROUTE_TABLES_KEY);
  } catch {
    // storage refused (private mode): the build's tables serve
  }
  return { ...validTables(readJson(built)), ...validTables(readJson(stored)) };
}

/** Shell rows first, then each remote's; the navbar and tiles sort by their own order. */
const merge = (tables: Tables): RouteEntry[] => [...SHELL_ROUTES, ...Object.values(tables).flatMap((t) => entriesOf(t!))];

let state: State = { tables: initialTables(), settled: false, entries: [] };
state = { ...state, entries: merge(state.tables) };
const listeners = new Set<() => void>();

function publish(next: Partial<State>): void {
  const tables = next.tables ?? state.tables;
  state = { tables, settled: next.settled ?? state.settled, entries: next.tables ? merge(tables) : state.entries };
  for (const listener of listeners) listener();
}

export function routeEntries(): readonly RouteEntry[] {
  return state.entries;
}

export function routeTablesSettled(): boolean {
  return state.settled;
}

/** Replaces the known tables (tests; a refresh). */
export function setRouteTables(tables: Tables, settled = true): void {
  publish({ tables, settled });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useRouteEntries(): readonly RouteEntry[] {
  return useSyncExternalStore(subscribe, routeEntries, routeEntries);
}

export function useRouteTablesSettled(): boolean {
  return useSyncExternalStore(subscribe, routeTablesSettled, routeTablesSettled);
}

/** Where a remote publishes its table: beside the manifest the config names. */
export const routeTableUrl = (manifestUrl: string) => new URL('routes.json', new URL(manifestUrl, document.baseURI)).href;

async function fetchTable(remote: RemoteName, manifestUrl: string): Promise<RouteTable | null> {
  try {
    const response = await fetch(routeTableUrl(manifestUrl), { credentials: 'omit' });
    if (!response.ok) return null;
    const parsed = routeTableSchema.safeParse(await response.json());
    // A table that names another remote is not this remote's: ignored like a failure.
    return parsed.success && parsed.data.remote === remote ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Reads every remote's table anew; the ones that answer replace what was known, and are remembered. */
export async function refreshRouteTables(manifests: Partial<Record<RemoteName, string>>): Promise<void> {
  const read = await Promise.all(
    Object.entries(manifests).map(async ([remote, url]) => [remote, url ? await fetchTable(remote as RemoteName, url) : null] as const),
  );
  const tables: Tables = { ...state.tables };
  for (const [remote, table] of read) if (table) tables[remote as RemoteName] = table;
  try {
    localStorage.setItem(ROUTE_TABLES_KEY, JSON.stringify(tables));
  } catch {
    // storage full or refused: the tables still serve this visit
  }
  publish({ tables, settled: true });
}
