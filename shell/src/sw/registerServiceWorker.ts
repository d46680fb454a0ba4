/**
 * Registers the service worker of the production build (dist/sw.js), once the page has
 * loaded, so that it never competes with the first screen. A few lines, no workbox-window:
 * a new shell deploy installs its worker by itself (skipWaiting + clientsClaim in the worker).
 */
import { forgetCachedReplies } from 'shared-kernel';
import { CACHES } from './cachePolicy';

export const SERVICE_WORKER_URL = './sw.js';

export function registerServiceWorker(production = process.env.NODE_ENV === 'production'): void {
  if (!production || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      // The page works without it, only not offline.
      console.warn('service worker non enregistré', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** After a sign-out: the owner's data kept for offline use goes with the session. */
export async function forgetOfflineData(): Promise<void> {
  forgetCachedReplies();
  if ('caches' in window) await caches.delete(CACHES.data);
}
