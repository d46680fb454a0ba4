/**
 * main.js's side of the start script's handoff (shell/src/start/handoff.ts): the replies it
 * started, taken once by the federation runtime and the shell's reading of the route tables.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { StartHandoff } from '../start/handoff';

/**
 * The start's handoff. Where start.js did not run (the dev server's page has none, or its
 * download failed), main.js starts the same code itself, from a chunk of its own that is
 * otherwise never downloaded (StartupPreloadPlugin leaves it out of the start's preloads).
 */
export async function startHandoff(): Promise<StartHandoff> {
  if (window.__tableauDeBordStart) return window.__tableauDeBordStart;
  const { begin } = await import(/* webpackChunkName: "start-fallback" */ '../start/begin');
  return (window.__tableauDeBordStart ??= begin());
}

/** Hands the runtime the manifest reply started early, once: a retry fetches anew. */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dashboard-early-manifest',
    fetch: (manifestUrl) => window.__tableauDeBordStart?.takeManifest(manifestUrl),
  };
}

/** The reply to the route table at `url` started early, once. */
export const takeEarlyTable = (url: string) => window.__tableauDeBordStart?.takeTable(url);

/** Preloads a script the page will run soon, once per address, the start's own preloads counted. */
export const preloadScript = (href: string) => window.__tableauDeBordStart?.preloadScript(href);
