/**
 * How the opvcm area's sections are stored (see server-kit's tables.ts): the holdings, the
 * bricks with their rents by label (a child table), the gold held.
 */
import { childReader, col, type AreaTable, type Children, type Db, type Fields, type StoredRow } from 'server-kit';

/** A brick's rents, `loyers: { label: amount }`, kept in brick_rents. */
export function brickRents(db: Db): Children {
  const read = childReader<{ parent: number; label: string; amount: number }>(
    db,
    'SELECT brick_id AS parent, label, amount FROM brick_rents',
    'brick_id',
  );
  const clear = db.prepare('DELETE FROM brick_rents WHERE brick_id = ?');
  const insert = db.prepare('INSERT INTO brick_rents (brick_id, label, amount) VALUES (?, ?, ?)');
  return {
    fields: ['loyers'],
    attach(rows: StoredRow[], id?: number) {
      const rents = read(id);
      for (const row of rows) {
        row.loyers = Object.fromEntries((rents.get(row.id) ?? []).map((r) => [r.label, r.amount]));
      }
    },
    write(id: number, row: Fields) {
      clear.run(id);
      for (const [label, amount] of Object.entries((row.loyers ?? {}) as Record<string, number>)) insert.run(id, label, amount);
    },
  };
}

export const opvcmTables: readonly AreaTable[] = [
  {
    section: 'opvcm',
    table: 'placements',
    columns: [
      col('OP_BQ', 'bank'),
      col('OP_NOM', 'name'),
      col('OP_MT_VTE', 'sale_amount'),
      col('OP_MT_ACHAT', 'purchase_amount'),
      col('OP_TYPE_PLCMT', 'type'),
      col('OP_BENEF', 'beneficiary'),
      col('OP_DATE', 'operation_date'),
      col('isin', 'isin'),
      col('parts', 'units'),
      col('enregistre_le', 'recorded_on'),
    ],
  },
  {
    section: 'bricks',
    table: 'bricks',
    columns: [col('nom', 'name'), col('achat', 'purchase_amount')],
    children: brickRents,
  },
  {
    section: 'or',
    table: 'gold_holdings',
    columns: [col('date', 'held_on'), col('grammes', 'grams')],
  },
];
