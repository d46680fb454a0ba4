/**
 * One section ↔ one table (plus, for some, child tables): list, get, insert with or without
 * id, update, delete. Rows come in and go out in the import format; every statement is
 * prepared once per database. The api's data core and the area test host both store through it.
 */
import type { Db } from './db';
import { refusalOf, RowRefused } from './rowRefused';
import { isPropertyNameColumn, type AreaColumn, type AreaTable, type Children, type Fields, type StoredRow } from './tables';

export interface Column {
  /** Field of the import format. */
  field: string;
  /** Column of the table. */
  column: string;
  /** SELECT expression when it is not `t.<column>` (a joined name). */
  select?: string;
  /** Turns the field's value into the column's (a property name into its id). */
  write?: (value: unknown) => unknown;
}

export interface TableSpec<S extends string = string> {
  section: S;
  table: string;
  columns: readonly Column[];
  /** FROM clause with `t` the table (and joins for `select` expressions). */
  from?: string;
  children?: Children;
}

export interface SectionStore<S extends string = string> {
  section: S;
  table: string;
  /** Every row, by id, in the import format with its id. */
  list(): StoredRow[];
  get(id: number): StoredRow | undefined;
  /** Rows whose `column` equals `value` (a property's rents), by id. */
  listWhere(column: string, value: unknown): StoredRow[];
  /** The stored form of a validated row (id and derived fields dropped, absent optionals null). */
  normalize(row: Fields): Fields;
  /** Inserts a normalized row, with `id` when given; returns its id. */
  insert(row: Fields, id?: number): number;
  update(id: number, row: Fields): void;
  remove(id: number): void;
}

export function createTableStore<S extends string>(db: Db, spec: TableSpec<S>): SectionStore<S> {
  const { section, table, columns, children } = spec;
  const from = spec.from ?? `${table} t`;
  const selectList = ['t.id AS id', ...columns.map((c) => `${c.select ?? `t.${c.column}`} AS "${c.field}"`)].join(', ');
  const select = `SELECT ${selectList} FROM ${from}`;
  const listAll = db.prepare<[], StoredRow>(`${select} ORDER BY t.id`);
  const getOne = db.prepare<[number], StoredRow>(`${select} WHERE t.id = ?`);
  const whereCache = new Map<string, ReturnType<typeof db.prepare<[unknown], StoredRow>>>();
  const names = columns.map((c) => c.column);
  const insertSql = db.prepare(
    `INSERT INTO ${table} (id, ${names.join(', ')}) VALUES (@id, ${names.map((n) => `@${n}`).join(', ')})`,
  );
  const updateSql = db.prepare(`UPDATE ${table} SET ${names.map((n) => `${n} = @${n}`).join(', ')} WHERE id = @id`);
  const deleteSql = db.prepare(`DELETE FROM ${table} WHERE id = ?`);
  const fieldOfColumn = (column: string) => columns.find((c) => c.column === column)?.field;

  const params = (row: Fields, id: number | null) => {
    const out: Record<string, unknown> = { id };
    for (const c of columns) {
      const value = row[c.field] ?? null;
      out[c.column] = c.write ? c.write(value) : value;
    }
    return out;
  };
  const withChildren = (rows: StoredRow[], id?: number) => {
    children?.attach(rows, id);
    return rows;
  };
  /** Runs a write; a constraint failure becomes a RowRefused naming the field. */
  const guarded = <T>(write: () => T): T => {
    try {
      return write();
    } catch (error) {
      throw refusalOf(error, fieldOfColumn);
    }
  };

  return {
    section,
    table,
    list: () => withChildren(listAll.all()),
    get(id) {
      const row = getOne.get(id);
      return row ? withChildren([row], id)[0] : undefined;
    },
    listWhere(column, value) {
      let statement = whereCache.get(column);
      if (!statement) {
        if (!/^\w+$/.test(column)) throw new Error(`colonne invalide : ${column}`);
        statement = db.prepare<[unknown], StoredRow>(`${select} WHERE t.${column} = ? ORDER BY t.id`);
        whereCache.set(column, statement);
      }
      return withChildren(statement.all(value));
    },
    normalize(row) {
      const out: Fields = {};
      for (const c of columns) out[c.field] = row[c.field] ?? null;
      for (const f of children?.fields ?? []) out[f] = row[f];
      return out;
    },
    insert(row, id) {
      return guarded(() => {
        const newId = Number(insertSql.run(params(row, id ?? null)).lastInsertRowid);
        children?.write(newId, row);
        return newId;
      });
    },
    update(id, row) {
      guarded(() => {
        updateSql.run(params(row, id));
        children?.write(id, row);
      });
    },
    remove(id) {
      deleteSql.run(id);
    },
  };
}

/**
 * A column holding a property's id, read and written as its name (IM_NOM). `nullable`: null
 * stays null (a loan's optional link); an unknown name is refused either way.
 */
export function propertyNameColumn(db: Db, { nullable = false } = {}): Column {
  const idOf = db.prepare<[string], number>('SELECT id FROM properties WHERE name = ?').pluck();
  return {
    field: 'IM_NOM',
    column: 'property_id',
    select: 'p.name',
    write(value) {
      if (nullable && value === null) return null;
      const id = idOf.get(String(value));
      if (id === undefined) {
        throw new RowRefused(`bien « ${String(value)} » inconnu (aucun bien de ce nom dans immos)`, 'IM_NOM');
      }
      return id;
    },
  };
}

/**
 * Builds the store of an area's table (server-kit's AreaTable), the property-name columns
 * prepared once per nullability for all the tables it builds.
 */
export function areaTableStores(db: Db): <S extends string>(section: S, table: AreaTable) => SectionStore<S> {
  const propertyNames = new Map<string, Column>();
  const columnOf = (c: AreaColumn): Column => {
    if (!isPropertyNameColumn(c)) return c;
    let column = propertyNames.get(c.propertyName);
    if (!column) {
      column = propertyNameColumn(db, { nullable: c.propertyName === 'nullable' });
      propertyNames.set(c.propertyName, column);
    }
    return column;
  };
  return (section, table) =>
    createTableStore(db, {
      section,
      table: table.table,
      from: table.from,
      columns: table.columns.map(columnOf),
      children: table.children?.(db),
    });
}
