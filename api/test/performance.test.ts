/** alldata and the earnings reads stay fast with ten times the demo data (indexes, statements prepared once). */
import { createTestApi, getPayload, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ now: new Date(2025, 2, 20) });
  // Nine more copies of every property (with its rents, taxes and loans, linked to the copy) and of every holding.
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
        INSERT INTO property_taxes (property_id, year, amount, teom)
        SELECT c.id, t.year, t.amount, t.teom
        FROM property_taxes t JOIN properties o ON o.id = t.property_id JOIN properties c ON c.name = o.name || ' #${copy}';
        INSERT INTO loans (name, capital, annual_rate, duration_months, start_date, insurance_monthly, insurance_rate, property_id)
        SELECT l.name || ' #${copy}', l.capital, l.annual_rate, l.duration_months, l.start_date, l.insurance_monthly, l.insurance_rate, c.id
        FROM loans l JOIN properties o ON o.id = COALESCE(l.property_id, (SELECT id FROM properties WHERE name = l.name))
        JOIN properties c ON c.name = o.name || ' #${copy}'
        WHERE l.name NOT LIKE '% #%';
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

/** Median of five timed GETs (after a warm-up), in ms. */
async function medianMs(url: string): Promise<number> {
  await getPayload(api.app, url);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = process.hrtime.bigint();
    await getPayload(api.app, url);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b)[2]!;
}

test('the loan table, a schedule, a property sheet and the rental-income statement at 10× data answer fast', async () => {
  expect(api.db.prepare('SELECT COUNT(*) AS n FROM loans').get()).toEqual({ n: 60 });
  const { emprunt } = (await getPayload(api.app, '/api/immeubles/tdb')) as { emprunt: Record<string, unknown> };
  expect(Object.keys(emprunt)).toHaveLength(61);
  const revenus = (await getPayload(api.app, '/api/immeubles/revenusfonciers/2024')) as { biens: unknown[] };
  expect(revenus.biens.length).toBeGreaterThan(50);
  for (const url of [
    '/api/immeubles/tdb',
    `/api/immeubles/echeancier/${encodeURIComponent('Bordeaux Chartrons #9')}`,
    `/api/immeubles/bien/${encodeURIComponent('Annecy Vieille Ville #5')}`,
    `/api/immeubles/bien/${encodeURIComponent('Annecy Vieille Ville #5')}?annee=2024`,
    '/api/immeubles/revenusfonciers/2024',
  ]) {
    expect({ url, fast: (await medianMs(url)) < 150 }).toEqual({ url, fast: true }); // typically a few ms
  }
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
