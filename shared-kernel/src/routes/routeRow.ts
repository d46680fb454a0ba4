/**
 * What a route table row is. Each area owns its rows (`src/routes.json` of its remote,
 * published next to its manifest as `routes.json`); the shell owns its own and merges them all
 * at run time into the navbar, the tile menu and the route-to-remote mapping. The rows are
 * plain JSON, so a parameter's pattern is the source of a regular expression. Types and plain
 * helpers only: a remote bundles them with its contract (the shell checks what it reads with
 * shell/src/routes/routeTableSchema.ts).
 */
import type { RemoteName } from 'contract-kit/topology';
import type { CardColor } from '../ui/theme';

export type RouteOwner = RemoteName | 'shell';
export type NavGroup = 'appt' | 'opvcm' | 'infos';

export interface RouteParamRule {
  name: string;
  /** Source of the regular expression a valid value matches; anything else fires conditionsFailed. */
  pattern: string;
  /** A valid value, for tests that open every route (1 when absent). */
  example?: string;
}

export interface RouteRow {
  /** Path pattern as React Router reads it, without trailing slash. */
  path: string;
  /** French heading of the page. */
  title: string;
  /** Its navbar entry: group, label, and position in the group (entries of all owners sort by it). */
  nav?: { group: NavGroup; label: string; order: number };
  /** Its tile on the /buttons menu, at `order` among all tiles. */
  tile?: { title: string; comment: string; color: CardColor; order: number };
  /**
   * Its tile in Home's « Gestion locative », after the spec's: a page added since the spec (its
   * tiles stay the /buttons menu's, exactly). A shell that does not know it shows none.
   */
  homeTile?: { title: string; comment: string; color: CardColor; order: number };
  param?: RouteParamRule;
  /**
   * The api paths the page reads as it opens, `:param` standing for the route's parameter: the
   * shell starts them as soon as it knows the route, with the remote's code (the remote's
   * contract test checks them against what the page reads).
   */
  data?: string[];
  /**
   * The movie database reads the page makes as it opens at its path alone (no query string),
   * path and query as it asks them of config.json's `movieApiBase`, `:param` as in `data`: started
   * with `data`. A shell that does not know it starts none.
   */
  movieData?: string[];
  /**
   * The files of the page's code, written by the remote's build into its published table
   * (absolute once the shell has read it): the shell loads them with the data and the remote's
   * entry, not after them. Absent from a contract's source table.
   */
  chunks?: string[];
}

/** A row with the app that serves it. */
export interface RouteEntry extends RouteRow {
  owner: RouteOwner;
}

/** A remote's published table (`routes.json`): who serves the rows, and the rows. */
export interface RouteTable {
  remote: RemoteName;
  /**
   * The files of the remote's entry (`remoteEntry.js`, then those of its exposed module), written
   * by its build: the shell fetches them with a page's own files, not after the manifest.
   */
  entry?: string[];
  routes: RouteRow[];
}

const filled = (paths: readonly string[] | undefined, params: Record<string, string>) =>
  (paths ?? []).map((path) => path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? '')));

/** A row's data paths for these route parameters (each value encoded as one path segment). */
export function dataPaths(row: RouteRow, params: Record<string, string>): string[] {
  return filled(row.data, params);
}

/** A row's movie database reads for these route parameters, filled like its data paths. */
export function movieDataPaths(row: RouteRow, params: Record<string, string>): string[] {
  return filled(row.movieData, params);
}

/** The rows of a table with their owner. */
export function entriesOf(table: RouteTable): RouteEntry[] {
  return table.routes.map((row) => ({ ...row, owner: table.remote }));
}

/** The row of `path` in `rows`; throws on a path the table does not have (a programming error). */
export function rowOf<R extends RouteRow>(rows: readonly R[], path: string): R {
  const row = rows.find((r) => r.path === path);
  if (!row) throw new Error(`route inconnue : ${path}`);
  return row;
}
