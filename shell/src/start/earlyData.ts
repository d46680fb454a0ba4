/**
 * The opening page's data, asked for by the start script as soon as config.json is read,
 * before main.js, the shared libraries and the kernel have even loaded: a preload (`<link rel="preload" as="fetch">`) of
 * each api path its route row names (`data`). The kernel's client, once it runs, makes the
 * very same request (same address, mode and credentials) and the browser hands it the reply
 * already on its way: nothing to pass from here to there. A path no read ends up asking for
 * costs one request, nothing else.
 *
 * Without the kernel, like earlyRemote.ts: the rows come from
 * the tables last read on this device over those the build wrote into index.html
 * (routes/routeTables.ts keeps the same two), the address as the kernel's `apiUrl` writes it.
 */
/** The same names as routes/routeTables.ts (which imports the kernel: not usable here). */
const TABLES_KEY = 'tableau-de-bord.routes';
const TABLES_ID = 'route-tables';

interface RowShape {
  path?: unknown;
  param?: unknown;
  data?: unknown;
  movieData?: unknown;
}
type TablesShape = Record<string, { remote?: unknown; routes?: RowShape[] } | undefined>;

function parsed(text: string | null | undefined): TablesShape {
  try {
    const value = text ? (JSON.parse(text) as unknown) : null;
    return value !== null && typeof value === 'object' ? (value as TablesShape) : {};
  } catch {
    return {};
  }
}

/** The tables last read on this device (earlyRemote.ts takes the routes' owners from them too). */
export function storedTables(): TablesShape {
  try {
    return parsed(localStorage.getItem(TABLES_KEY));
  } catch {
    return {}; // storage refused: the build's tables serve
  }
}

function knownRows(): RowShape[] {
  const tables = { ...parsed(document.getElementById(TABLES_ID)?.textContent), ...storedTables() };
  return Object.values(tables).flatMap((t) => (Array.isArray(t?.routes) ? t.routes : []));
}

/** The parameters of `path` under `pattern` (`/bien/:nom`), or null when it does not match. */
export function paramsOf(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split('/');
  const s = path.split('/');
  if (p.length !== s.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of p.entries()) {
    const segment = s[i] ?? '';
    if (part.startsWith(':')) {
      if (segment === '') return null;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part !== segment) return null;
  }
  return params;
}

const fill = (list: unknown, params: Record<string, string>): string[] =>
  (Array.isArray(list) ? list : [])
    .filter((d): d is string => typeof d === 'string')
    .map((d) => d.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? '')));

/** Whether the row's parameter rule (`param`, as routes/resolveRoute.ts applies it) takes these values. */
function ruleTakes(rule: unknown, params: Record<string, string>): boolean {
  const { name, pattern } = (rule ?? {}) as { name?: unknown; pattern?: unknown };
  if (typeof name !== 'string' || typeof pattern !== 'string') return true;
  try {
    return new RegExp(pattern).test(params[name] ?? '');
  } catch {
    return false;
  }
}

/** The row of the page at `hash` and its parameters, or null (a value its rule refuses is a Not Found: nothing to read). */
function openingRow(hash: string, rows: readonly RowShape[]): { row: RowShape; params: Record<string, string> } | null {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  for (const row of rows) {
    if (typeof row.path !== 'string') continue;
    const params = paramsOf(row.path, path);
    if (params) return ruleTakes(row.param, params) ? { row, params } : null;
  }
  return null;
}

/** The api paths the page at `hash` reads as it opens (shared-kernel's dataPaths, the same filling). */
export function openingDataPaths(hash: string, rows: readonly RowShape[] = knownRows()): string[] {
  const found = openingRow(hash, rows);
  return found ? fill(found.row.data, found.params) : [];
}

/** Its movie database reads (movieDataPaths), named for the page at its path alone: none under a query string. */
export function openingMoviePaths(hash: string, rows: readonly RowShape[] = knownRows()): string[] {
  const found = /\?./.test(hash) ? null : openingRow(hash, rows);
  return found ? fill(found.row.movieData, found.params) : [];
}

interface ConfigShape {
  apiBase?: unknown;
  movieApiBase?: unknown;
  indexScript?: unknown;
  apiCredentials?: unknown;
}

/** The address the kernel's apiUrl gives `path` under this config.json, or null when it names no api. */
export function apiAddress(config: ConfigShape | null, path: string): string | null {
  if (typeof config?.apiBase !== 'string' || !/^https?:\/\//.test(config.apiBase)) return null;
  const script = typeof config.indexScript === 'string' && config.indexScript ? `/${config.indexScript}` : '';
  return `${config.apiBase.replace(/\/+$/, '')}${script}/api/${path.replace(/^\/+/, '')}`;
}

/** The address the kernel's movieApiUrl gives `path`, or null when config.json names no gateway. */
export function movieAddress(config: ConfigShape | null, path: string): string | null {
  if (typeof config?.movieApiBase !== 'string' || !/^https?:\/\//.test(config.movieApiBase)) return null;
  return `${config.movieApiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

const preloaded = new Set<string>();

/** Preloads the data of the page at `hash`, the api's and the movie database's (a Home or shell page has none in the tables). */
export function preloadOpeningData(configJson: unknown, hash: string): void {
  // Only with the build's tables in index.html: a dev page without them reads as usual.
  if (!document.getElementById(TABLES_ID)) return;
  const config = configJson as ConfigShape | null;
  // The kernel's fetch sends the session cookie unless config.json says `omit`: the preload's mode matches it.
  const crossOrigin = config?.apiCredentials === 'omit' ? 'anonymous' : 'use-credentials';
  // The tables read once (a few kilobytes of JSON, parsed in the start's one task).
  const rows = knownRows();
  const addresses = [
    ...openingDataPaths(hash, rows).map((path) => apiAddress(config, path)),
    ...openingMoviePaths(hash, rows).map((path) => movieAddress(config, path)),
  ];
  for (const href of addresses) {
    if (!href || preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.crossOrigin = crossOrigin;
    link.href = href;
    document.head.appendChild(link);
  }
}
