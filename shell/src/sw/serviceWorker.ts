/// <reference lib="webworker" />
/**
 * The shell's service worker (built by Workbox's InjectManifest into dist/sw.js, production
 * only). The shell's own files are precached: a shell deploy changes this file's manifest, so
 * the browser installs the new worker, which takes over at once and serves the new shell at the
 * next visit. What it keeps of the rest is said in cachePolicy.ts. Writes are never touched:
 * offline they fail, and the kernel's client says the change was not saved.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { CACHES, cacheKindOf, type CacheKind } from './cachePolicy';
import { stampReply } from './stampReply';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/**
 * A remote's scripts load through <script> tags, whose replies are opaque: never kept (Chrome
 * counts megabytes of quota for each). Asked for in CORS mode (the static hosts allow any
 * origin), the reply is readable and kept at its real size.
 */
const readableScripts: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => (request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request),
  cacheWillUpdate: async ({ response }) => (response.status === 200 && response.type !== 'opaque' ? response : null),
};

const dataReplies: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) => stampReply(response),
};

const STRATEGIES: Record<CacheKind, Strategy> = {
  config: new NetworkFirst({ cacheName: CACHES.config }),
  remoteEntry: new NetworkFirst({ cacheName: CACHES.remoteEntries, plugins: [readableScripts, new ExpirationPlugin({ maxEntries: 40 })] }),
  remoteChunk: new CacheFirst({
    cacheName: CACHES.remoteChunks,
    plugins: [readableScripts, new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
  data: new NetworkFirst({ cacheName: CACHES.data, plugins: [dataReplies, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] }),
};

for (const kind of Object.keys(STRATEGIES) as CacheKind[]) {
  registerRoute(
    ({ request }) => cacheKindOf(request, self.location.origin) === kind,
    async (options: RouteHandlerCallbackOptions) => {
      try {
        return await STRATEGIES[kind].handle(options);
      } catch (error) {
        // A script host that refuses CORS still serves the page as before, only without the cache.
        if (kind === 'remoteEntry' || kind === 'remoteChunk') return fetch(options.request);
        throw error;
      }
    },
  );
}
