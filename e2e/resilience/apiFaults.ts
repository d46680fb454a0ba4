/**
 * The api failing the way a real backend does, switched from one fault to the next while a
 * page stays open: down, 500, malformed JSON, a payload of the wrong shape, slow (10 s).
 */
import type { Page, Route } from '@playwright/test';
import { API } from '../tests/fixtures';

export type ApiMode = 'down' | 'http500' | 'malformed' | 'wrongShape' | 'slow' | 'ok';

/** Every call of the data screens: the /api endpoints (both prefixes) and the films gateway. */
export const API_CALL = new RegExp(`^${API.replace(/[.:/]/g, '\\$&')}/(index\\.php/)?(api|tmdb)/`);

/** What the ErrorPanel's detail says for each fault. */
export const FAULT_DETAIL: Record<Exclude<ApiMode, 'ok'>, RegExp> = {
  down: /serveur injoignable/,
  http500: /erreur 500/,
  malformed: /JSON invalide/,
  wrongShape: /données inattendues/,
  slow: /délai dépassé/,
};

export const SLOW_MS = 10_000;
/** Before failing, a faulty reply takes this long, so that the spinner is seen. */
const LATENCY_MS = 600;
/** The embedded api's CORS: the caller's origin, with credentials (the front sends its session cookie). */
const corsFor = (route: Route) => ({
  'access-control-allow-origin': route.request().headers()['origin'] ?? '*',
  'access-control-allow-credentials': 'true',
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Routes every api call through a switchable fault; returns the switch. */
export async function faultyApi(page: Page, initial: ApiMode): Promise<{ set(mode: ApiMode): void }> {
  let mode = initial;
  await page.route(API_CALL, async (route) => {
    const current = mode;
    if (current === 'ok') return route.continue();
    await sleep(current === 'slow' ? SLOW_MS : LATENCY_MS);
    try {
      switch (current) {
        case 'down':
          return await route.abort('connectionrefused');
        case 'http500':
          return await route.fulfill({
            status: 500,
            headers: corsFor(route),
            json: { error: 'internal_error', message: 'Erreur interne du serveur (simulée).' },
          });
        case 'malformed':
          return await route.fulfill({ status: 200, headers: corsFor(route), contentType: 'application/json', body: '{"payload": [1, 2' });
        case 'wrongShape':
          return await route.fulfill({ status: 200, headers: corsFor(route), json: { payload: 'inattendu', results: 'inattendu' } });
        case 'slow':
          return await route.continue();
      }
    } catch {
      // The page gave up on this request (its timeout fired): nothing to answer.
    }
  });
  return {
    set(next) {
      mode = next;
    },
  };
}

/** Serves config.json with overrides (e.g. a shorter api timeout for the slow scenarios). */
export async function configWith(page: Page, overrides: Record<string, unknown>): Promise<void> {
  await page.route(/\/config\.json(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...overrides } });
  });
}

/** Console errors these scenarios provoke on purpose: failed loads are logged. */
export const EXPECTED_API_ERRORS = /^unable to load|^Recup info cars in hs|Failed to load resource|net::ERR_|ApiError/;
