/**
 * The remotes' route tables, learnt at run time: each remote publishes `routes.json` next to
 * its manifest, so a page that ships with a remote reaches the navbar without a shell deploy.
 *
 * Complete at first paint: the store starts from the tables last read on this device
 * (localStorage) or, on a first visit, from those the shell's build found (a JSON block of
 * index.html). At start every remote's table is read anew; a remote that is down keeps its
 * known rows, so its entries stay and its pages show their French error with « Réessayer »
 * (the reading is federation/readRouteTables.ts).
 */
import { startTransition, useEffect, useState } from 'react';
import { entriesOf, type RemoteName, type RouteEntry, type RouteTable } from 'shared-kernel';
import { routeTableSchema } from './routeTableSchema';
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
  // The tables read at start are most often those already known: the same rows, nothing to render again.
  const same = next.tables === undefined || JSON.stringify(next.tables) === JSON.stringify(state.tables);
  const settled = next.settled ?? state.settled;
  if (same && settled === state.settled) return;
  state = same ? { ...state, settled } : { tables: next.tables!, settled, entries: merge(next.tables!) };
  for (const listener of listeners) listener();
}

export function routeEntries(): readonly RouteEntry[] {
  return state.entries;
}

export function routeTablesSettled(): boolean {
  return state.settled;
}

export function knownRouteTables(): Tables {
  return state.tables;
}

/** Replaces the known tables (a refresh; tests), and remembers them on this device. */
export function setRouteTables(tables: Tables, settled = true): void {
  publish({ tables, settled });
}

export function rememberRouteTables(tables: Tables): void {
  try {
    localStorage.setItem(ROUTE_TABLES_KEY, JSON.stringify(tables));
  } catch {
    // storage full or refused: the tables still serve this visit
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * The store read through a state that changes in a transition, not useSyncExternalStore: the
 * tables read at start arrive while the app's first render (a transition, in slices) is on its
 * way, and a store read with useSyncExternalStore that changes under such a render makes React
 * render the whole tree again in one block (120 ms on the phone profile). Here the new rows
 * render as a transition too; NavBar and RouteOutlet take them in the same one.
 */
function useTables<T>(read: () => T): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = () => startTransition(() => setValue(() => read()));
    // A change between the render and this subscription.
    update();
    return subscribe(update);
  }, [read]);
  return value;
}

export function useRouteEntries(): readonly RouteEntry[] {
  return useTables(routeEntries);
}

export function useRouteTablesSettled(): boolean {
  return useTables(routeTablesSettled);
}
