// One first visit of a remote's page on the phone profile, from Home (the time from the touch on
// its tile to its content, and every request that ended after the touch, in ms from it) or
// opened at its address (from the navigation's start). Used by e2e/bench/firstVisit.mjs.
import { API, BUILDS, dirOfPort, routeOf } from '../config.mjs';
import { PHONE, throttleLikePhone } from './longTasks.mjs';

/** In the page, before its scripts: the time of the next touch, and room for every request's timing. */
const RECORDER = () => {
  performance.setResourceTimingBufferSize(2000);
  window.__touchAt = null;
  addEventListener('pointerdown', (e) => (window.__touchAt ??= e.timeStamp), { capture: true });
};

/** The frame where the route's heading and content are on screen with nothing left « Chargement… ». */
function contentShown(page, route) {
  return page
    .waitForFunction(
      ({ title, content }) => {
        const main = document.querySelector('#contenu');
        const h1 = main?.querySelector('h1');
        if (!h1 || h1.textContent.trim() !== title || !main.querySelector(content)) return false;
        const loading = [...main.querySelectorAll('[role=status]')].some((s) => s.textContent.trim().startsWith('Chargement'));
        return loading ? false : performance.now();
      },
      { title: route.title, content: route.content },
      { polling: 'raf', timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue());
}

const kindOf = (url) => {
  const u = new URL(url);
  if (u.origin === API) return 'données';
  if (/\.js$/.test(u.pathname)) return `code ${dirOfPort(Number(u.port)) ?? ''}`.trim();
  return 'autre';
};

/** `open`: the page opened at its address, timed from the navigation's start; otherwise touched from Home. */
export async function visitOnce(browser, path, { open = false } = {}) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORDER);
    await throttleLikePhone(context, page);
    if (open) {
      await page.goto(`${BUILDS.federated.url}#${path}`);
    } else {
      await page.goto(`${BUILDS.federated.url}#/`);
      await contentShown(page, routeOf('/'));
      await page.waitForLoadState('networkidle');
      await page.tap(`ul[aria-label="Sections"] a[href="#${path}"]`);
    }
    const shownAt = await contentShown(page, routeOf(path));
    const { touchAt, requests } = await page.evaluate(() => ({
      touchAt: window.__touchAt,
      requests: performance.getEntriesByType('resource').map((r) => ({ url: r.name, start: r.startTime, end: r.responseEnd })),
    }));
    const from = open ? 0 : touchAt;
    const after = requests
      .filter((r) => r.end >= from)
      .map((r) => ({ at: Math.round(r.start - from), to: Math.round(r.end - from), kind: kindOf(r.url), file: new URL(r.url).pathname }));
    return { ms: Math.round(shownAt - from), requests: after.sort((a, b) => a.at - b.at) };
  } finally {
    await context.close();
  }
}
