// The browser scenarios of one build, each from a cold cache: Home, the first visit of one
// route per remote and its revisit (one session), then the tour of every route (another).
import path from 'node:path';
import { FIRST_VISITS, ROUTES, dirOfPort, routeOf } from '../config.mjs';
import { LibraryCounter } from '../lib/libraries.mjs';
import { Session, traffic } from './session.mjs';

const home = routeOf('/');

async function goHome(session) {
  await session.page.evaluate(() => (location.hash = '#/'));
  await session.waitContent(home);
  await session.settle();
}

/** Clicks the Home tile of a route; returns click-to-content time and what it downloaded. */
async function visitByTile(session, routePath) {
  const mark = session.mark();
  await session.armInput();
  await session.page.click(`ul[aria-label="Sections"] a[href="#${routePath}"]`);
  const shownAt = await session.waitContent(routeOf(routePath));
  const clickAt = await session.inputAt();
  await session.settle();
  return { ms: shownAt - clickAt, ...traffic(session.since(mark)) };
}

/** Home cold, then first visit and revisit of one route per remote. */
export async function homeAndVisits(browser, build) {
  const session = await Session.open(browser);
  try {
    const { page } = session;
    await page.goto(`${build.url}#/`);
    const overviewAt = await session.waitContent(home);
    await session.settle();
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    const homeLibs = countLibraries(session.since(0)).summary();
    // Raw (uncompressed) bytes of code that Home should not load at all.
    const homeResult = {
      fcp,
      overview: overviewAt,
      ...traffic(session.since(0)),
      chartCode: homeLibs.nivo.bytes,
      pageCode: homeLibs['page code']?.bytes ?? 0,
      // Compressed bytes per library, estimated from each file's share (source maps).
      wire: Object.fromEntries(Object.entries(homeLibs).map(([lib, v]) => [lib, v.wire ?? 0])),
    };

    const first = {};
    for (const { remote, path: p } of FIRST_VISITS) {
      first[remote] = await visitByTile(session, p);
      await goHome(session);
    }
    const revisit = {};
    for (const { remote, path: p } of FIRST_VISITS) {
      revisit[remote] = await visitByTile(session, p);
      await goHome(session);
    }
    return { home: homeResult, first, revisit, errors: session.errors };
  } finally {
    await session.close();
  }
}

function countLibraries(requests) {
  const counter = new LibraryCounter();
  for (const r of requests) {
    if (r.failed || !/\.js(\?|$)/.test(r.url)) continue;
    const url = new URL(r.url);
    const dir = dirOfPort(Number(url.port));
    if (dir) counter.add(path.join(dir, decodeURIComponent(url.pathname)), r.bytes);
  }
  return counter;
}

/** Every route in turn, as links would take the user; then the libraries downloaded. */
export async function tour(browser, build, filmId) {
  const session = await Session.open(browser);
  try {
    const { page } = session;
    const started = Date.now();
    await page.goto(`${build.url}#/`);
    await session.waitContent(home);
    const perRoute = {};
    for (const route of ROUTES.slice(1)) {
      const target = route.path.replace(':id', route.path.startsWith('/film/') ? String(filmId) : '1');
      const before = Date.now();
      await page.evaluate((hash) => (location.hash = hash), `#${target}`);
      await session.waitContent(route);
      perRoute[route.path] = Date.now() - before;
    }
    const ms = Date.now() - started;
    await session.settle();
    const counter = countLibraries(session.requests);
    return { ms, ...traffic(session.requests), libraries: counter.summary(), duplicates: counter.duplicates(), perRoute, errors: session.errors };
  } finally {
    await session.close();
  }
}
