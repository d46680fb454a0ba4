/**
 * SQL of the charts: energy, cumulative purchases by bank / beneficiary, property tax and
 * personal expenses. Aggregates (sums, running totals) are SQL; the legacy string formats
 * are written by the routes.
 */
import { HttpError, type Db } from 'server-kit';

export interface YearValue {
  year: number;
  value: number;
}
export interface KeyYearValue extends YearValue {
  key: string;
}

/**
 * Running total of purchases (OP_MT_ACHAT) per key and year, over every year from the first
 * operation to the last: years without a purchase carry the previous total forward. A holding
 * whose purchase date is unknown counts from the day it was recorded.
 */
function cumulativeSql(column: 'bank' | 'beneficiary'): string {
  return `
WITH RECURSIVE
dated AS (
  SELECT ${column} AS k, CAST(strftime('%Y', COALESCE(operation_date, recorded_on)) AS INTEGER) AS y, purchase_amount
  FROM placements
),
bounds AS (SELECT MIN(y) AS lo, MAX(y) AS hi FROM dated),
years(y) AS (
  SELECT lo FROM bounds WHERE lo IS NOT NULL
  UNION ALL
  SELECT y + 1 FROM years, bounds WHERE y < hi
),
keys AS (SELECT DISTINCT k FROM dated),
yearly AS (SELECT k, y, SUM(purchase_amount) AS s FROM dated GROUP BY k, y)
SELECT keys.k AS key, years.y AS year,
  ROUND(SUM(COALESCE(yearly.s, 0)) OVER (PARTITION BY keys.k ORDER BY years.y ROWS UNBOUNDED PRECEDING), 2) AS value
FROM keys CROSS JOIN years
LEFT JOIN yearly ON yearly.k = keys.k AND yearly.y = years.y
ORDER BY keys.k, years.y`;
}

/**
 * The sums as they are, or a French error naming the chart and the year. The write schemas cap
 * each figure at 1e9, but a legacy base may hold 1e308: two of them sum to Infinity (and
 * Infinity − Infinity to NaN, which SQLite returns as NULL), which JSON would send as null.
 */
function finiteSums<T extends YearValue>(chart: string, rows: T[]): T[] {
  const bad = rows.find((r) => typeof r.value !== 'number' || !Number.isFinite(r.value));
  if (bad) {
    throw new HttpError(
      500,
      'sum_out_of_range',
      `Graphique « ${chart} » : le total de ${bad.year} est trop grand pour être calculé. ` +
        'Une valeur enregistrée cette année-là est aberrante (plus de 1 000 000 000) : corrigez-la.',
    );
  }
  return rows;
}

export function createGraphQueries(db: Db) {
  const energyByYear = db.prepare<[string], YearValue>(
    `SELECT CAST(strftime('%Y', read_on) AS INTEGER) AS year, ROUND(SUM(kwh), 2) AS value
     FROM energy_readings WHERE meter = ? GROUP BY year ORDER BY year`,
  );
  const energyByMonth = db.prepare<{ meter: string; from: string; to: string }, { month: string; value: number }>(
    `SELECT substr(read_on, 1, 7) AS month, ROUND(SUM(kwh), 2) AS value
     FROM energy_readings WHERE meter = @meter AND read_on >= @from AND read_on < @to
     GROUP BY month ORDER BY month`,
  );
  const cumulByBank = db.prepare<[], KeyYearValue>(cumulativeSql('bank'));
  const cumulByBeneficiary = db.prepare<[], KeyYearValue>(cumulativeSql('beneficiary'));
  const taxByProperty = db.prepare<[], KeyYearValue>(
    `SELECT p.name AS key, t.year AS year, ROUND(SUM(t.amount), 2) AS value
     FROM property_taxes t JOIN properties p ON p.id = t.property_id
     GROUP BY p.id, t.year ORDER BY p.name, t.year`,
  );
  const taxByYear = db.prepare<[], YearValue>(
    'SELECT year, ROUND(SUM(amount), 2) AS value FROM property_taxes GROUP BY year ORDER BY year',
  );
  const expensesByYear = db.prepare<[], YearValue>(
    `SELECT CAST(strftime('%Y', spent_on) AS INTEGER) AS year, ROUND(SUM(amount), 2) AS value
     FROM personal_expenses GROUP BY year ORDER BY year`,
  );

  return {
    energyByYear: (meter: 'Herm' | 'Fleurs') => finiteSums(`énergie ${meter}`, energyByYear.all(meter)),
    /** Monthly sums of readings with from <= read_on < to (ISO days); month is 'YYYY-MM'. */
    energyByMonth: (meter: 'Herm' | 'Fleurs', from: string, to: string) =>
      finiteSums(
        `énergie ${meter} par mois`,
        energyByMonth.all({ meter, from, to }).map((r) => ({ ...r, year: Number(r.month.slice(0, 4)) })),
      ),
    cumulativeByBank: () => finiteSums('cumul par banque', cumulByBank.all()),
    cumulativeByBeneficiary: () => finiteSums('cumul par bénéficiaire', cumulByBeneficiary.all()),
    taxByProperty: () => finiteSums('taxe foncière par bien', taxByProperty.all()),
    taxByYear: () => finiteSums('taxe foncière', taxByYear.all()),
    expensesByYear: () => finiteSums('dépenses', expensesByYear.all()),
  };
}
