/**
 * Tides computed offline at Brest (@neaps tide database, TICON-4 constituents).
 *
 * References: (1) the predictor's own water level, sampled minute by minute, must peak where the
 * extremes are (within 2 min and 1 cm), which checks the extremes, the datum and the French
 * times; (2) the astronomy of 2026, which is certain: full moon with the total lunar eclipse of
 * 3 March and new moon with the total solar eclipse of 12 August (equinoctial and summer spring
 * tides a day or two later: coefficients near or above 95), last quarter on 11 March (neap tides:
 * coefficients under 45); (3) 2026-03-29, see DAY below. The comparison with SHOM's published
 * tables is tides.shom.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open';
import { extremes, tideDays, timeline } from '../src/tides/predictions';
import { findTideStation } from '../src/tides/stations';
import { ALLOWED_ORIGIN, createTestApi, type TestApi } from './helpers';

const brest = findTideStation('Brest')!;

interface Maree {
  type: 'PM' | 'BM';
  heure: string;
  hauteur: number;
  coefficient?: number;
}
interface Jour {
  date: string;
  marees: Maree[];
}

/**
 * 2026-03-29 at Brest. Times and heights: the values this code gave before heights were put on
 * SHOM's mean level (4.14 m above the chart datum instead of the observed MSL, 4.205 m: 6.5 cm
 * lower) and TICON's M3 turned by half a turn, which moves an extreme by up to 2 × 0.020 m and
 * about 4 min. Coefficients: SHOM's, 56 and 63 (fixtures/brest-coefficients-2025-2026.csv), ±1.
 */
const DAY: Maree[] = [
  { type: 'PM', heure: '03:14', hauteur: 5.97 - 0.065, coefficient: 56 },
  { type: 'BM', heure: '09:37', hauteur: 2.18 - 0.065 },
  { type: 'PM', heure: '15:51', hauteur: 5.98 - 0.065, coefficient: 63 },
  { type: 'BM', heure: '22:01', hauteur: 2.15 - 0.065 },
];
const minutesOf = (heure: string) => Number(heure.slice(0, 2)) * 60 + Number(heure.slice(3, 5));

function expectDay(marees: Maree[]): void {
  expect(marees.map((m) => m.type)).toEqual(DAY.map((d) => d.type));
  marees.forEach((m, i) => {
    const d = DAY[i]!;
    expect(Math.abs(minutesOf(m.heure) - minutesOf(d.heure))).toBeLessThanOrEqual(4);
    expect(Math.abs(m.hauteur - d.hauteur)).toBeLessThanOrEqual(0.04);
    if (d.coefficient === undefined) expect(m.coefficient).toBeUndefined();
    else expect(Math.abs(m.coefficient! - d.coefficient)).toBeLessThanOrEqual(1);
  });
}

describe('predictions at Brest', () => {
  test('the station is found by name (accents and case ignored) or id, not by a guess', () => {
    expect(brest.name).toBe('Brest');
    expect(brest.timezone).toBe('Europe/Paris');
    expect(findTideStation('BREST')?.id).toBe(brest.id);
    expect(findTideStation(brest.id)?.id).toBe(brest.id);
    expect(findTideStation('Atlantide')).toBeNull();
  });

  test('each extreme is where the minute-by-minute water level peaks (2 min, 1 cm)', () => {
    const start = new Date('2026-03-28T23:00:00Z');
    const end = new Date('2026-03-29T22:00:00Z');
    const run = extremes(brest, start, end);
    expect(run).toHaveLength(4);
    for (const e of run) {
      const around = timeline(brest, new Date(e.time.getTime() - 60 * 60_000), new Date(e.time.getTime() + 60 * 60_000), 1);
      const best = around.reduce((a, b) => ((e.high ? b.level > a.level : b.level < a.level) ? b : a));
      expect(Math.abs(best.time.getTime() - e.time.getTime())).toBeLessThanOrEqual(2 * 60_000);
      expect(Math.abs(best.level - e.level)).toBeLessThan(0.01);
    }
  });

  test('2026-03-29 (summer time starts at 02:00): expected values, French times, nothing lost or doubled', () => {
    const [day] = tideDays(brest, '2026-03-29', 1);
    expect(day!.date).toBe('2026-03-29');
    expectDay(day!.marees);
    // French midnight to midnight is 23 h that day: 28 at 23:00 UTC to 29 at 22:00 UTC. All four
    // extremes fall after 01:00 UTC, in summer time (UTC + 2 h).
    const utc = extremes(brest, new Date('2026-03-28T23:00:00Z'), new Date('2026-03-29T22:00:00Z'));
    expect(utc.map((e) => new Date(e.time.getTime() + 2 * 3_600_000).toISOString().slice(11, 16))).toEqual(day!.marees.map((m) => m.heure));
  });

  test('2026-10-25 (back to winter time at 03:00): 25 h day, each extreme once, in French time', () => {
    const [day] = tideDays(brest, '2026-10-25', 1);
    const utc = extremes(brest, new Date('2026-10-24T22:00:00Z'), new Date('2026-10-25T23:00:00Z'));
    expect(day!.marees).toHaveLength(utc.length);
    const local = (d: Date) => {
      const offset = d.getTime() < Date.parse('2026-10-25T01:00:00Z') ? 2 : 1;
      return new Date(d.getTime() + offset * 3_600_000).toISOString().slice(11, 16);
    };
    expect(day!.marees.map((m) => m.heure)).toEqual(utc.map((e) => local(e.time)));
  });

  test('eight days around both changes of time: alternating PM/BM, increasing times, no gap', () => {
    for (const first of ['2026-03-25', '2026-10-21']) {
      const days = tideDays(brest, first);
      expect(days.map((d) => d.date)).toHaveLength(8);
      const all = days.flatMap((d) => d.marees.map((m) => ({ ...m, key: `${d.date} ${m.heure}` })));
      const keys = all.map((m) => m.key);
      expect([...keys].sort()).toEqual(keys);
      expect(new Set(keys).size).toBe(keys.length);
      all.slice(1).forEach((m, i) => expect(m.type).not.toBe(all[i]!.type));
      // About 3.87 extremes a day (two per lunar day of 24 h 50 min).
      expect(all.length).toBeGreaterThanOrEqual(30);
      expect(all.length).toBeLessThanOrEqual(32);
    }
  });

  test('coefficients follow the moon of 2026 (spring tides after the eclipses, neap tides at the last quarter)', () => {
    const max = (first: string, n: number) =>
      Math.max(...tideDays(brest, first, n).flatMap((d) => d.marees.map((m) => m.coefficient ?? 0)));
    expect(max('2026-03-04', 3)).toBeGreaterThanOrEqual(95);
    expect(max('2026-08-13', 3)).toBeGreaterThanOrEqual(95);
    expect(max('2026-03-11', 3)).toBeLessThan(45);
    const all = tideDays(brest, '2026-01-01', 365).flatMap((d) => d.marees.filter((m) => m.type === 'PM'));
    expect(all.every((m) => m.coefficient! >= 20 && m.coefficient! <= 120)).toBe(true);
    // High waters stay between the neap and the astronomical extremes of the station's datums.
    expect(all.every((m) => m.hauteur > 4.5 && m.hauteur < (brest.datums.HAT ?? 8) + 0.1)).toBe(true);
  });
});

describe('routes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ seed: false, now: new Date('2026-03-29T10:00:00Z') });
  });
  afterAll(async () => {
    await api.close();
  });

  test('GET /api/marees and /index.php/api/marees: today and the next 7 days at Brest', async () => {
    for (const url of ['/api/marees', '/index.php/api/marees']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const { payload } = res.json() as { payload: { station: string; jours: Jour[] } };
      expect(payload.station).toBe('Brest');
      expect(payload.jours.map((j) => j.date)).toEqual([
        '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05',
      ]);
      expectDay(payload.jours[0]!.marees);
    }
  });

  test('GET /marees: a framable French page without script, with the curve and today’s tides', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/marees' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-frame-options']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    // Its own origin too: the pages and the api share one in the one-address mode.
    expect(csp).toContain(`frame-ancestors 'self' ${ALLOWED_ORIGIN}`);
    expect(csp).toContain("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    expect(csp).not.toContain('script-src');
    expect(res.body).toContain('Marées à Brest');
    expect(res.body).toContain('<svg');
    expect(res.body).not.toMatch(/<script/i);
    for (const text of ['dimanche 29 mars', 'dimanche 5 avril']) expect(res.body).toContain(text);
    // Today's row comes first: « PM 03:15 — 5,87 m (coef. 55) », « BM 09:40 — 2,10 m »…
    const today = [...res.body.matchAll(/(PM|BM) (\d\d:\d\d) — (\d+,\d\d) m(?: \(coef\. (\d+)\))?/g)].slice(0, 4);
    expectDay(today.map(([, type, heure, hauteur, coefficient]) => ({
      type: type as 'PM' | 'BM',
      heure: heure!,
      hauteur: Number(hauteur!.replace(',', '.')),
      ...(coefficient ? { coefficient: Number(coefficient) } : {}),
    })));
  });

  test('the rest of the api keeps its headers (no framing)', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/marees' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

test('an unknown station: the page says so in French, the JSON too', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-tides-'));
  const db = openDb(path.join(dir, 'dashboard.sqlite'));
  migrate(db);
  const app = await buildApp({ db, filesDir: path.join(dir, 'files'), corsOrigins: [ALLOWED_ORIGIN], tideStation: 'Atlantide' });
  try {
    const page = await app.inject({ method: 'GET', url: '/marees' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Station de marée inconnue : « Atlantide ».');
    const json = await app.inject({ method: 'GET', url: '/api/marees' });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ error: 'Station de marée inconnue : « Atlantide ».' });
  } finally {
    await app.close();
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('when sign-in is required, the page and the JSON are behind the session like everything', async () => {
  const api = await createTestApi({
    seed: false,
    security: { requireSession: true, passwordFile: path.join(os.tmpdir(), 'absent-tides', 'owner-password') },
  });
  try {
    for (const url of ['/marees', '/api/marees']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('Marées à');
    }
  } finally {
    await api.close();
  }
});
