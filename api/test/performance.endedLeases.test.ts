/**
 * The 2044 of a year in which many leases ended, read once (not from the statement's cache):
 * for each such lease, line 225 regularizes every year it ran, and each year's provisions are
 * that lease's payments alone. Reading the whole year's payments for each lease and year made
 * the statement quadratic (minutes at 100× the demo data).
 * 150 properties, each let from 1 January 2016 to 30 June 2025, 600 € of rent + 50 € of
 * provisions paid on the 5th (payments without lease: the lease covering them), 700 € of
 * recoverable charges a year. Each full year leaves 700 − 12 × 50 = 100 € unpaid (2016 to
 * 2024: 900 €); 2025: 181 days of 365, 700 × 181 / 365 = 347,12 € against 6 × 50 = 300 €:
 * 47,12 €. Line 225 of 2025: 947,12 €, 947 € in the form's whole euros, per property.
 */
import { getPayload, withSqlBase } from './helpers';

const PROPERTIES = 150;

const api = withSqlBase(new Date(2026, 2, 20), `
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${PROPERTIES})
      INSERT INTO properties (name, type, rent, purchase_date, purchase_price, theoretical_rent)
      SELECT 'Appartement ' || i, 'PROP', 650, '2015-06-01', 150000, 650 FROM n;
      INSERT INTO leases (property_id, tenant, start_date, end_date, rent, charges, deposit, due_day)
      SELECT id, 'Locataire ' || id, '2016-01-01', '2025-06-30', 600, 50, 600, 5 FROM properties;
      WITH RECURSIVE m(d) AS (SELECT '2016-01-05' UNION ALL SELECT date(d, '+1 month') FROM m WHERE d < '2025-06-05')
      INSERT INTO rent_payments (property_id, paid_on, amount) SELECT p.id, m.d, 650 FROM properties p, m;
      WITH RECURSIVE y(year) AS (SELECT 2016 UNION ALL SELECT year + 1 FROM y WHERE year < 2025)
      INSERT INTO recoverable_charges (property_id, year, nature, label, amount)
      SELECT p.id, y.year, 'copropriete', 'Charges récupérables ' || y.year, 700 FROM properties p, y;`);

test('the 2044 of a year with 150 leases ended answers fast on its first read, line 225 regularizing each lease', async () => {
  expect(api().db.prepare('SELECT COUNT(*) AS n FROM rent_payments').get()).toEqual({ n: PROPERTIES * 114 });
  const start = process.hrtime.bigint();
  const statement = (await getPayload(api().app, '/api/immeubles/revenusfonciers/2025')) as { biens: Array<{ lignes: Record<string, number> }> };
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  expect(statement.biens).toHaveLength(PROPERTIES);
  expect(new Set(statement.biens.map((b) => b.lignes['225']))).toEqual(new Set([947]));
  expect(ms).toBeLessThan(10_000); // a few seconds at most on a loaded machine; reading each year's payments per lease took two minutes
});
