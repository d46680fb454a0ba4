/** Demo dataset: deterministic, complete (every entity, with every case the screens show), valid for the import schemas. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineAreaServer } from 'server-kit';
import { isDatabaseEmpty, isNewBase, migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { openDb } from '../src/db/open';
import { parseDataset } from '../src/import/parseDataset';
import { PLACEMENT_TYPES } from 'area-opvcm/contract';
import { PROPERTY_TYPES, RECIPE_TYPES } from '../src/contracts';
import { buildDemoDataset } from '../src/seed/demoDataset';
import { crc32 } from '../src/seed/png';
import { seedDemo } from '../src/seed/seedDemo';

const NOW = new Date(2025, 2, 20, 9, 0); // 20 March 2025
const data = buildDemoDataset(NOW);

test('same clock, same data', () => {
  expect(buildDemoDataset(new Date(NOW))).toEqual(data);
});

test("passes the import schemas (the areas' sections)", () => {
  expect(() => parseDataset(JSON.parse(JSON.stringify(data)))).not.toThrow();
});

test('properties of every type, sold and unsold, joint ownership, loans, agency fees', () => {
  const immos = data.immos!;
  expect(immos.length).toBeGreaterThanOrEqual(10);
  for (const type of PROPERTY_TYPES) expect(immos.filter((i) => i.IM_TYPE_PROP === type).length).toBeGreaterThanOrEqual(2);
  const sold = immos.filter((i) => i.IM_VENDU === 1);
  expect(sold.length).toBeGreaterThanOrEqual(2);
  for (const s of sold) {
    expect(s.IM_DATE_VTE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(s.IM_PX_VTE).toBeGreaterThan(0);
  }
  expect(immos.some((i) => i.IM_VENDU === 0)).toBe(true);
  expect(immos.some((i) => i.IM_INDIVISION === 1)).toBe(true);
  const withLoan = immos.filter((i) => i.IM_PRET_MT !== 0);
  expect(withLoan.length).toBeGreaterThanOrEqual(3);
  for (const i of withLoan) expect(i.IM_FIN_PRET).not.toBeNull();
  // Every financed property has its loan, named after it or naming it (IM_NOM).
  expect(new Set(data.emprunts!.map((l) => l.IM_NOM ?? l.nom))).toEqual(new Set(withLoan.map((i) => i.IM_NOM)));
  expect(data.emprunts!.some((l) => l.IM_NOM != null && l.IM_NOM !== l.nom)).toBe(true);
  expect(immos.some((i) => i.IM_AGENCE > 0)).toBe(true);
});

test('monthly rents from 2015 to the current month, never in the future', () => {
  const dates = data.loyers!.map((l) => l.date).sort();
  expect(dates[0]?.startsWith('2015-')).toBe(true);
  expect(dates.at(-1)! <= '2025-03-20').toBe(true);
  expect(dates.some((d) => d.startsWith('2025-03'))).toBe(true);
  expect(data.loyers!.some((l) => l.honoraires > 0)).toBe(true);
});

test('expenses every year since 2015, a few hundred rows', () => {
  const years = (dates: string[]) => new Set(dates.map((d) => d.slice(0, 4)));
  const all = [...data.voitures!.map((v) => v.date), ...data.depenses!.map((d) => d.COP_DATE)];
  expect(all.length).toBeGreaterThan(200);
  for (let y = 2015; y <= 2025; y++) {
    expect(years(data.voitures!.map((v) => v.date)).has(String(y))).toBe(true);
    expect(years(data.depenses!.map((d) => d.COP_DATE)).has(String(y))).toBe(true);
  }
  expect(new Set(data.voitures!.map((v) => v.groupe))).toContain('Assurance');
  expect(all.every((d) => d <= '2025-03-20')).toBe(true);
});

test('holdings: 5 banks, every placement type, 3 beneficiaries', () => {
  const ops = data.opvcm!;
  expect(new Set(ops.map((o) => o.OP_BQ)).size).toBe(5);
  expect(new Set(ops.map((o) => o.OP_TYPE_PLCMT))).toEqual(new Set(PLACEMENT_TYPES));
  expect(new Set(ops.map((o) => o.OP_BENEF)).size).toBe(3);
});

test('bricks, energy, property tax, restaurants, recipes', () => {
  expect(data.bricks!.length).toBeGreaterThanOrEqual(4);
  for (const b of data.bricks!) expect(Object.keys(b.loyers).length).toBeGreaterThanOrEqual(2);
  expect(new Set(data.energie!.map((e) => e.compteur))).toEqual(new Set(['Herm', 'Fleurs']));
  expect(new Set(data.energie!.map((e) => e.date.slice(0, 4))).size).toBeGreaterThanOrEqual(5);
  expect(data.taxesFoncieres!.every((t) => t.montant > 0)).toBe(true);
  expect(data.restaurants!.length).toBeGreaterThanOrEqual(12);
  const recipes = data.recettes!;
  expect(recipes.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  expect(new Set(recipes.map((r) => r.type))).toEqual(new Set(RECIPE_TYPES));
  for (const r of recipes) {
    expect(r.ingredients.length).toBeGreaterThan(2);
    expect(r.commentaire.length).toBeGreaterThan(2);
  }
});

describe('on disk', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-seed-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("an area's migrations apply after the api's, once, numbered within the area", () => {
    const db = openDb(path.join(dir, 'areas.sqlite'));
    try {
      const cellar = defineAreaServer({
        name: 'cave',
        migrations: [
          { version: 2, name: 'bottle_notes', sql: 'ALTER TABLE cave_bottles ADD COLUMN note TEXT' },
          { version: 1, name: 'cave_bottles', sql: 'CREATE TABLE cave_bottles (id INTEGER PRIMARY KEY, name TEXT NOT NULL)' },
        ],
        routes: () => async () => undefined,
      });
      const apiOnly = migrate(db, MIGRATIONS_DIR, []);
      expect(apiOnly.slice(0, 2)).toEqual(['001_init.sql', '002_journal.sql']);
      // The area arrives on a base that has the api's history: only its two, in version order.
      expect(migrate(db, MIGRATIONS_DIR, [cellar])).toEqual(['cave/001_cave_bottles', 'cave/002_bottle_notes']);
      expect(migrate(db, MIGRATIONS_DIR, [cellar])).toEqual([]);
      expect(db.prepare('SELECT area, version, name FROM area_migrations').all()).toEqual([
        { area: 'cave', version: 1, name: '001_cave_bottles' },
        { area: 'cave', version: 2, name: '002_bottle_notes' },
      ]);
      expect(db.prepare<[string], string>('SELECT name FROM pragma_table_info(?)').pluck().all('cave_bottles')).toEqual(['id', 'name', 'note']);
    } finally {
      db.close();
    }
  });

  test('migrations are idempotent; seeding fills an empty base and writes valid PNGs', () => {
    const db = openDb(path.join(dir, 'db.sqlite'));
    try {
      const migrations = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
      expect(migrations.slice(0, 2)).toEqual(['001_init.sql', '002_journal.sql']);
      expect(isNewBase(db)).toBe(true);
      // The api's history first, then whatever the areas number of their own (an area's first
      // migration adds its name here, and nothing else changes): each recorded once.
      const applied = migrate(db);
      expect(applied.slice(0, migrations.length)).toEqual(migrations);
      expect(applied.slice(migrations.length)).toEqual(
        db.prepare<[], string>("SELECT area || '/' || name FROM area_migrations ORDER BY rowid").pluck().all(),
      );
      expect(applied).toContain('opvcm/001_undated_holdings'); // opvcm's first: its holdings may be undated
      expect(isNewBase(db)).toBe(false); // from now on the base counts as having held data, even empty
      expect(migrate(db)).toEqual([]);
      expect(isDatabaseEmpty(db)).toBe(true);
      const files = path.join(dir, 'files');
      const summary = seedDemo(db, files, NOW);
      expect(isDatabaseEmpty(db)).toBe(false);
      // The demo data is not a write of the owner's: nothing to undo.
      expect(db.prepare('SELECT COUNT(*) AS n FROM journal').get()).toEqual({ n: 0 });
      expect(summary.images).toBeGreaterThanOrEqual(27);
      expect(seedDemo(db, files, NOW).images).toBe(0); // never overwrites existing images

      const sport = fs.readdirSync(path.join(files, 'sport')).sort();
      expect(sport).toHaveLength(21);
      expect(sport[0]).toBe('sport-00.png');
      expect(sport[20]).toBe('sport-20.png');
      expect(fs.readdirSync(path.join(files, 'recettes')).length).toBeGreaterThanOrEqual(6);

      const png = fs.readFileSync(path.join(files, 'sport', 'sport-05.png'));
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.readUInt32BE(16)).toBe(64); // width
      expect(png.readUInt32BE(20)).toBe(64); // height
      expect(png.readUInt32BE(29)).toBe(crc32(png.subarray(12, 29))); // IHDR CRC
      const idatLength = png.readUInt32BE(33);
      const raw = zlib.inflateSync(png.subarray(41, 41 + idatLength));
      expect(raw.length).toBe((64 * 3 + 1) * 64);
    } finally {
      db.close();
    }
  });
});
