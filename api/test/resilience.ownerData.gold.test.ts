/**
 * The gold feed is not trusted blindly: 345 678 €/oz, 0,01 €/oz, a price that is not
 * positive and a date in 2999 were all served as live values, then kept as the last known
 * one. Each is now refused with a French line in the log, and /api/or keeps serving the last
 * good value, which stays in the base. A price dated a little ahead (clock skew), a normal
 * move, and a large move from a value more than a day older are still accepted.
 */
import { closedPortUrl, createGoldApi, startFeed, type FakeFeed, type GoldApi } from './goldHelpers';

const MINUTE = 60_000;
const GOOD = { symbol: 'XAU', currency: 'EUR', price: 3500, updatedAt: '2026-11-23T05:58:00Z' };
const LAST_GOOD = { eurParOnce: 3500, eurParGramme: 112.53, date: '2026-11-23T05:58:00.000Z', source: 'derniere-valeur' };

let feed: FakeFeed;
let api: GoldApi;
beforeAll(async () => {
  feed = await startFeed();
  api = await createGoldApi({ url: feed.url, timeoutMs: 1000, cacheTtlMs: 10 * MINUTE, retryAfterFailureMs: MINUTE });
});
afterAll(async () => {
  await api.close();
  await feed.close();
});

const iso = (ms: number) => new Date(ms).toISOString();

/** Past the cache and quiet times, the feed answers `body(now)`: what /api/or answers. */
async function orWith(body: (now: number) => unknown): Promise<unknown> {
  api.clock.t += 11 * MINUTE;
  feed.body = body(api.clock.t);
  const res = await api.app.inject({ method: 'GET', url: '/api/or' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { payload: unknown }).payload;
}

const stored = () => api.db.prepare('SELECT eur_per_ounce, price_date FROM gold_price').all();

test('a good price is served live and kept', async () => {
  expect(await orWith(() => GOOD)).toMatchObject({ eurParOnce: 3500, source: 'en-direct' });
  expect(stored()).toEqual([{ eur_per_ounce: 3500, price_date: '2026-11-23T05:58:00.000Z' }]);
});

test.each([
  ['345 678 €/oz, within a day of the last value', (now: number) => ({ ...GOOD, price: 345_678, updatedAt: iso(now) }), /345\s678 €\/once s'écarte de \d+ % de la dernière valeur connue/],
  ['0,01 €/oz, within a day of the last value', (now: number) => ({ ...GOOD, price: 0.01, updatedAt: iso(now) }), /0,01 €\/once s'écarte de 100 %/],
  ['a price dated in 2999', () => ({ ...GOOD, price: 3510, updatedAt: '2999-01-01T00:00:00Z' }), /prix daté dans le futur \(2999-01-01T00:00:00.000Z\)/],
  ['a day dated in 2999 (currency-api shape)', () => ({ date: '2999-01-01', xau: { eur: 3510 } }), /prix daté dans le futur \(2999-01-01\)/],
  ['a negative price', () => ({ ...GOOD, price: -3500 }), /prix non positif \(-3500\)/],
  ['a price of zero', () => ({ eurParOnce: 0 }), /prix non positif \(0\)/],
])('%s: refused, logged in French, the last good value served and kept', async (_label, body, reason) => {
  api.warnings.length = 0;
  const calls = feed.calls;
  expect(await orWith(body)).toEqual(LAST_GOOD);
  expect(feed.calls).toBe(calls + 1);
  expect(stored()).toEqual([{ eur_per_ounce: 3500, price_date: '2026-11-23T05:58:00.000Z' }]);
  expect(api.warnings).toHaveLength(1);
  expect(api.warnings[0]).toMatch(/^Cours de l'or refusé : .*; la dernière valeur connue reste servie\.$/);
  expect(api.warnings[0]).toMatch(reason);
});

test('a price dated a few minutes ahead (clock skew) and a normal move are accepted', async () => {
  api.warnings.length = 0;
  const payload = await orWith((now) => ({ ...GOOD, price: 3640, updatedAt: iso(now + 3 * MINUTE) }));
  expect(payload).toMatchObject({ eurParOnce: 3640, source: 'en-direct' });
  expect(api.warnings).toEqual([]);
});

test('a large move from a value more than a day older is accepted (the old value cannot hold a good one back)', async () => {
  api.warnings.length = 0;
  api.clock.t += 25 * 60 * MINUTE;
  const payload = await orWith((now) => ({ ...GOOD, price: 4500, updatedAt: iso(now) }));
  expect(payload).toMatchObject({ eurParOnce: 4500, source: 'en-direct' });
  expect(stored()).toEqual([{ eur_per_ounce: 4500, price_date: iso(api.clock.t) }]);
  expect(api.warnings).toEqual([]);
});

test('no value at all: 200 with payload null, as the READMEs say', async () => {
  const empty = await createGoldApi({ url: await closedPortUrl(), timeoutMs: 300 });
  try {
    const res = await empty.app.inject({ method: 'GET', url: '/api/or' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ payload: null });
  } finally {
    await empty.close();
  }
});

describe('the absolute band, 300 to 30 000 € an ounce, even with no earlier price', () => {
  test.each([
    ['345 678 €/oz (100 × the price)', 345_678, /prix invraisemblable \(345\s678 €\/once, hors de la fourchette plausible de 300 €\/once à 30\s000 €\/once\)/],
    ['34,57 €/oz (a price per gram)', 34.57, /prix invraisemblable \(34,57 €\/once/],
  ])('%s from a feed never read before: refused, nothing served nor stored', async (_label, price, reason) => {
    const fresh = await startFeed();
    const first = await createGoldApi({ url: fresh.url, timeoutMs: 1000 });
    try {
      fresh.body = { ...GOOD, price, updatedAt: iso(first.clock.t) };
      const res = await first.app.inject({ method: 'GET', url: '/api/or' });
      expect(res.json()).toEqual({ payload: null });
      expect(first.db.prepare('SELECT COUNT(*) AS n FROM gold_price').get()).toEqual({ n: 0 });
      expect(first.warnings).toHaveLength(1);
      expect(first.warnings[0]).toMatch(reason);
    } finally {
      await first.close();
      await fresh.close();
    }
  });

  test('its bounds are accepted', async () => {
    const fresh = await startFeed();
    const first = await createGoldApi({ url: fresh.url, timeoutMs: 1000 });
    try {
      fresh.body = { ...GOOD, price: 30_000, updatedAt: iso(first.clock.t) };
      expect((await first.app.inject({ method: 'GET', url: '/api/or' })).json()).toMatchObject({ payload: { eurParOnce: 30_000, source: 'en-direct' } });
    } finally {
      await first.close();
      await fresh.close();
    }
  });
});
