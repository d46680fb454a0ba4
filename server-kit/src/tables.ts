/**
 * How a section is stored: its table, each field's column, and child tables. Declared by the
 * area that owns the section; the api's data core builds its stores from it (one store per
 * section, every statement prepared once per database).
 */
import type { Db } from './db';

/** A row's fields in the import format (numbers, YYYY-MM-DD dates, null for "none"). */
export type Fields = Record<string, unknown>;
/** A stored row: its id first, then its fields. */
export type StoredRow = { id: number } & Fields;

/** Fields kept in child tables (a brick's rents, a recipe's ingredients and comments). */
export interface Children {
  fields: readonly string[];
  /** Adds the child fields to `rows` (all of them, or the one row `id`). */
  attach(rows: StoredRow[], id?: number): void;
  /** Replaces the children of row `id` with those of `row`. */
  write(id: number, row: Fields): void;
}

/** A field of the import format stored as it is in a column of the table. */
export interface FieldColumn {
  field: string;
  column: string;
}

/**
 * The property-name column: the field IM_NOM, stored as `property_id` and read as `p.name`
 * (the table's `from` joins `properties p`). An unknown name is refused; `nullable`: null
 * stays null (a loan's optional property).
 */
export interface PropertyNameColumn {
  propertyName: 'required' | 'nullable';
}

export type AreaColumn = FieldColumn | PropertyNameColumn;

/** One section ↔ one table (plus, for some, child tables). */
export interface AreaTable {
  /** The section's name, as its contract's `defineSection` gives it. */
  section: string;
  table: string;
  /** FROM clause with `t` the table (and the joins the columns read); `<table> t` when absent. */
  from?: string;
  /** The section's fields, in the import format's order. */
  columns: readonly AreaColumn[];
  /** Fields kept in child tables, built once per database. */
  children?: (db: Db) => Children;
}

/** A field stored as it is in `column`. */
export const col = (field: string, column: string): FieldColumn => ({ field, column });

/** The property-name column (IM_NOM ↔ property_id), required unless said `nullable`. */
export const propertyName = (nullability: PropertyNameColumn['propertyName'] = 'required'): PropertyNameColumn => ({
  propertyName: nullability,
});

export function isPropertyNameColumn(column: AreaColumn): column is PropertyNameColumn {
  return 'propertyName' in column;
}

/**
 * Reads a child table grouped by parent id: all children, or those of one parent. `sql`
 * selects the parent id `AS parent`; children come in id order.
 */
export function childReader<T extends { parent: number }>(db: Db, sql: string, parentColumn: string) {
  const all = db.prepare<[], T>(`${sql} ORDER BY ${parentColumn}, id`);
  const one = db.prepare<[number], T>(`${sql} WHERE ${parentColumn} = ? ORDER BY id`);
  return (id?: number): Map<number, T[]> => {
    const out = new Map<number, T[]>();
    for (const r of id === undefined ? all.all() : one.all(id)) {
      const list = out.get(r.parent);
      if (list) list.push(r);
      else out.set(r.parent, [r]);
    }
    return out;
  };
}
