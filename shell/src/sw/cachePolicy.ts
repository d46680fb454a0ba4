/**
 * What the service worker keeps, by request: one place for the worker (serviceWorker.ts),
 * the page (sign-out clears the data) and their tests. The shell's own build is precached
 * apart (Workbox's precache, refreshed by each shell deploy).
 */

/** Cache names; a new name (v2) is how a change of format drops the old caches. */
export const CACHES = {
  config: 'tdb-config-v1',
  remoteEntries: 'tdb-remotes-entrees-v1',
  remoteChunks: 'tdb-remotes-code-v1',
  data: 'tdb-donnees-v1',
} as const;

/**
 * - `config`: the shell's config.json, network first (an edit applies at the next visit);
 * - `remoteEntry`: a remote's mf-manifest.json, routes.json and remoteEntry.js, network first: a
 *   redeployed remote is taken at the next visit, the cached copy serves only offline;
 * - `remoteChunk`: a content-hashed chunk, cache first (its name changes with its content);
 * - `data`: an api read (`/api/…`, `/index.php/api/…`, the movie gateway `/tmdb/3/…`),
 *   network first, the cached reply only when the network fails;
 * - null: left to the network (writes, sign-in, downloads, images, frames).
 */
export type CacheKind = 'config' | 'remoteEntry' | 'remoteChunk' | 'data';

export interface RequestFacts {
  url: string;
  method: string;
  /** '' for fetch() and XMLHttpRequest; 'script', 'image', 'iframe', 'document'… otherwise. */
  destination: string;
}

const API_READ = /\/(api|tmdb\/3)\//;
/** The session (sign-in, sign-out), the whole-data export and the tenants' documents (PDFs) are never kept. */
const NEVER_KEPT = /\/api\/(session(\/|$)|data$|documents\/)/;
const REMOTE_ENTRY = /\/(mf-manifest\.json|routes\.json|remoteEntry\.js)$/;
/** `[name].[contenthash:10].js`, as createConfig names chunks. */
const HASHED_CHUNK = /\.[0-9a-f]{10}\.js$/;

export function cacheKindOf({ url, method, destination }: RequestFacts, shellOrigin: string): CacheKind | null {
  if (method !== 'GET') return null;
  const { origin, pathname } = new URL(url);
  if (destination === '' && API_READ.test(pathname)) return NEVER_KEPT.test(pathname) ? null : 'data';
  if (origin === shellOrigin && pathname.endsWith('/config.json')) return 'config';
  if (REMOTE_ENTRY.test(pathname)) return 'remoteEntry';
  if (destination === 'script' || destination === '') return HASHED_CHUNK.test(pathname) ? 'remoteChunk' : null;
  return null;
}
