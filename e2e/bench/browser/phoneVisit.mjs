// One cold visit of a page on the phone profile applied for real (longTasks.mjs: 412 × 823
// touch screen, 4× CPU slowdown, slow 4G), service worker blocked: when the route's content
// is on screen (the bench's criterion), FCP, LCP, the time blocked by long tasks, the JS
// transferred and the protocols the responses came by. Used by e2e/bench/deployed.mjs.
import { routeOf } from '../config.mjs';
import { PAINT_RECORDER, PHONE, throttleLikePhone } from './longTasks.mjs';
import { Session, traffic } from './session.mjs';

const LONG_MS = 50;

/** The main thread's long tasks, from the page's first script on. */
const LONG_TASK_RECORDER = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ at: Math.round(e.startTime), ms: Math.round(e.duration) });
  }).observe({ type: 'longtask', buffered: true });
};

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin where the shell is served (no trailing slash)
 * @param {string} routePath a route of config.mjs ROUTES
 * @param {import('@playwright/test').Cookie[]} cookies the owner's session, if the server asks for one
 */
export async function phoneVisit(browser, origin, routePath, cookies = []) {
  const session = await Session.open(browser, PHONE);
  try {
    const { context, page } = session;
    if (cookies.length) await context.addCookies(cookies);
    await page.addInitScript(PAINT_RECORDER);
    await page.addInitScript(LONG_TASK_RECORDER);
    const cdp = await throttleLikePhone(context, page);
    const protocols = new Set();
    cdp.on('Network.responseReceived', (e) => e.response.protocol && protocols.add(e.response.protocol));
    await page.goto(routePath === '/' ? `${origin}/` : `${origin}/#${routePath}`, { waitUntil: 'commit' });
    const contentAt = await session.waitContent(routeOf(routePath), 90_000);
    // What the page still fetches after its content (the rest of Home, a late chunk) counts too.
    await session.settle(1000, 60_000);
    const { fcp, lcp, longTasks } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      lcp: window.__paints.lcp,
      longTasks: window.__longTasks,
    }));
    const { jsBytes, jsRequests, requests, allBytes } = traffic(session.requests);
    return {
      contentMs: Math.round(contentAt),
      lcpMs: lcp?.at ?? null,
      lcpElement: lcp?.element ?? null,
      fcpMs: fcp === null ? null : Math.round(fcp),
      blockingMs: longTasks.reduce((sum, t) => sum + Math.max(0, t.ms - LONG_MS), 0),
      longTasks: longTasks.length,
      jsBytes,
      jsRequests,
      requests,
      allBytes,
      protocols: [...protocols].sort(),
      errors: session.errors,
    };
  } finally {
    await session.close();
  }
}
