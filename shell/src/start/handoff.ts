/**
 * What the start script (start.js: shell/src/start/, built alone by StartupPreloadPlugin,
 * without Module Federation nor any library) hands to main.js. The head script runs start.js
 * first, after the first paint, while main.js (138 KB on a phone's slow link) still downloads;
 * main.js finds this object on `window` and takes the replies already on their way. Types only:
 * no module is in both files.
 */
import type { ConfigFile } from './readConfigFile';

export interface StartHandoff {
  /** config.json, read at once. */
  configFile: Promise<ConfigFile>;
  /** Settles once the opening page's files and data have been asked for (or could not be). */
  openingStarted: Promise<void>;
  /** Preloads a script the page will run soon, once per address (the start's preloads included). */
  preloadScript(href: string): void;
  /** The manifest reply started early at this address, once. */
  takeManifest(url: string): Promise<Response> | undefined;
  /** The route table reply started early at this address, once. */
  takeTable(url: string): Promise<Response> | undefined;
}

declare global {
  interface Window {
    /** Set by start.js, or by main.js itself when start.js did not run (see federation/startHandoff.ts). */
    __tableauDeBordStart?: StartHandoff;
  }
}
