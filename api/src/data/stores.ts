/**
 * The one mapping between the import format and the tables: a store per section (see
 * server-kit's tableStore.ts), built once per database. Each area declares how its sections are
 * stored (its server's `tables`, see server-kit's tables.ts). The import, the data api, the
 * export, the undo, the demo seed and the areas' own writes (areaWrite.ts) all write through these.
 */
import { areaTableStores, type AreaTable, type SectionStore } from 'server-kit';
import { AREAS } from '../areas';
import type { Db } from '../db/open';
import { isSectionName, SECTION_NAMES, type SectionName } from './sections';

export type Stores = { [K in SectionName]: SectionStore<K> };

/** Every table the api stores: each area's (api/src/areas.ts). */
export const ALL_TABLES: readonly AreaTable[] = AREAS.flatMap((area) => area.tables ?? []);

/**
 * The table of each section, in the sections' order. Throws when a section has no table, two
 * tables, or when a table names no section: the data core would otherwise lose rows silently.
 */
export function tablesBySection(tables: readonly AreaTable[]): Map<SectionName, AreaTable> {
  const found = new Map<SectionName, AreaTable>();
  for (const table of tables) {
    if (!isSectionName(table.section)) {
      throw new Error(`Table ${table.table} is declared for section "${table.section}", which no area's contract defines.`);
    }
    const other = found.get(table.section);
    if (other) {
      throw new Error(`Section "${table.section}" is stored twice: in table ${other.table} and in table ${table.table}. Declare it once.`);
    }
    found.set(table.section, table);
  }
  const missing = SECTION_NAMES.filter((name) => !found.has(name));
  if (missing.length > 0) {
    throw new Error(
      `No table is declared for section(s) ${missing.map((m) => `"${m}"`).join(', ')}: add it to its area's server tables.`,
    );
  }
  return new Map(SECTION_NAMES.flatMap((name) => {
    const table = found.get(name);
    return table ? [[name, table] as const] : [];
  }));
}

function createStores(db: Db, tables: readonly AreaTable[]): Stores {
  const storeOf = areaTableStores(db);
  const stores = {} as Record<SectionName, SectionStore<SectionName>>;
  for (const [section, table] of tablesBySection(tables)) stores[section] = storeOf(section, table);
  return stores as Stores;
}

const cache = new WeakMap<Db, Stores>();

/** The stores of `db` (prepared on first use). */
export function storesFor(db: Db): Stores {
  let stores = cache.get(db);
  if (!stores) {
    stores = createStores(db, ALL_TABLES);
    cache.set(db, stores);
  }
  return stores;
}
