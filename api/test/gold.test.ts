/**
 * GET /api/or against a fake upstream feed (a local http server): a good answer, then a slow
 * one (timeout), a 500, a malformed body and an unreachable feed, each served the last known
 * value with its date; no value at all: `payload: null`; a good answer is reused within
 * the cache time without calling the feed again.
 */
import { DEFAULT_GOLD_PRICE_URL, readGoldConfig } from '../src/gold/goldConfig';
import { parseGoldFeed } from '../src/gold/goldFeed';
import { closedPortUrl, createGoldApi, startFeed, type Behaviour, type FakeFeed, type GoldApi } from './goldHelpers';

const MINUTE = 60_000;
const QUOTE = { name: 'Gold', symbol: 'XAU', currency: 'EUR', price: 3500, updatedAt: '2026-11-23T05:58:00Z' };

describe('with a fake feed', () => {
  let feed: FakeFeed;
  let api: GoldApi;
  beforeAll(async () => {
    feed = await startFeed();
    feed.body = QUOTE;
    api = await createGoldApi({ url: feed.url, timeoutMs: 300, cacheTtlMs: 10 * MINUTE, retryAfterFailureMs: MINUTE });
  });
  afterAll(async () => {
    await api.close();
    await feed.close();
  });

  const get = (prefix = '/api') => api.app.inject({ method: 'GET', url: `${prefix}/or` });
  const LAST_KNOWN = { eurParOnce: 3500, eurParGramme: 112.53, date: '2026-11-23T05:58:00.000Z', source: 'derniere-valeur' };

  test('ok: the price per ounce and per gram, from the feed, under both prefixes', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json() as { payload: unknown };
    expect(body.payload).toEqual({ eurParOnce: 3500, eurParGramme: 112.53, date: '2026-11-23T05:58:00.000Z', source: 'en-direct' });
    expect((await get('/index.php/api')).json()).toEqual(body);
    expect(feed.calls).toBe(1);
    expect(api.db.prepare('SELECT eur_per_ounce, price_date FROM gold_price').all()).toEqual([
      { eur_per_ounce: 3500, price_date: '2026-11-23T05:58:00.000Z' },
    ]);
    // And in the history the net worth values its months with, under the price's own day.
    expect(api.db.prepare('SELECT day, eur_per_ounce FROM gold_prices').all()).toEqual([{ day: '2026-11-23', eur_per_ounce: 3500 }]);
  });

  test('cache: a second call within the cache time does not call the feed', async () => {
    api.clock.t += 9 * MINUTE;
    expect((await get()).json()).toMatchObject({ payload: { eurParOnce: 3500, source: 'en-direct' } });
    expect(feed.calls).toBe(1);
  });

  test.each<[Behaviour]>([['slow'], ['500'], ['malformed']])('%s feed: the last known value with its date', async (behaviour) => {
    feed.behaviour = behaviour;
    api.clock.t += 11 * MINUTE; // past the cache time and the quiet time after a failure
    const calls = feed.calls;
    const started = Date.now();
    const res = await get();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(feed.calls).toBe(calls + 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ payload: LAST_KNOWN });
    // Within the quiet time after a failure, the feed is left alone.
    expect((await get()).json()).toEqual({ payload: LAST_KNOWN });
    expect(feed.calls).toBe(calls + 1);
  });

  test('unreachable feed: the last known value with its date, kept in the base', async () => {
    const other = await createGoldApi({ url: await closedPortUrl(), timeoutMs: 300 });
    try {
      other.db
        .prepare('INSERT INTO gold_price (id, eur_per_ounce, price_date, fetched_at) VALUES (1, ?, ?, ?)')
        .run(3456.78, '2026-11-20', '2026-11-20T08:00:00.000Z');
      const res = await other.app.inject({ method: 'GET', url: '/api/or' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ payload: { eurParOnce: 3456.78, eurParGramme: 111.14, date: '2026-11-20', source: 'derniere-valeur' } });
    } finally {
      await other.close();
    }
  });

  test('the feed back: fresh again, and stored', async () => {
    feed.behaviour = 'ok';
    feed.body = { date: '2026-11-23', xau: { eur: 3600.123 } };
    api.clock.t += 2 * MINUTE;
    expect((await get()).json()).toEqual({ payload: { eurParOnce: 3600.12, eurParGramme: 115.75, date: '2026-11-23', source: 'en-direct' } });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM gold_price').get()).toEqual({ n: 1 });
  });
});

describe('no value at all', () => {
  test.each([
    ['unreachable feed', async () => ({ url: await closedPortUrl(), timeoutMs: 300 })],
    ['no feed (the default of buildApp: nothing leaves the machine)', async () => ({})],
  ])('%s: payload null (Home says it in one line)', async (_label, config) => {
    const api = await createGoldApi(await config());
    try {
      for (const prefix of ['/api', '/index.php/api']) {
        const res = await api.app.inject({ method: 'GET', url: `${prefix}/or` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ payload: null });
      }
    } finally {
      await api.close();
    }
  });

  test('a feed slower than the timeout does not hold the answer', async () => {
    const feed = await startFeed();
    feed.behaviour = 'slow';
    const api = await createGoldApi({ url: feed.url, timeoutMs: 200 });
    try {
      const started = Date.now();
      expect((await api.app.inject({ method: 'GET', url: '/api/or' })).json()).toEqual({ payload: null });
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await api.close();
      await feed.close();
    }
  });
});

describe('feed shapes and settings', () => {
  test('accepted shapes', () => {
    expect(parseGoldFeed(QUOTE)).toEqual({ eurPerOunce: 3500, date: '2026-11-23T05:58:00.000Z' });
    expect(parseGoldFeed({ date: '2026-11-23', xau: { eur: 3500.5 } })).toEqual({ eurPerOunce: 3500.5, date: '2026-11-23' });
    expect(parseGoldFeed({ eurParOnce: '3500', date: 'hier' })).toEqual({ eurPerOunce: 3500, date: null });
  });

  test.each([
    null,
    [],
    'prix',
    {},
    { price: 3500, currency: 'USD' },
    { price: 30, symbol: 'XAG' },
    { price: 'NaN' },
    { xau: { usd: 4000 } },
    { eurParOnce: Infinity },
  ])('refused: %j', (body) => {
    expect(parseGoldFeed(body)).toBeNull();
  });

  test('GOLD_PRICE_URL and GOLD_TIMEOUT_MS', () => {
    expect(readGoldConfig({})).toMatchObject({ url: DEFAULT_GOLD_PRICE_URL, timeoutMs: 4000 });
    expect(readGoldConfig({ GOLD_PRICE_URL: ' http://127.0.0.1:9/or ', GOLD_TIMEOUT_MS: '1500' })).toMatchObject({
      url: 'http://127.0.0.1:9/or',
      timeoutMs: 1500,
    });
    expect(readGoldConfig({ GOLD_PRICE_URL: 'off' }).url).toBeNull();
    expect(() => readGoldConfig({ GOLD_PRICE_URL: 'ftp://x' })).toThrow(/^GOLD_PRICE_URL invalide/);
    expect(() => readGoldConfig({ GOLD_TIMEOUT_MS: '0' })).toThrow(/^GOLD_TIMEOUT_MS invalide/);
  });
});
