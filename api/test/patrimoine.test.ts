/**
 * GET /api/patrimoine on a small base without demo data, today being 15 June 2026, from
 * 2025-12 to 2026-06. Every expected figure is worked out by hand below, never by the code
 * under test:
 * - « Appartement Lyon », 100 %: bought 200 000 €, estimated 240 000 € on 2026-02-15;
 * - « Studio Nice », 100 %: bought 90 000 €, sold on 2026-03-20 (0 from 2026-03);
 * - « Maison Annecy », INDI at 50 %: bought 300 000 € → 150 000 €;
 * - a loan of 24 000 € at 0 % over 24 months from 2025-06-01 on Lyon: 1 000 € of capital
 *   each month from 2025-07-01, so 12 000 € (half) still due at the end of 2026-06;
 * - « Air Liquide » (FR0000120073), 10 units, recorded at 1 400 €: the service says 150 €
 *   dated 2026-01-20, later 165 € dated 2026-04-10;
 * - « Sanofi » (FR0000120578), 20 units, recorded at 1 800 €: the service never answers;
 * - « Livret A », 5 000 € from 2026-02-01;
 * - a brick bought 2 000 € (its rents are income: nothing repaid);
 * - 20 g of gold bought 2026-02-10, 5 g sold 2026-05-05, at 100 €/g (3 110,34768 €/once).
 */
import { createTestApi, type TestApi } from './helpers';
import { errorOf, getData, payloadOf, request } from './dataHelpers';
import { startQuotes, type FakeQuotes } from './quoteHelpers';
import type { Patrimoine } from '../src/contracts';
import { createQuoteService } from '../src/quotes/quoteService';
import { readQuotesConfig } from '../src/quotes/quotesConfig';

const NOW = new Date(2026, 5, 15, 9, 0);
const property = (fields: Record<string, unknown>) => ({
  IM_INDIVISION: 0,
  IM_TYPE_PROP: 'PROP',
  IM_PRET_MT: 0,
  IM_FIN_PRET: null,
  IM_MT_LOYER: 0,
  IM_AGENCE: 0,
  IM_DATE_VTE: null,
  IM_VENDU: 0,
  IM_PX_VTE: 0,
  IM_COMMENT: null,
  loyerTheo: 0,
  ...fields,
});
const holding = (fields: Record<string, unknown>) => ({ OP_BQ: 'Boursorama', OP_MT_ACHAT: 1000, OP_TYPE_PLCMT: 'ACT', OP_BENEF: 'Pierre', ...fields });

const DATASET = {
  immos: [
    property({ IM_NOM: 'Appartement Lyon', IM_DATE_ACHAT: '2020-01-01', IM_PA: 200000 }),
    property({ IM_NOM: 'Studio Nice', IM_DATE_ACHAT: '2019-05-01', IM_PA: 90000, IM_VENDU: 1, IM_DATE_VTE: '2026-03-20', IM_PX_VTE: 110000 }),
    property({ IM_NOM: 'Maison Annecy', IM_INDIVISION: 1, IM_TYPE_PROP: 'INDI', IM_DATE_ACHAT: '2018-03-01', IM_PA: 300000, IM_QUOTE_PART: 50 }),
  ],
  estimations: [{ IM_NOM: 'Appartement Lyon', date: '2026-02-15', valeur: 240000, source: 'Notaire' }],
  emprunts: [{ nom: 'Prêt Lyon', capital: 24000, taux: 0, duree_mois: 24, debut: '2025-06-01', IM_NOM: 'Appartement Lyon' }],
  opvcm: [
    holding({ OP_NOM: 'Air Liquide', OP_MT_VTE: 1400, OP_DATE: '2024-01-10', isin: 'FR0000120073', parts: 10 }),
    holding({ OP_NOM: 'Sanofi', OP_MT_VTE: 1800, OP_DATE: '2024-01-10', isin: 'FR0000120578', parts: 20 }),
    holding({ OP_NOM: 'Livret A', OP_BQ: 'La Banque Postale', OP_TYPE_PLCMT: 'AUTRE', OP_MT_VTE: 5000, OP_MT_ACHAT: 5000, OP_DATE: '2026-02-01' }),
  ],
  bricks: [{ nom: 'Les Tilleuls', achat: 2000, loyers: { 'Loyers 2025': 110 } }],
  or: [
    { date: '2026-02-10', grammes: 20 },
    { date: '2026-05-05', grammes: -5 },
  ],
};

// Hand-computed: immobilier, emprunts (instalments paid by the month's end), placements, or.
// 2025-12: 200 000 + 90 000 + 150 000; 24 000 − 6 × 1 000; 1 400 (no price yet) + 1 800; 0.
// 2026-01: same property; 17 000; 10 × 150 + 1 800; 0.
// 2026-02: 240 000 (estimate) + 90 000 + 150 000; 16 000; 1 500 + 1 800 + 5 000; 20 × 100.
// 2026-03: Nice sold → 390 000; 15 000; 8 300; 2 000.
// 2026-04: 390 000; 14 000; 10 × 165 + 1 800 + 5 000 = 8 450; 2 000.
// 2026-05: 390 000; 13 000; 8 450; 15 × 100 = 1 500.
// 2026-06: 390 000; 12 000 (half repaid); 8 450; 1 500.
const row = (mois: string, immobilier: number, emprunts: number, placements: number, or: number) => ({
  mois,
  immobilier,
  emprunts,
  placements,
  bricks: 2000,
  or,
  net: immobilier + placements + 2000 + or - emprunts,
});
const EXPECTED = [
  row('2025-12', 440000, 18000, 3200, 0),
  row('2026-01', 440000, 17000, 3300, 0),
  row('2026-02', 480000, 16000, 8300, 2000),
  row('2026-03', 390000, 15000, 8300, 2000),
  row('2026-04', 390000, 14000, 8450, 2000),
  row('2026-05', 390000, 13000, 8450, 1500),
  row('2026-06', 390000, 12000, 8450, 1500),
];

let api: TestApi;
let quotes: FakeQuotes;
const AIR_LIQUIDE = 'FR0000120073';
const RANGE = '/api/patrimoine?de=2025-12&a=2026-06';

beforeEach(async () => {
  quotes = await startQuotes();
  // No cache: each read asks the service again, as an hour later would.
  api = await createTestApi({ seed: false, now: NOW, quotes: { url: quotes.url, timeoutMs: 5000, cacheTtlMs: 0, retryAfterFailureMs: 0 } });
  payloadOf(await request(api.app, 'POST', '/api/data?mode=replace', DATASET));
  // 3 110,34768 €/once is 100 €/g: the one gold price known, read by the feed on 2026-06-01
  // (the months before it take it too: the nearest price known).
  goldPriceOn(api, '2026-06-01', 100);
});
afterEach(async () => {
  await api.close();
  await quotes.close();
});

/** A gold price the feed gave on `day`, in euros per gram (stored per troy ounce, 31,1034768 g). */
function goldPriceOn(target: TestApi, day: string, eurPerGram: number): void {
  const eurPerOunce = eurPerGram * 31.1034768;
  target.db.prepare('INSERT OR REPLACE INTO gold_price (id, eur_per_ounce, price_date, fetched_at) VALUES (1, ?, ?, ?)').run(eurPerOunce, day, `${day}T08:00:00.000Z`);
  target.db.prepare('INSERT OR REPLACE INTO gold_prices (day, eur_per_ounce) VALUES (?, ?)').run(day, eurPerOunce);
}

const read = (url = RANGE) => getData<Patrimoine>(api.app, url);
const storedQuotes = () => api.db.prepare('SELECT isin, price_date, price FROM quotes ORDER BY isin, price_date').all();

test('month by month: a loan half repaid, a property sold, a share of 50 %, a quote that changes', async () => {
  quotes.bodies.set(AIR_LIQUIDE, { isin: AIR_LIQUIDE, prix: 150, devise: 'EUR', date: '2026-01-20' });
  await read();
  expect(storedQuotes()).toEqual([{ isin: AIR_LIQUIDE, price_date: '2026-01-20', price: 150 }]);
  quotes.bodies.set(AIR_LIQUIDE, { isin: AIR_LIQUIDE, prix: 165, devise: 'EUR', date: '2026-04-10' });
  expect((await read()).mois).toEqual(EXPECTED);
  expect(storedQuotes()).toEqual([
    { isin: AIR_LIQUIDE, price_date: '2026-01-20', price: 150 },
    { isin: AIR_LIQUIDE, price_date: '2026-04-10', price: 165 },
  ]);
  // Only the ISINs held with their units are asked; Sanofi's 404 leaves its recorded 1 800 €.
  expect(new Set(quotes.asked)).toEqual(new Set([AIR_LIQUIDE, 'FR0000120578']));
});

test('the quote service down: the last price known is kept', async () => {
  quotes.bodies.set(AIR_LIQUIDE, { prix: 150, date: '2026-01-20' });
  await read();
  quotes.bodies.set(AIR_LIQUIDE, { prix: 165, date: '2026-04-10' });
  await read();
  quotes.down = true;
  const asked = quotes.asked.length;
  expect((await read()).mois).toEqual(EXPECTED);
  expect(quotes.asked.length).toBeGreaterThan(asked);
  expect(storedQuotes()).toHaveLength(2);
});

test('a quote service too slow: the api stops waiting at its timeout and keeps the last price', async () => {
  const slow = await createTestApi({ seed: false, now: NOW, quotes: { url: quotes.url, timeoutMs: 300, cacheTtlMs: 0, retryAfterFailureMs: 0 } });
  try {
    payloadOf(await request(slow.app, 'POST', '/api/data?mode=replace', { opvcm: DATASET.opvcm }));
    slow.db.prepare("INSERT INTO quotes (isin, price_date, price, fetched_at) VALUES (?, '2026-04-10', 165, '2026-04-10T08:00:00Z')").run(AIR_LIQUIDE);
    quotes.bodies.set(AIR_LIQUIDE, { prix: 170, date: '2026-06-12' });
    quotes.slow = true;
    const started = Date.now();
    const { mois } = await getData<Patrimoine>(slow.app, '/api/patrimoine?de=2026-06&a=2026-06');
    expect(Date.now() - started).toBeLessThan(2500);
    // 10 × 165 (the last price kept, not the late 170) + 1 800 + 5 000.
    expect(mois[0]?.placements).toBe(8450);
  } finally {
    await slow.close();
  }
});

test('a price moving more than 20 % within a day is refused, logged, and the last one kept', async () => {
  quotes.bodies.set(AIR_LIQUIDE, { prix: 165, date: '2026-04-10' });
  await read();
  quotes.bodies.set(AIR_LIQUIDE, { prix: 330, date: '2026-04-10T17:00:00Z' });
  const june = (await read()).mois.at(-1);
  // 10 × 165 + 1 800 + 5 000, not 10 × 330.
  expect(june?.placements).toBe(8450);
  expect(storedQuotes()).toEqual([{ isin: AIR_LIQUIDE, price_date: '2026-04-10', price: 165 }]);
  // The refusal is told in French, as the api logs it.
  const warnings: string[] = [];
  const service = createQuoteService({ db: api.db, now: () => NOW, config: { url: quotes.url, timeoutMs: 5000 }, warn: (m) => warnings.push(m) });
  await service.refresh([AIR_LIQUIDE]);
  expect(warnings).toEqual([
    `Cours de ${AIR_LIQUIDE} refusé : 330 €/part s'écarte de 100 % de la dernière valeur connue (165 €/part du 2026-04-10), ` +
      "plus de 20 % en moins d'un jour ; la dernière valeur connue reste retenue.",
  ]);
});

test('a price dated in the future, or not positive, is not stored', async () => {
  quotes.bodies.set(AIR_LIQUIDE, { prix: 150, date: '2026-07-01' });
  await read();
  quotes.bodies.set(AIR_LIQUIDE, { prix: -3, date: '2026-06-01' });
  await read();
  quotes.bodies.set(AIR_LIQUIDE, { prix: 150, devise: 'USD', date: '2026-06-01' });
  await read();
  expect(storedQuotes()).toEqual([]);
  // No price at all: Air Liquide at its recorded 1 400 €.
  expect((await read()).mois.at(-1)?.placements).toBe(1400 + 1800 + 5000);
});

test('gold at the price known at each month’s end', async () => {
  goldPriceOn(api, '2026-02-15', 90);
  goldPriceOn(api, '2026-05-01', 110);
  // With the 100 €/g of 1 June (beforeEach). 20 g from 2026-02-10, 15 g from 2026-05-05:
  // 2026-02 to 2026-04, the 90 €/g of 15 February (20 × 90 = 1 800); 2026-05, the 110 €/g of
  // 1 May (15 × 110 = 1 650); 2026-06, the 100 €/g of 1 June (15 × 100 = 1 500).
  const or = (await read()).mois.map((m) => [m.mois, m.or]);
  expect(or).toEqual([
    ['2025-12', 0],
    ['2026-01', 0],
    ['2026-02', 1800],
    ['2026-03', 1800],
    ['2026-04', 1800],
    ['2026-05', 1650],
    ['2026-06', 1500],
  ]);
});

test('without a quote service, the stored prices still count', async () => {
  const other = await createTestApi({ seed: false, now: NOW });
  try {
    payloadOf(await request(other.app, 'POST', '/api/data?mode=replace', { opvcm: DATASET.opvcm }));
    other.db.prepare("INSERT INTO quotes (isin, price_date, price, fetched_at) VALUES (?, '2026-03-02', 120, '2026-03-02T08:00:00Z')").run(AIR_LIQUIDE);
    const { mois } = await getData<Patrimoine>(other.app, '/api/patrimoine?de=2026-02&a=2026-03');
    // 2026-02: 1 400 + 1 800 + 5 000; 2026-03: 10 × 120 + 1 800 + 5 000. No gold price: or 0.
    expect(mois.map((m) => [m.mois, m.placements, m.or])).toEqual([
      ['2026-02', 8200, 0],
      ['2026-03', 8000, 0],
    ]);
  } finally {
    await other.close();
  }
});

test('a loan on a 50 % property counts for half, and nothing once the property is sold', async () => {
  const other = await createTestApi({ seed: false, now: NOW });
  try {
    payloadOf(
      await request(other.app, 'POST', '/api/data?mode=replace', {
        immos: [property({ IM_NOM: 'Maison Annecy', IM_INDIVISION: 1, IM_TYPE_PROP: 'INDI', IM_DATE_ACHAT: '2018-03-01', IM_PA: 300000, IM_QUOTE_PART: 50, IM_VENDU: 1, IM_DATE_VTE: '2026-05-12', IM_PX_VTE: 320000 })],
        emprunts: [{ nom: 'Prêt Annecy', capital: 12000, taux: 0, duree_mois: 12, debut: '2025-12-01', IM_NOM: 'Maison Annecy' }],
      }),
    );
    const { mois } = await getData<Patrimoine>(other.app, '/api/patrimoine?de=2026-03&a=2026-05');
    // 1 000 € of capital a month from 2026-01-01: 9 000 € due at the end of 2026-03, 8 000 € at
    // the end of 2026-04, half of it ours; sold 2026-05-12: the property and its loan count 0.
    expect(mois.map((m) => [m.mois, m.immobilier, m.emprunts, m.net])).toEqual([
      ['2026-03', 150000, 4500, 145500],
      ['2026-04', 150000, 4000, 146000],
      ['2026-05', 0, 0, 0],
    ]);
  } finally {
    await other.close();
  }
});

describe('the period', () => {
  test('by default the last 36 months up to this one', async () => {
    const { mois } = await read('/api/patrimoine');
    expect(mois).toHaveLength(36);
    expect([mois[0]?.mois, mois.at(-1)?.mois]).toEqual(['2023-07', '2026-06']);
  });

  test('« a » alone: the 36 months up to it; one month', async () => {
    expect((await read('/api/patrimoine?a=2025-12')).mois.map((m) => m.mois).slice(0, 1)).toEqual(['2023-01']);
    // No quote given in this test: Air Liquide at its recorded 1 400 €.
    expect((await read('/api/patrimoine?de=2026-06&a=2026-06')).mois).toEqual([{ ...EXPECTED[6], placements: 8200, net: 389700 }]);
  });

  test.each([
    ['de=2026-13', 'Paramètre « de » invalide : « 2026-13 » (un mois AAAA-MM est attendu, ex. 2026-03).'],
    ['a=juin', 'Paramètre « a » invalide : « juin » (un mois AAAA-MM est attendu, ex. 2026-03).'],
    ['de=2026-05&a=2026-01', 'Période invalide : « de » doit précéder « a » ou lui être égal.'],
    ['de=1970-01&a=2026-06', 'Période trop longue : 600 mois au plus (50 ans).'],
  ])('?%s → 400 in French', async (query, message) => {
    const body = errorOf(await request(api.app, 'GET', `/api/patrimoine?${query}`), 400);
    expect(body.message).toBe(message);
  });
});

describe('QUOTES_URL and QUOTES_TIMEOUT_MS', () => {
  test('off by default; an http(s) address; anything else stops the start in French', () => {
    expect(readQuotesConfig({}).url).toBeNull();
    expect(readQuotesConfig({ QUOTES_URL: 'off' }).url).toBeNull();
    expect(readQuotesConfig({ QUOTES_URL: 'https://cotes.exemple.fr/isin' })).toMatchObject({ url: 'https://cotes.exemple.fr/isin', timeoutMs: 4000, cacheTtlMs: 3600_000 });
    expect(() => readQuotesConfig({ QUOTES_URL: 'cotes.exemple.fr' })).toThrow(/^QUOTES_URL invalide : « cotes.exemple.fr »/);
    expect(readQuotesConfig({ QUOTES_TIMEOUT_MS: '2500' }).timeoutMs).toBe(2500);
    expect(() => readQuotesConfig({ QUOTES_TIMEOUT_MS: '50' })).toThrow(/^QUOTES_TIMEOUT_MS invalide/);
  });
});
