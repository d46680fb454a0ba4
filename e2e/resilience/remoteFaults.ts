/** The ways a remote fails in a real deployment, each installed with page.route and removable. */
import type { Page, Route } from '@playwright/test';
import { contractBreakingEntry, RENDER_FAILURE, renderThrowingEntry } from './fakeRemotes';
import type { Section } from './sections';

export interface RemoteFault {
  id: string;
  /** What happened, in the scenario's title. */
  label: string;
  /** What the fallback says about it (its detail), when it is specific. */
  detail?: RegExp;
  /**
   * Met by the remote's own error boundary, in place of its page (heading included); the others
   * by the shell, which keeps the page's heading over the fallback.
   */
  inRemote?: true;
  /** Installs the fault; the returned function removes it ("the remote is back"). */
  install(page: Page, s: Section): Promise<() => Promise<void>>;
}

async function intercept(page: Page, url: string | RegExp, handler: (route: Route) => Promise<void>) {
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}

const javascript = (body: string) => ({ status: 200, contentType: 'application/javascript', body });

export const REMOTE_FAULTS: readonly RemoteFault[] = [
  {
    id: 'unreachable',
    label: 'serveur arrêté',
    detail: /section injoignable/,
    install: (page, s) => intercept(page, `${s.origin}/**`, (route) => route.abort('connectionrefused')),
  },
  {
    id: 'manifest-404',
    label: 'mf-manifest.json en 404',
    detail: /section injoignable/,
    install: (page, s) =>
      intercept(page, `${s.origin}/mf-manifest.json`, (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'introuvable' }),
      ),
  },
  {
    id: 'entry-500',
    label: 'remoteEntry.js en 500',
    detail: /section injoignable/,
    install: (page, s) =>
      intercept(page, `${s.origin}/remoteEntry.js`, (route) =>
        route.fulfill({ status: 500, contentType: 'text/plain', body: 'erreur interne' }),
      ),
  },
  {
    id: 'chunk',
    label: 'un chunk qui ne se charge pas pendant la navigation',
    detail: /section injoignable/,
    // The manifest and the entry load; the code chunks they then ask for do not.
    install: (page, s) =>
      intercept(page, new RegExp(`^${s.origin}/(?!remoteEntry\\.js)[^?]+\\.js(\\?.*)?$`), (route) => route.abort('failed')),
  },
  {
    id: 'contract',
    label: 'un ./remote qui rompt le contrat',
    detail: /module non conforme au contrat : cycle de vie app invalide/,
    install: (page, s) =>
      intercept(page, `${s.origin}/remoteEntry.js`, (route) => route.fulfill(javascript(contractBreakingEntry(s)))),
  },
  {
    id: 'render',
    label: 'une page qui lève une erreur au rendu',
    detail: new RegExp(RENDER_FAILURE),
    inRemote: true,
    install: (page, s) =>
      intercept(page, `${s.origin}/remoteEntry.js`, (route) => route.fulfill(javascript(renderThrowingEntry(s)))),
  },
];

/** Console errors these scenarios provoke on purpose (uncaught errors still fail them). */
export const EXPECTED_REMOTE_ERRORS =
  /Failed to load resource|net::ERR_|ERR_FAILED|ERR_CONNECTION|remote \w+ indisponible|remote \w+ : |Federation Runtime|panne de rendu simulée|The above error occurred|version incompatible|ChunkLoadError|Loading chunk/;
