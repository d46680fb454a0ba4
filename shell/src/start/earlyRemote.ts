/**
 * The opening page's remote, started by the start script before main.js has even arrived: as
 * soon as config.json is read, its manifest and its route table; as soon as the manifest arrives,
 * preloads of its remoteEntry.js and of the files of its exposed module, and as soon as the
 * table arrives, of the files of the opening page's code (the shell's own files of the editing
 * pieces among them, when the page takes them). The runtime's own manifest request and
 * the shell's reading of the tables then take the replies already on their way (takeManifest,
 * takeEarlyTable, through the start's handoff), so the manifest → remoteEntry → chunk chain runs
 * while main.js downloads instead of after it, and the page chunk with the entry.
 *
 * Without the kernel nor any library: which remote owns which route comes from a JSON block the
 * build writes into index.html (PrerenderShellPlugin), completed by the route tables last read
 * on this device (a page shipped with a remote after the shell's build).
 */
import { paramsOf, storedTables } from './earlyData';

export const ROUTE_OWNERS_ID = 'route-owners';

/** What the build writes: the remote of each route's first path segment ('' is Home's widget), and the default manifests. */
export interface RouteOwners {
  owners: Record<string, string>;
  manifests: Record<string, string>;
}

const early = new Map<string, Promise<Response>>();
const absolute = (url: string) => new URL(url, document.baseURI).href;

/** The owners of the first path segments in the tables stored on this device. */
function storedOwners(): Record<string, string> {
  const owners: Record<string, string> = {};
  for (const t of Object.values(storedTables())) {
    for (const r of t?.routes ?? []) if (typeof t?.remote === 'string' && typeof r.path === 'string') owners[r.path.split('/')[1]!] = t.remote;
  }
  return owners;
}

function readRouteOwners(): RouteOwners | null {
  try {
    const built = JSON.parse(document.getElementById(ROUTE_OWNERS_ID)?.textContent ?? '') as RouteOwners;
    return { ...built, owners: { ...storedOwners(), ...built.owners } };
  } catch {
    return null;
  }
}

/** The remote the page at `hash` opens on and its manifest, or null (a shell page, an unknown route). */
export function openingRemote(configJson: unknown, hash: string, table = readRouteOwners()): { owner: string; manifest: string } | null {
  if (!table) return null;
  const segment = hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? '';
  const owner = table.owners[segment];
  if (!owner) return null;
  const remotes = (configJson as { remotes?: Record<string, unknown> } | null)?.remotes;
  const configured = remotes?.[owner];
  const manifest = typeof configured === 'string' ? configured : table.manifests[owner];
  return manifest ? { owner, manifest } : null;
}

/** A remote's table that hangs stops being waited for after this (as readRouteTables' own request). */
const TABLE_TIMEOUT_MS = 5000;

const preloaded = new Set<string>();

/** Starts downloading a script the page will run soon (once per address). */
export function preloadScript(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  document.head.appendChild(link);
}

interface TableShape {
  routes?: Array<{ path?: unknown; chunks?: unknown; shared?: unknown }>;
}

const SHARED_FILES_ID = 'shared-files';

/** What the build writes (StartupPreloadPlugin): the shell's files of each shared module it serves apart, by share key. */
type SharedFiles = Record<string, string[]>;

function readSharedFiles(): SharedFiles {
  try {
    const block = JSON.parse(document.getElementById(SHARED_FILES_ID)?.textContent ?? '') as unknown;
    return block !== null && typeof block === 'object' ? (block as SharedFiles) : {};
  } catch {
    return {};
  }
}

const FILE = /^[\w\-.]+\.js$/;

/**
 * The files of the code of the page at `hash`: its chunks, beside the table at `tableUrl`, then
 * the shell's files of what it takes from the shell (`shared`: the kernel's editing pieces),
 * which its code would otherwise only ask for once it runs.
 */
export function pageFilesOf(tableUrl: string, table: TableShape, hash: string, shell = readSharedFiles()): string[] {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  const row = table.routes?.find((r) => typeof r.path === 'string' && paramsOf(r.path, path) !== null);
  const chunks = Array.isArray(row?.chunks) ? row.chunks : [];
  const shared = Array.isArray(row?.shared) ? row.shared : [];
  const shellFiles = shared.flatMap((key) => (typeof key === 'string' && Array.isArray(shell[key]) ? shell[key] : []));
  return [
    ...chunks.filter((f): f is string => typeof f === 'string' && FILE.test(f)).map((f) => new URL(f, tableUrl).href),
    ...shellFiles.filter((f) => typeof f === 'string' && FILE.test(f)).map(absolute),
  ];
}

const earlyTables = new Map<string, Promise<Response>>();

/** The reply to the table at `url` started early, once: the shell's own reading takes it. */
export function takeEarlyTable(url: string): Promise<Response> | undefined {
  const reply = earlyTables.get(url);
  earlyTables.delete(url);
  return reply;
}

/**
 * The files config.json names for a remote (`remoteFiles`, written by the deploy:
 * scripts/remote-files.mjs), beside its manifest: its entry's, then those of the page at
 * `hash`. The opening page's code then starts with config.json instead of after the manifest
 * and the table. None when the deploy wrote none; files of an older build only lose that head
 * start (the runtime loads what the manifest names).
 */
export function deployedFilesOf(configJson: unknown, owner: string, manifestUrl: string, hash: string): string[] {
  const files = (configJson as { remoteFiles?: Record<string, (TableShape & { entry?: unknown }) | undefined> } | null)?.remoteFiles?.[owner];
  if (!files || !Array.isArray(files.entry)) return [];
  const base = absolute(manifestUrl);
  const entry = files.entry.filter((f): f is string => typeof f === 'string' && FILE.test(f)).map((f) => new URL(f, base).href);
  return [...entry, ...pageFilesOf(base, files, hash)];
}

interface ManifestShape {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
}

/** remoteEntry.js and the './remote' module's files, from the manifest (publicPath 'auto': beside the manifest). */
export function filesOf(manifestUrl: string, manifest: ManifestShape): string[] {
  const meta = manifest.metaData;
  if (!meta?.remoteEntry?.name) return [];
  const base = !meta.publicPath || meta.publicPath === 'auto' ? new URL('.', manifestUrl).href : meta.publicPath;
  const entryDir = meta.remoteEntry.path ? `${meta.remoteEntry.path.replace(/\/+$/, '')}/` : '';
  const exposed = manifest.exposes?.find((e) => e.path === './remote')?.assets?.js?.sync ?? [];
  return [`${entryDir}${meta.remoteEntry.name}`, ...exposed].map((file) => new URL(file, base).href);
}

/**
 * Starts fetching a remote's manifest and route table now, and preloads its code when the
 * manifest arrives, and the code of the page at `hash` when the table does; `known`, the files
 * config.json already names (deployedFilesOf), at once.
 */
export function startRemoteEarly(manifestUrl: string, hash = '', known: string[] = []): void {
  const url = absolute(manifestUrl);
  if (early.has(url)) return;
  known.forEach(preloadScript);
  const tableUrl = new URL('routes.json', url).href;
  const table = fetch(tableUrl, { credentials: 'omit', signal: AbortSignal.timeout(TABLE_TIMEOUT_MS) });
  earlyTables.set(tableUrl, table);
  table
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: TableShape | null) => body && pageFilesOf(tableUrl, body, hash).forEach(preloadScript))
    .catch(() => undefined);
  const reply = fetch(url);
  early.set(url, reply);
  reply
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((manifest: ManifestShape | null) => manifest && filesOf(url, manifest).forEach(preloadScript))
    // A failure is the runtime's to report, when it asks for the same reply.
    .catch(() => undefined);
}

/** The manifest reply started early at `manifestUrl`, once: the runtime's retry fetches anew. */
export function takeManifest(manifestUrl: string): Promise<Response> | undefined {
  const url = absolute(manifestUrl);
  const reply = early.get(url);
  early.delete(url);
  return reply;
}
