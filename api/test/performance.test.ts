/** alldata stays fast with ten times the demo data (indexes, statements prepared once). */
import { createTestApi, getPayload, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ now: new Date(2025, 2, 20) });
  // Nine more copies of every property (with its rents) and of every holding.
  api.db.transaction(() => {
    for (let copy = 1; copy <= 9; copy++) {
      api.db.exec(`
        INSERT INTO properties (name, joint_ownership, type, loan_amount, loan_end_date, rent, agency_fee, purchase_date,
          sale_date, sold, purchase_price, sale_price, comment, theoretical_rent)
        SELECT name || ' #${copy}', joint_ownership, type, loan_amount, loan_end_date, rent, agency_fee, purchase_date,
          sale_date, sold, purchase_price, sale_price, comment, theoretical_rent
        FROM properties WHERE name NOT LIKE '% #%';
        INSERT INTO rent_payments (property_id, paid_on, amount, agency_fee)
        SELECT c.id, r.paid_on, r.amount, r.agency_fee
        FROM rent_payments r JOIN properties o ON o.id = r.property_id JOIN properties c ON c.name = o.name || ' #${copy}';
        INSERT INTO placements (bank, name, sale_amount, purchase_amount, type, beneficiary, operation_date)
        SELECT bank, name || ' #${copy}', sale_amount, purchase_amount, type, beneficiary, operation_date
        FROM placements WHERE name NOT LIKE '% #%';`);
    }
  })();
});
afterAll(async () => {
  await api.close();
});

test('alldata at 10× data answers fast', async () => {
  const counts = api.db.prepare('SELECT (SELECT COUNT(*) FROM properties) AS p, (SELECT COUNT(*) FROM rent_payments) AS r').get() as {
    p: number;
    r: number;
  };
  expect(counts.p).toBe(120);
  expect(counts.r).toBeGreaterThan(5000);

  await getPayload(api.app, '/api/immeubles/alldata'); // warm-up
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = process.hrtime.bigint();
    const payload = (await getPayload(api.app, '/api/immeubles/alldata')) as { immos: unknown[]; opvcm: unknown[] };
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    expect(payload.immos).toHaveLength(120);
  }
  times.sort((a, b) => a - b);
  expect(times[2]).toBeLessThan(150); // median, in ms (typically a few ms)
});

test('the twelve-month window reads rents through an index', () => {
  const plan = api.db
    .prepare(
      `EXPLAIN QUERY PLAN SELECT property_id, SUM(amount) FROM rent_payments
       WHERE paid_on > date('2025-03-20', '-12 months') AND paid_on <= '2025-03-20' GROUP BY property_id`,
    )
    .all() as { detail: string }[];
  expect(plan.map((p) => p.detail).join(' ')).toMatch(/USING (COVERING )?INDEX/);
});
