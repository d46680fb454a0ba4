/**
 * Rent recap, property list and loan table against figures recomputed here, independently,
 * from rows this test inserts itself into a fresh database.
 */
import { createAreaTestHost, getPayload, type AreaTestHost } from 'server-kit/testing';
import { immoSchema, immoSections, recapLoyersSchema, TOTAL_ROW, tdbSchema } from '../../../src/contract';
import { createImmoQueries, immoServer } from '../../../src/server';

const NOW = new Date(2024, 5, 15, 10, 30); // 15 June 2024, local time
const TODAY = '2024-06-15';
const WINDOW_START = '2023-06-15'; // exclusive: the twelve months ending today

interface Prop {
  name: string;
  type: string;
  sold: 0 | 1;
  rent: number;
  agency: number;
  theo: number;
}
const PROPS: Prop[] = [
  { name: 'Lyon Part-Dieu', type: 'PROP', sold: 0, rent: 780, agency: 54.6, theo: 800 },
  { name: 'Annecy Indivision', type: 'INDI', sold: 0, rent: 500, agency: 0, theo: 500 },
  { name: 'Nice Vendu', type: 'PROP', sold: 1, rent: 600, agency: 42, theo: 600 },
  { name: 'Caluire Maison', type: 'PRINC', sold: 0, rent: 0, agency: 0, theo: 0 },
];

interface Payment {
  name: string;
  date: string;
  amount: number;
  fee: number;
}
const PAYMENTS: Payment[] = [
  // Monthly on the 5th from January 2023 to June 2024 (18 payments), agency fee withheld.
  ...Array.from({ length: 18 }, (_, i): Payment => {
    const m = i % 12;
    const y = 2023 + Math.floor(i / 12);
    return { name: 'Lyon Part-Dieu', date: `${y}-${String(m + 1).padStart(2, '0')}-05`, amount: 780, fee: 54.6 };
  }),
  { name: 'Lyon Part-Dieu', date: WINDOW_START, amount: 111, fee: 11 }, // on the boundary: excluded
  { name: 'Lyon Part-Dieu', date: '2024-06-20', amount: 222, fee: 22 }, // after today: excluded
  ...[1, 2, 3, 4, 5].map((m): Payment => ({ name: 'Annecy Indivision', date: `2024-0${m}-10`, amount: 500.25, fee: 0 })),
  ...[8, 9, 10].map((m): Payment => ({ name: 'Nice Vendu', date: `2023-${String(m).padStart(2, '0')}-01`, amount: 600, fee: 42 })),
];

interface Loan {
  name: string;
  capital: number;
  rate: number;
  months: number;
  start: string;
}
const LOANS: Loan[] = [
  { name: 'Lyon Part-Dieu', capital: 100000, rate: 1.2, months: 240, start: '2020-01-10' },
  { name: 'Caluire Maison', capital: 250000, rate: 3.4, months: 300, start: '2023-06-20' },
  { name: 'Prêt travaux', capital: 12000, rate: 0, months: 48, start: '2022-03-01' },
  { name: 'Ancien prêt', capital: 20000, rate: 3, months: 60, start: '2015-01-01' },
];

const emptyBase = () => createAreaTestHost({ areas: [immoServer], sections: immoSections, now: NOW });

let api: AreaTestHost;
beforeAll(async () => {
  api = await emptyBase();
  const insertProp = api.db.prepare(
    `INSERT INTO properties (name, type, sold, rent, agency_fee, theoretical_rent, sale_date, sale_price)
     VALUES (@name, @type, @sold, @rent, @agency, @theo, @saleDate, @salePrice)`,
  );
  for (const p of PROPS) {
    insertProp.run({ ...p, saleDate: p.sold ? '2024-01-31' : null, salePrice: p.sold ? 150000 : 0 });
  }
  const insertPayment = api.db.prepare(
    'INSERT INTO rent_payments (property_id, paid_on, amount, agency_fee) SELECT id, ?, ?, ? FROM properties WHERE name = ?',
  );
  for (const p of PAYMENTS) insertPayment.run(p.date, p.amount, p.fee, p.name);
  const insertLoan = api.db.prepare(
    'INSERT INTO loans (name, capital, annual_rate, duration_months, start_date) VALUES (?, ?, ?, ?, ?)',
  );
  for (const l of LOANS) insertLoan.run(l.name, l.capital, l.rate, l.months, l.start);
});
afterAll(async () => {
  await api.close();
});

const inWindow = (p: Payment) => p.date > WINDOW_START && p.date <= TODAY;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const unsold = PROPS.filter((p) => p.sold === 0);
const received = (name: string) => sum(PAYMENTS.filter((p) => p.name === name && inWindow(p)).map((p) => p.amount));

test('rent recap totals equal an independent recomputation', async () => {
  const recap = recapLoyersSchema.parse(await getPayload(api.app, '/api/immeubles/recaployers'));
  const unsoldNames = new Set(unsold.map((p) => p.name));
  const windowPayments = PAYMENTS.filter((p) => unsoldNames.has(p.name) && inWindow(p));

  expect(recap.totalLoyerTheorique).toBeCloseTo(sum(unsold.map((p) => 12 * p.theo)), 2);
  expect(recap.totalLoyerPercus).toBeCloseTo(sum(windowPayments.map((p) => p.amount)), 2);
  expect(recap.totalHonoraires).toBeCloseTo(sum(windowPayments.map((p) => p.fee)), 2);
  // Spelled out: 12 × 800 + 12 × 500; 12 × 780 + 5 × 500.25; 12 × 54.6.
  expect(recap.totalLoyerTheorique).toBe(15600);
  expect(recap.totalLoyerPercus).toBe(11861.25);
  expect(recap.totalHonoraires).toBe(655.2);

  expect(Object.keys(recap.immos).sort()).toEqual(unsold.map((p) => p.name).sort());
  for (const p of unsold) {
    expect(recap.immos[p.name]).toEqual({
      IM_NOM: p.name,
      IM_TYPE_PROP: p.type,
      IM_MT_LOYER: p.rent,
      IM_AGENCE: p.agency,
      loyerTheo: p.theo,
      LOYER_MOIS: expect.closeTo(received(p.name), 2),
      // No lease in this base: nothing owed on one (the page offers the theoretical rent).
      reste_du: null,
    });
  }
});

test("the properties (alldata's immos): LOYER_MOIS per property, 0 for the sold one", () => {
  const immos = createImmoQueries(api.db).properties(TODAY).map((i) => immoSchema.parse(i));
  expect(immos).toHaveLength(PROPS.length);
  for (const p of PROPS) {
    const row = immos.find((i) => i.IM_NOM === p.name);
    expect(row?.LOYER_MOIS).toBeCloseTo(p.sold ? 0 : received(p.name), 2);
    expect(row?.IM_VENDU).toBe(p.sold);
  }
  expect(immos.find((i) => i.IM_NOM === 'Lyon Part-Dieu')?.LOYER_MOIS).toBe(9360);
});

/** Loan state after `paid` instalments, by simulating the schedule month by month. */
function simulate(l: Loan, paid: number) {
  const i = l.rate / 1200;
  const m = i === 0 ? l.capital / l.months : (l.capital * i) / (1 - (1 + i) ** -l.months);
  let balance = l.capital;
  let interestPaid = 0;
  for (let k = 0; k < paid; k++) {
    const interest = balance * i;
    interestPaid += interest;
    balance -= m - interest;
  }
  const totalInterest = m * l.months - l.capital;
  return {
    total: l.capital,
    int_du: totalInterest - interestPaid,
    total_emp: m * l.months,
    delai: l.months - paid,
    du: Math.max(balance, 0),
  };
}

/** Instalments paid on 15 June 2024 (first one a month after the start). */
function paidOn2024_06_15(start: string, months: number): number {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const elapsed = (2024 - y) * 12 + (6 - m) - (15 < d ? 1 : 0);
  return Math.min(Math.max(elapsed, 0), months);
}

test('loan table follows the amortisation schedule; the total row is the sum of the others', async () => {
  const { emprunt } = tdbSchema.parse(await getPayload(api.app, '/api/immeubles/tdb/'));
  expect(Object.keys(emprunt).sort()).toEqual([...LOANS.map((l) => l.name), TOTAL_ROW].sort());

  for (const l of LOANS) {
    const expected = simulate(l, paidOn2024_06_15(l.start, l.months));
    const row = emprunt[l.name];
    expect(row?.total).toBeCloseTo(expected.total, 2);
    // The api's table is kept in whole cents, as a bank keeps it: within a euro of the exact formula.
    expect(Math.abs(row!.int_du - expected.int_du)).toBeLessThan(1);
    expect(Math.abs(row!.total_emp - expected.total_emp)).toBeLessThan(1);
    expect(row?.delai).toBe(expected.delai);
    expect(Math.abs(row!.du - expected.du)).toBeLessThan(1);
  }
  // Spot checks: 53 instalments paid on the first loan, the old one is over.
  expect(emprunt['Lyon Part-Dieu']?.delai).toBe(187);
  expect(emprunt['Ancien prêt']).toMatchObject({ delai: 0, du: 0, int_du: 0 });
  expect(emprunt['Prêt travaux']).toMatchObject({ total_emp: 12000, delai: 21, du: 5250, int_du: 0 });

  const rows = LOANS.map((l) => emprunt[l.name]!);
  const total = emprunt[TOTAL_ROW]!;
  for (const key of ['total', 'int_du', 'total_emp', 'du'] as const) {
    expect(total[key]).toBeCloseTo(sum(rows.map((r) => r[key])), 2);
  }
  expect(total.delai).toBe(Math.max(...rows.map((r) => r.delai)));
});

test('an empty loan table still has its total row', async () => {
  const empty = await emptyBase();
  try {
    const { emprunt } = tdbSchema.parse(await getPayload(empty.app, '/api/immeubles/tdb'));
    expect(emprunt).toEqual({ [TOTAL_ROW]: { total: 0, int_du: 0, total_emp: 0, delai: 0, du: 0 } });
  } finally {
    await empty.close();
  }
});
