/** SQL of the holdings area: balances by bank and crowdfunding bricks. */
import type { Db } from '../db/open';
import type { BankEntry, Brick } from '../contracts';

export function createOpvcmQueries(db: Db) {
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

  return {
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
  };
}

export type OpvcmQueries = ReturnType<typeof createOpvcmQueries>;
