import type { PatrimoineMois } from 'area-opvcm/contract';
import { changeOver12Months, monthLabel, yearEnds } from './netWorthFigures';

const month = (mois: string, net: number): PatrimoineMois => ({ mois, immobilier: net, emprunts: 0, placements: 0, bricks: 0, or: 0, net });

test('the last month of each year: December, or the latest month of the year still running', () => {
  const mois = [month('2024-11', 1), month('2024-12', 2), month('2025-01', 3), month('2025-12', 4), month('2026-01', 5), month('2026-02', 6)];
  expect(yearEnds(mois).map((m) => m.mois)).toEqual(['2024-12', '2025-12', '2026-02']);
});

test('the change over 12 months: the latest net against the net 12 months before, in euros and percent', () => {
  // 2026-02: 110 000 against 2025-02: 100 000 → +10 000 €, +10 %.
  const mois = [month('2025-01', 90000), month('2025-02', 100000), month('2025-03', 1), month('2026-02', 110000)];
  expect(changeOver12Months(mois)).toMatchObject({ change: 10000, percent: 10 });
  expect(changeOver12Months(mois)?.before?.mois).toBe('2025-02');
});

test('months that do not reach 12 months back: no change; none at all: null', () => {
  expect(changeOver12Months([month('2026-01', 5), month('2026-02', 6)])).toMatchObject({ change: null, percent: null, before: null });
  expect(changeOver12Months([])).toBeNull();
});

test('a month is written MM/AAAA', () => {
  expect(monthLabel('2025-03')).toBe('03/2025');
});
