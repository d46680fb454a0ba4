/**
 * The stores are built from every area's tables (server `tables`), the host declaring none: each section
 * has exactly one table, and that table is one the migrations create.
 */
import type { AreaTable } from 'server-kit';
import { AREAS } from '../src/areas';
import { migrate } from '../src/db/migrate';
import { openDb, type Db } from '../src/db/open';
import { ALL_TABLES, storesFor, tablesBySection } from '../src/data/stores';

/**
 * Each section, in the order the data core lists them (immo's contract, the bank statements'
 * sections immo declares, the owner's decisions on « À faire », opvcm's, charts', leisure's, then the IRL series), with the table that
 * stores it and who declares that table: written from the areas' `sections.ts` and `tables.ts`.
 */
const SECTIONS: ReadonlyArray<[section: string, table: string, owner: string]> = [
  ['immos', 'properties', 'immo'],
  ['proprietaire', 'owner_identity', 'immo'],
  ['baux', 'leases', 'immo'],
  ['revisionsBaux', 'lease_revisions', 'immo'],
  ['loyers', 'rent_payments', 'immo'],
  ['emprunts', 'loans', 'immo'],
  ['taxesFoncieres', 'property_taxes', 'immo'],
  ['voitures', 'car_expenses', 'immo'],
  ['depenses', 'personal_expenses', 'immo'],
  ['chargesBiens', 'property_charges', 'immo'],
  ['estimations', 'property_estimates', 'immo'],
  ['fiscalite', 'owner_tax', 'immo'],
  ['deficitsFonciers', 'prior_deficits', 'immo'],
  ['regles', 'statement_rules', 'immo'],
  ['lignesReleves', 'statement_lines', 'immo'],
  ['profilsReleves', 'statement_profiles', 'immo'],
  ['comptesReleves', 'statement_accounts', 'immo'],
  ['datesReleves', 'statement_date_orders', 'immo'],
  ['suiviAFaire', 'todo_follow_ups', 'immo'],
  ['opvcm', 'placements', 'opvcm'],
  ['bricks', 'bricks', 'opvcm'],
  ['or', 'gold_holdings', 'opvcm'],
  ['energie', 'energy_readings', 'charts'],
  ['restaurants', 'restaurants', 'leisure'],
  ['recettes', 'recipes', 'leisure'],
  ['irl', 'irl_index', 'immo'],
];
const SECTION_ORDER = SECTIONS.map(([section]) => section);

let db: Db;

beforeAll(() => {
  db = openDb(':memory:');
  migrate(db);
});

afterAll(() => db.close());

test('every section has a store, in the sections order, on its table of the database', () => {
  const stores = storesFor(db);
  expect(Object.keys(stores)).toEqual(SECTION_ORDER);
  const tables = new Set(
    db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all(),
  );
  for (const [section, table] of SECTIONS) {
    const store = stores[section as keyof typeof stores];
    expect({ section, store: store.section, table: store.table }).toEqual({ section, store: section, table });
    expect({ section, created: tables.has(table) }).toEqual({ section, created: true });
    // Its statements were prepared against the migrated schema; listing runs its SELECT.
    expect(Array.isArray(store.list())).toBe(true);
  }
});

test("the areas declare every section's table, the bank statements' included (immo's)", () => {
  const owners = Object.fromEntries(AREAS.flatMap((area) => (area.tables ?? []).map((t) => [t.section, area.name])));
  expect(owners).toEqual(Object.fromEntries(SECTIONS.map(([section, , owner]) => [section, owner])));
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
  expect([...tablesBySection(ALL_TABLES).keys()]).toEqual(SECTION_ORDER);
});
