/**
 * The stores are built from the host's tables and every area's (server `tables`): each section
 * has exactly one table, and that table is one the migrations create.
 */
import type { AreaTable } from 'server-kit';
import { AREAS } from '../src/areas';
import { migrate } from '../src/db/migrate';
import { openDb, type Db } from '../src/db/open';
import { SECTION_NAMES } from '../src/data/sections';
import { ALL_TABLES, HOST_TABLES, storesFor, tablesBySection } from '../src/data/stores';

let db: Db;

beforeAll(() => {
  db = openDb(':memory:');
  migrate(db);
});

afterAll(() => db.close());

test('every section has a store, in the sections order, on a table of the database', () => {
  const stores = storesFor(db);
  expect(Object.keys(stores)).toEqual(SECTION_NAMES);
  const tables = new Set(
    db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all(),
  );
  for (const section of SECTION_NAMES) {
    expect({ section, store: stores[section].section }).toEqual({ section, store: section });
    expect({ section, table: tables.has(stores[section].table) }).toEqual({ section, table: true });
    // Its statements were prepared against the migrated schema; listing runs its SELECT.
    expect(Array.isArray(stores[section].list())).toBe(true);
  }
});

test('the areas declare their sections, the host the bank statements', () => {
  const owners = Object.fromEntries(
    [...AREAS.flatMap((area) => (area.tables ?? []).map((t) => [t.section, area.name])), ...HOST_TABLES.map((t) => [t.section, 'api'])],
  );
  expect(Object.keys(owners).sort()).toEqual([...SECTION_NAMES].sort());
  expect(owners).toMatchObject({ immos: 'immo', irl: 'immo', bricks: 'opvcm', energie: 'charts', recettes: 'leisure', regles: 'api' });
});

test('a section without a table, stored twice, or unknown, is refused by name', () => {
  const without = ALL_TABLES.filter((t) => t.section !== 'loyers');
  expect(() => tablesBySection(without)).toThrow(/No table is declared for section\(s\) "loyers"/);
  const loyers = ALL_TABLES.find((t) => t.section === 'loyers') as AreaTable;
  expect(() => tablesBySection([...ALL_TABLES, { ...loyers, table: 'rent_payments_bis' }])).toThrow(
    /Section "loyers" is stored twice: in table rent_payments and in table rent_payments_bis/,
  );
  expect(() => tablesBySection([...ALL_TABLES, { section: 'caves', table: 'cave_bottles', columns: [] }])).toThrow(
    /Table cave_bottles is declared for section "caves", which no area's contract defines/,
  );
  expect([...tablesBySection(ALL_TABLES).keys()]).toEqual(SECTION_NAMES);
});
