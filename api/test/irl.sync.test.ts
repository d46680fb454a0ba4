/**
 * IRL_URL: the api adds the new quarters of INSEE's series itself, against a fake service (a
 * local http server answering SDMX-ML as INSEE's BDM does). At start without holding it up,
 * journaled and undoable; a service that fails, is slow, answers nonsense or an implausible
 * value leaves the series as it is.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { listEntries } from '../src/data/journal';
import { createWriteQueue } from '../src/data/writeQueue';
import { migrate } from '../src/db/migrate';
import { openDb, type Db } from '../src/db/open';
import { INSEE_IRL_URL, readIrlConfig } from '../src/irl/irlConfig';
import { parseIrlFeed } from '../src/irl/irlFeed';
import { createIrlSync } from '../src/irl/irlSync';
import { payloadOf, request } from './dataHelpers';
import { closedPortUrl } from './goldHelpers';
import { ALLOWED_ORIGIN } from './helpers';

/** An SDMX-ML reply as INSEE's BDM gives it: newest observation first. */
function sdmx(obs: Array<[string, string, string?]>, idbank = '001515333'): string {
  const lines = obs.map(([period, value, qual = 'DEF']) => `<Obs TIME_PERIOD="${period}" OBS_VALUE="${value}" OBS_STATUS="A" OBS_QUAL="${qual}" OBS_TYPE="A"/>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<message:StructureSpecificData xmlns:ss="http://www.sdmx.org/resources/sdmxml/schemas/v2_1/data/structurespecific" xmlns:message="http://www.sdmx.org/resources/sdmxml/schemas/v2_1/message" xmlns:common="http://www.sdmx.org/resources/sdmxml/schemas/v2_1/common">
<message:Header><message:ID>SERIES_BDM</message:ID><message:Test>false</message:Test></message:Header>
<message:DataSet action="Replace" ss:dataScope="DataStructure" ss:structureRef="FR1_SERIES_BDM_1_0">
<Series IDBANK="${idbank}" FREQ="T" TITLE_FR="Indice de référence des loyers (IRL)" LAST_UPDATE="2026-04-14" UNIT_MEASURE="SO" UNIT_MULT="0" REF_AREA="FM" DECIMALS="2">
${lines.join('\n')}
</Series>
</message:DataSet>
</message:StructureSpecificData>`;
}

/** INSEE's series from 2025 T2 (the shipped series stops at 2025 T3): 2025 T4 and 2026 T1 are new. */
const PUBLISHED: Array<[string, string]> = [
  ['2026-Q1', '146.60'],
  ['2025-Q4', '145.78'],
  ['2025-Q3', '145.77'],
  ['2025-Q2', '146.68'],
];

interface FakeService {
  url: string;
  calls: number;
  behaviour: 'ok' | 'slow' | '500';
  body: string;
  close(): Promise<void>;
}

async function startService(): Promise<FakeService> {
  const service = { calls: 0, behaviour: 'ok', body: sdmx(PUBLISHED) } as FakeService;
  const server = http.createServer((_req, res) => {
    service.calls += 1;
    if (service.behaviour === '500') {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('erreur');
      return;
    }
    const send = () => res.writeHead(200, { 'content-type': 'application/xml' }).end(service.body);
    if (service.behaviour === 'slow') {
      const timer = setTimeout(send, 2000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/series/sdmx/data/SERIES_BDM/001515333`;
  service.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return service;
}

const NOW = new Date(2026, 4, 2, 10, 0); // 2 May 2026: 2026 T1 is out (April), 2026 T2 is not
const quarters = (db: Db) =>
  db.prepare<[], { q: string }>("SELECT year || ' T' || quarter || ' ' || value AS q FROM irl_index ORDER BY year, quarter").all().map((r) => r.q);

let service: FakeService;
beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service.close();
});
beforeEach(() => {
  service.behaviour = 'ok';
  service.body = sdmx(PUBLISHED);
});

describe('reading the reply', () => {
  test("INSEE's SDMX-ML: the observations oldest first, a provisional one left out", () => {
    expect(parseIrlFeed(sdmx([['2026-Q2', '148.00', 'P'], ...PUBLISHED]))).toEqual([
      { annee: 2025, trimestre: 2, valeur: 146.68 },
      { annee: 2025, trimestre: 3, valeur: 145.77 },
      { annee: 2025, trimestre: 4, valeur: 145.78 },
      { annee: 2026, trimestre: 1, valeur: 146.6 },
    ]);
  });

  test.each([
    ['another series (ILC)', sdmx(PUBLISHED, '001532540')],
    ['a period that is not a quarter', sdmx([['2026-03', '146.60']])],
    ['a value that is not a number', sdmx([['2026-Q1', 'n/a']])],
    ['an SDMX error', '<mes:Error xmlns:mes="x"><mes:ErrorMessage code="100"/></mes:Error>'],
    ['HTML', '<html><body>Maintenance</body></html>'],
    ['broken XML', '<message:StructureSpecificData><message:DataSet><Series'],
    ['JSON', '{"IRL": 146.6}'],
  ])('%s: nothing', (_what, body) => {
    expect(parseIrlFeed(body)).toBeNull();
  });
});

describe('IRL_URL and IRL_TIMEOUT_MS', () => {
  test('off by default; an http(s) address, or off', () => {
    expect(readIrlConfig({}).url).toBeNull();
    expect(readIrlConfig({ IRL_URL: 'off' }).url).toBeNull();
    expect(readIrlConfig({ IRL_URL: INSEE_IRL_URL }).url).toBe(INSEE_IRL_URL);
    expect(() => readIrlConfig({ IRL_URL: 'bdm.insee.fr' })).toThrow(/^IRL_URL invalide/);
    expect(() => readIrlConfig({ IRL_URL: 'file:///etc/passwd' })).toThrow(/^IRL_URL invalide/);
    expect(readIrlConfig({ IRL_TIMEOUT_MS: '5000' }).timeoutMs).toBe(5000);
    expect(() => readIrlConfig({ IRL_TIMEOUT_MS: '10' })).toThrow(/^IRL_TIMEOUT_MS invalide/);
  });
});

describe('the api with IRL_URL', () => {
  test('with the scheduler on, adds the new quarters at start without waiting for them, journaled and undoable', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-irl-'));
    const db = openDb(path.join(dir, 'dashboard.sqlite'));
    migrate(db);
    service.behaviour = 'slow'; // the reply comes 2 s later
    const started = Date.now();
    const app = await buildApp({ db, filesDir: path.join(dir, 'files'), corsOrigins: [ALLOWED_ORIGIN], now: () => NOW, irl: { url: service.url, timeoutMs: 5000 }, schedule: true });
    try {
      // The api answers at once, on the series it has.
      expect((await app.inject({ method: 'GET', url: '/api/data/irl' })).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(quarters(db)).toHaveLength(43);

      const deadline = Date.now() + 8000;
      while (quarters(db).length === 43 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(quarters(db).slice(-3)).toEqual(['2025 T3 145.77', '2025 T4 145.78', '2026 T1 146.6']);
      expect(listEntries(db)[0]).toMatchObject({ action: 'create', section: 'irl', summary: "Série IRL de l'INSEE : T4 2025, T1 2026 ajoutés", undone: false });

      payloadOf(await request(app, 'POST', '/api/data/undo'));
      expect(quarters(db)).toHaveLength(43);
    } finally {
      await app.close();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('without IRL_URL the service is never called', async () => {
    const db = openDb(':memory:');
    migrate(db);
    const calls = service.calls;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-irl-'));
    const app = await buildApp({ db, filesDir: path.join(dir, 'files'), corsOrigins: [ALLOWED_ORIGIN], now: () => NOW });
    await new Promise((r) => setTimeout(r, 100));
    await app.close();
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
    expect(service.calls).toBe(calls);
  });
});

describe('one reading', () => {
  let db: Db;
  const warnings: string[] = [];
  const syncWith = (url: string, timeoutMs = 1000, writeQueue = createWriteQueue()) =>
    createIrlSync({ db, now: () => NOW, writeQueue, config: { url, timeoutMs }, log: { info: () => undefined, warn: (m) => void warnings.push(m) } });
  beforeEach(() => {
    db = openDb(':memory:');
    migrate(db);
    warnings.length = 0;
  });
  afterEach(() => db.close());

  test.each<[string, Partial<FakeService>, RegExp]>([
    ['an error status', { behaviour: '500' }, /le service répond 500/],
    ['no reply within the timeout', { behaviour: 'slow' }, /pas de réponse en 300 ms/],
    ['nonsense', { body: '<html>Maintenance</html>' }, /réponse illisible/],
    // 161 / 145.77 = 1.1045: 10.4 % in a quarter, and 2026 T1 after it is not taken either.
    ['a jump of more than 10 %', { body: sdmx([['2026-Q1', '146.60'], ['2025-Q4', '161.00']]) }, /^T4 2025 : 161 s'écarte de 10,4 % de T3 2025 \(145,77\)/],
    ['a value that is not positive', { body: sdmx([['2025-Q4', '0']]) }, /^T4 2025 : indice non positif/],
  ])('%s: the series stays as it is, the log says why', async (_what, behaviour, why) => {
    Object.assign(service, behaviour);
    const before = quarters(db);
    const result = await syncWith(service.url, 300).runOnce();
    expect(result).toEqual({ added: [], problem: expect.stringMatching(why) });
    expect(warnings).toEqual([expect.stringMatching(/^Série IRL non mise à jour depuis IRL_URL : .* ; la série reste telle quelle\.$/)]);
    expect(quarters(db)).toEqual(before);
  });

  test('a quarter not ended yet is refused; the plausible ones before it are kept', async () => {
    service.body = sdmx([['2026-Q2', '147.00'], ['2026-Q1', '146.60'], ['2025-Q4', '145.78']]);
    expect(await syncWith(service.url).runOnce()).toEqual({ added: ['T4 2025', 'T1 2026'], problem: 'T2 2026 : trimestre pas encore terminé' });
    expect(quarters(db).slice(-2)).toEqual(['2025 T4 145.78', '2026 T1 146.6']);
  });

  test('an unreachable service', async () => {
    const result = await syncWith(await closedPortUrl()).runOnce();
    expect(result).toEqual({ added: [], problem: 'service injoignable' });
    expect(quarters(db)).toHaveLength(43);
  });

  test('only quarters after the newest stored, one after the other: a gap stops it; stored values are never changed', async () => {
    db.prepare('UPDATE irl_index SET value = 145.8 WHERE year = 2025 AND quarter = 3').run(); // the owner's own
    service.body = sdmx([['2026-Q1', '146.60'], ['2025-Q3', '145.77'], ['2025-Q2', '146.68']]); // 2025 T4 missing
    expect(await syncWith(service.url).runOnce()).toEqual({ added: [], problem: null });
    expect(quarters(db).slice(-1)).toEqual(['2025 T3 145.8']);

    service.body = sdmx(PUBLISHED);
    expect(await syncWith(service.url).runOnce()).toEqual({ added: ['T4 2025', 'T1 2026'], problem: null });
    expect(quarters(db).slice(-3)).toEqual(['2025 T3 145.8', '2025 T4 145.78', '2026 T1 146.6']);
    // Up to date: nothing more, no journal entry.
    const entries = listEntries(db).length;
    expect(await syncWith(service.url).runOnce()).toEqual({ added: [], problem: null });
    expect(listEntries(db)).toHaveLength(entries);
  });

  test('waits for a write in progress (an import) before adding', async () => {
    const queue = createWriteQueue();
    let release!: () => void;
    void queue.exclusive(() => new Promise<void>((resolve) => (release = resolve)));
    const reading = syncWith(service.url, 1000, queue).runOnce();
    await new Promise((r) => setTimeout(r, 200));
    expect(quarters(db)).toHaveLength(43);
    release();
    expect((await reading).added).toEqual(['T4 2025', 'T1 2026']);
  });
});
