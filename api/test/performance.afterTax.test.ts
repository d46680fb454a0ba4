/**
 * The after-tax list (GET immeubles/apresimpot) of many let properties, read once: each
 * property's sheet asked the figures of every property over the last 12 months, so the list
 * read every payment once per property (quadratic: the ×100 bench page /listeappt, 1 000
 * properties, never showed).
 * 300 properties, each let from 1 January 2024 at 600 € without charges, paid on the 5th up to
 * 5 March 2026; the owner's marginal rate 30 %. On 20 March 2026 the window runs from
 * 21 March 2025 (date(today, '-12 months', '+1 day')) to 20 March 2026: the payments of
 * 5 April 2025 to 5 March 2026, 12 × 600 = 7 200 € of rent (line 215), less the 20 € flat fee
 * of line 222: a taxable result of 7 180 € per property, 2 154 000 € in all; tax at 30 %:
 * 646 200 €.
 */
import { getPayload, withSqlBase } from './helpers';

const PROPERTIES = 300;

const api = withSqlBase(new Date(2026, 2, 20), `
      INSERT INTO owner_tax (marginal_rate, land_regime) VALUES (30, 'reel');
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${PROPERTIES})
      INSERT INTO properties (name, type, rent, purchase_date, purchase_price, theoretical_rent)
      SELECT 'Appartement ' || i, 'PROP', 600, '2023-06-01', 150000, 600 FROM n;
      INSERT INTO leases (property_id, tenant, start_date, rent, charges, deposit, due_day)
      SELECT id, 'Locataire ' || id, '2024-01-01', 600, 0, 600, 5 FROM properties;
      WITH RECURSIVE m(d) AS (SELECT '2024-01-05' UNION ALL SELECT date(d, '+1 month') FROM m WHERE d < '2026-03-05')
      INSERT INTO rent_payments (property_id, paid_on, amount) SELECT p.id, m.d, 600 FROM properties p, m;`);

test('the after-tax list of 300 let properties answers fast, each with its taxable result', async () => {
  const start = process.hrtime.bigint();
  const list = (await getPayload(api().app, '/api/immeubles/apresimpot')) as {
    biens: Array<{ resultat_fiscal: number }>;
    total: { resultat_fiscal: number; impot: number };
  };
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  expect(list.biens).toHaveLength(PROPERTIES);
  expect(new Set(list.biens.map((b) => b.resultat_fiscal))).toEqual(new Set([7180]));
  expect(list.total.resultat_fiscal).toBe(2_154_000);
  expect(list.total.impot).toBe(646_200);
  expect(ms).toBeLessThan(10_000); // a second or two on a loaded machine; each sheet reading every property's figures took minutes at 1 000 properties
});
