// One cold browser session: a fresh context (empty HTTP cache, new connections), a log of
// every request with its transferred (compressed) body size, and the waits the bench needs.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.mjs';

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Records the timestamp of the next click or change, in the page's clock (performance.now()). */
const INPUT_RECORDER = () => {
  window.__benchArm = () => {
    window.__benchInputAt = null;
    const record = (e) => {
      if (window.__benchInputAt === null) window.__benchInputAt = e.timeStamp;
    };
    for (const type of ['pointerdown', 'mousedown', 'click', 'change']) addEventListener(type, record, { capture: true, once: true });
  };
};

export class Session {
  /** `options`: the context's own (a phone's screen, cookies…) over the desktop defaults. */
  static async open(browser, options = {}) {
    // A cold first visit, as the owner's first one: no service worker caching the shell meanwhile.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris', serviceWorkers: 'block', ...options });
    const page = await context.newPage();
    await page.addInitScript(INPUT_RECORDER);
    return new Session(context, page);
  }

  constructor(context, page) {
    this.context = context;
    this.page = page;
    this.requests = [];
    this.inflight = 0;
    this.lastActivity = Date.now();
    this.errors = [];
    const pending = new Map();
    page.on('request', (request) => {
      const entry = { url: request.url(), type: request.resourceType(), bytes: 0, status: 0, failed: false };
      pending.set(request, entry);
      this.requests.push(entry);
      this.inflight += 1;
      this.lastActivity = Date.now();
    });
    const settle = async (request, failed) => {
      const entry = pending.get(request);
      if (!entry) return;
      pending.delete(request);
      try {
        if (!failed) {
          // responseBodySize is the encoded body: what actually crossed the wire.
          const sizes = await request.sizes();
          entry.bytes = sizes.responseBodySize;
          entry.status = (await request.response())?.status() ?? 0;
        }
      } catch {
        // page closed meanwhile
      }
      entry.failed = failed;
      this.inflight -= 1;
      this.lastActivity = Date.now();
    };
    page.on('requestfinished', (r) => void settle(r, false));
    page.on('requestfailed', (r) => void settle(r, true));
    page.on('pageerror', (e) => this.errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && this.errors.push(m.text()));
  }

  /** Index into the request log: requests after it belong to the next phase. */
  mark() {
    return this.requests.length;
  }

  since(mark) {
    return this.requests.slice(mark);
  }

  /** Waits until no request has been in flight for `quietMs`. */
  async settle(quietMs = 400, timeoutMs = 30_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.inflight === 0 && Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /**
   * Waits, frame by frame, for the frame where the route's heading and content are on screen
   * and nothing on the page still says « Chargement… » (`alone`: the content alone, whatever
   * else on the page still loads); returns its page time (performance.now()).
   * On screen: index.html holds Home pre-rendered, kept hidden under another route's heading
   * until React draws the page, and its elements (the gold price's `dl`) are no page's content.
   */
  async waitContent(route, timeoutMs = 30_000, { alone = false } = {}) {
    const handle = await this.page.waitForFunction(
      ({ title, content, alone }) => {
        const main = document.querySelector('#contenu');
        if (!main) return false;
        const h1 = main.querySelector('h1');
        if (!h1 || h1.textContent.trim() !== title) return false;
        if (![...main.querySelectorAll(content)].some((el) => el.checkVisibility({ visibilityProperty: true }))) return false;
        if (alone) return performance.now();
        const loading = [...main.querySelectorAll('[role=status]')].some((s) => s.textContent.trim().startsWith('Chargement'));
        return loading ? false : performance.now();
      },
      { title: route.title, content: route.content, alone },
      { polling: 'raf', timeout: timeoutMs },
    );
    return handle.jsonValue();
  }

  async armInput() {
    await this.page.evaluate(() => window.__benchArm());
  }

  inputAt() {
    return this.page.evaluate(() => window.__benchInputAt);
  }

  close() {
    return this.context.close();
  }
}

/** Sums of a request list: all requests, and compressed bytes of JS. */
export function traffic(requests) {
  const js = requests.filter((r) => r.type === 'script' || /\.js(\?|$)/.test(r.url));
  return {
    requests: requests.length,
    jsRequests: js.length,
    jsBytes: js.reduce((s, r) => s + r.bytes, 0),
    allBytes: requests.reduce((s, r) => s + r.bytes, 0),
  };
}
