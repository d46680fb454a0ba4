/**
 * The opvcm area's server half: holdings by bank and crowdfunding bricks, read from their
 * tables, the bricks' charts in the legacy strings; and what the api's net worth values
 * (holdings with their units, bricks bought, gold held), which joins them with immo's.
 */
import { defineAreaServer, formatAxis, formatSeries, textLabel, type Db } from 'server-kit';
import type { BankEntry, Brick, Opvcm } from '../contract';
import { opvcmDemoRows } from './demo';
import { opvcmMoveIn } from './moveIn';
import { opvcmMigrations } from './migrations';
import { opvcmTables } from './tables';

/** A holding as a valuation reads it: units × a quoted price when it has both, else its recorded value. */
export interface HoldingValue {
  /** OP_DATE; unknown, the day it was recorded (enregistre_le): it counts from then. */
  date: string;
  /** OP_MT_VTE, as recorded. */
  value: number;
  isin: string | null;
  units: number | null;
}

/** SQL of the holdings area: balances by bank, crowdfunding bricks, gold held. */
export function createOpvcmQueries(db: Db) {
  const holdings = db.prepare<[], Opvcm>(
    `SELECT bank AS OP_BQ, name AS OP_NOM, sale_amount AS OP_MT_VTE, purchase_amount AS OP_MT_ACHAT,
       type AS OP_TYPE_PLCMT, beneficiary AS OP_BENEF
     FROM placements ORDER BY bank, name, id`,
  );
  const byBank = db.prepare<[], BankEntry>(
    `SELECT bank AS NOM, ROUND(SUM(sale_amount), 2) AS Solde, COUNT(*) AS nbre,
       ROUND(SUM(sale_amount - purchase_amount), 2) AS Diff
     FROM placements GROUP BY bank ORDER BY bank`,
  );
  const brickRows = db.prepare<[], { id: number; nom: string; achat: number; total: number }>(
    `SELECT b.id, b.name AS nom, b.purchase_amount AS achat, ROUND(COALESCE(SUM(r.amount), 0), 2) AS total
     FROM bricks b LEFT JOIN brick_rents r ON r.brick_id = b.id
     GROUP BY b.id ORDER BY b.name`,
  );
  const brickRents = db.prepare<[], { brick_id: number; label: string; amount: number }>(
    'SELECT brick_id, label, amount FROM brick_rents ORDER BY brick_id, id',
  );
  const holdingValues = db.prepare<[], HoldingValue>(
    'SELECT COALESCE(operation_date, recorded_on) AS date, sale_amount AS value, isin, units FROM placements ORDER BY id',
  );
  const quotedIsins = db.prepare<[], string>('SELECT DISTINCT isin FROM placements WHERE isin IS NOT NULL AND units IS NOT NULL ORDER BY isin').pluck();
  const bricksPurchased = db.prepare<[], number>('SELECT COALESCE(SUM(purchase_amount), 0) FROM bricks').pluck();
  const goldHeld = db.prepare<[], { date: string; grammes: number }>('SELECT held_on AS date, grams AS grammes FROM gold_holdings ORDER BY held_on, id');

  return {
    /** The holdings as alldata lists them (its second half, see api/src/routes/allData.ts). */
    holdings(): Opvcm[] {
      return holdings.all();
    },

    bankList(): BankEntry[] {
      return byBank.all();
    },

    /** Bricks with their rents by label, plus each brick's total rent (for the pie chart). */
    bricks(): Array<Brick & { totalLoyers: number }> {
      const rents = new Map<number, Record<string, number>>();
      for (const r of brickRents.all()) {
        const map = rents.get(r.brick_id) ?? {};
        map[r.label] = r.amount;
        rents.set(r.brick_id, map);
      }
      return brickRows.all().map((b) => ({ nom: b.nom, achat: b.achat, loyers: rents.get(b.id) ?? {}, totalLoyers: b.total }));
    },

    /** Every holding, in the order recorded. */
    holdingValues(): HoldingValue[] {
      return holdingValues.all();
    },

    /** The ISINs of the holdings that record their units: the prices worth asking for. */
    quotedIsins(): string[] {
      return quotedIsins.all();
    },

    /** What the bricks cost: no row records a repayment of capital (their `loyers` are income). */
    bricksPurchased(): number {
      return bricksPurchased.get() ?? 0;
    },

    /** The gold rows (grams bought, or sold below 0), by date. */
    goldHeld(): Array<{ date: string; grammes: number }> {
      return goldHeld.all();
    },
  };
}

export const opvcmServer = defineAreaServer({
  name: 'opvcm',
  demoRows: opvcmDemoRows,
  moveIn: opvcmMoveIn,
  migrations: opvcmMigrations,
  tables: opvcmTables,
  routes({ db }) {
    const opvcm = createOpvcmQueries(db);
    return async (app) => {
      app.get('/immeubles/oplistebybk', async () => ({ payload: opvcm.bankList() }));

      app.get('/immeubles/bricksliste', async () => {
        const rows = opvcm.bricks();
        return {
          payload: {
            bricks: rows.map(({ nom, achat, loyers }) => ({ nom, achat, loyers })),
            graph: {
              axes: formatAxis(rows.map((b) => textLabel(b.nom))),
              achat: formatSeries([{ name: 'Achat', data: rows.map((b) => b.achat) }]),
              loyer: formatSeries([{ name: 'Loyers', data: rows.map((b) => b.totalLoyers) }]),
            },
          },
        };
      });
    };
  },
});
