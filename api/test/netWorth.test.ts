/** netWorthByMonth on facts given by hand: rounding, and months before anything was owned. */
import { monthIndex } from 'server-kit';
import { netWorthByMonth, type NetWorthFacts } from '../src/networth/netWorth';

const FACTS: NetWorthFacts = {
  // 50 % of 100 000,01 € is 50 000,005 €: 50 000,01 € to the cent.
  properties: [{ id: 1, purchasePrice: 100000.01, purchaseDate: '2026-02-10', saleDate: null, sold: false, share: 50, estimates: [] }],
  loans: [],
  // Two holdings of 0,005 €: each 0,005, together 0,01 € once rounded.
  holdings: [
    { date: '2026-01-05', value: 0.005, isin: null, units: null },
    { date: '2026-01-05', value: 0.005, isin: null, units: null },
  ],
  quotes: new Map(),
  bricksPurchased: 0,
  // 3 g bought, 5 g sold: never below 0 g.
  gold: [
    { date: '2026-01-02', grammes: 3 },
    { date: '2026-02-02', grammes: -5 },
  ],
  // Its only price is dated after January: January's gold takes it, the nearest known.
  goldPrices: [{ date: '2026-02-15', eurParGramme: 100 }],
};

test('each class to the cent, the net their sum; grams never below 0; nothing before its date; gold before its first price at that price', () => {
  expect(netWorthByMonth(FACTS, monthIndex(2025, 12), monthIndex(2026, 2))).toEqual([
    { mois: '2025-12', immobilier: 0, emprunts: 0, placements: 0, bricks: 0, or: 0, net: 0 },
    { mois: '2026-01', immobilier: 0, emprunts: 0, placements: 0.01, bricks: 0, or: 300, net: 300.01 },
    { mois: '2026-02', immobilier: 50000.01, emprunts: 0, placements: 0.01, bricks: 0, or: 0, net: 50000.02 },
  ]);
});

test('gold held while no price was ever known: not valued (null), left out of the net; none held: 0', () => {
  const facts: NetWorthFacts = { ...FACTS, properties: [], holdings: [], goldPrices: [] };
  expect(netWorthByMonth(facts, monthIndex(2025, 12), monthIndex(2026, 1))).toEqual([
    { mois: '2025-12', immobilier: 0, emprunts: 0, placements: 0, bricks: 0, or: 0, net: 0 },
    // 3 g held, no price: null; the net is the other classes' (0).
    { mois: '2026-01', immobilier: 0, emprunts: 0, placements: 0, bricks: 0, or: null, net: 0 },
  ]);
});
