/**
 * Our Brest predictions against SHOM's published figures:
 *  - fixtures/brest-shom-2021.csv: SHOM's tables for June to September 2021, every high and low
 *    water (French legal time, height above the zéro hydrographique, coefficient of each high water);
 *  - fixtures/brest-coefficients-2025-2026.csv: SHOM's coefficients of November 2025 to June 2026.
 * Goals: median time error ≤ 5 min, mean absolute height error ≤ 3 cm, coefficient within ±1 for
 * 90 % of the high waters, and never above 120 (nor under 20).
 */
import fs from 'node:fs';
import path from 'node:path';
import { tideDays } from '../src/tides/predictions';
import { findTideStation } from '../src/tides/stations';

const brest = findTideStation('Brest')!;

/** The data lines of a fixture (its comments and header left out), split on ';'. */
const fixture = (name: string) =>
  fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8').split('\n').filter((line) => /^\d{4}-/.test(line)).map((line) => line.split(';'));

interface Published {
  local: string;
  type: 'PM' | 'BM';
  hauteur: number;
  coefficient?: number;
}

// The wall-clock time as printed in the table (French legal time, like ours).
const tables: Published[] = fixture('brest-shom-2021.csv').map(([instant, type, hauteur, coefficient]) => ({
  local: instant!.slice(0, 16),
  type: type as 'PM' | 'BM',
  hauteur: Number(hauteur),
  ...(coefficient ? { coefficient: Number(coefficient) } : {}),
}));
const coefficients2026 = fixture('brest-coefficients-2025-2026.csv').map(([date, matin, apresMidi]) => ({ date: date!, published: [Number(matin), Number(apresMidi)] }));

/** Minutes of a French wall-clock time "YYYY-MM-DDTHH:MM" (no change of time within the 2021 fixture). */
const minutes = (local: string) => Date.parse(`${local}:00Z`) / 60_000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const shareWithin1 = (errors: number[]) => errors.filter((e) => e <= 1).length / errors.length;
const percent = (share: number) => `${Math.round(100 * share)} %`;

const timeErrors: number[] = [];
const heightErrors: number[] = [];
const coefficientErrors2021: number[] = [];
const coefficientErrors2026: number[] = [];
let ourTides = 0;

beforeAll(() => {
  const ours = tideDays(brest, '2021-06-01', 122).flatMap((d) => d.marees.map((m) => ({ ...m, local: `${d.date}T${m.heure}` })));
  ourTides = ours.length;
  for (const p of tables) {
    const match = ours
      .filter((o) => o.type === p.type)
      .reduce((a, b) => (Math.abs(minutes(b.local) - minutes(p.local)) < Math.abs(minutes(a.local) - minutes(p.local)) ? b : a));
    timeErrors.push(Math.abs(minutes(match.local) - minutes(p.local)));
    heightErrors.push(Math.abs(match.hauteur - p.hauteur));
    if (p.coefficient !== undefined) coefficientErrors2021.push(Math.abs((match.coefficient ?? Number.NaN) - p.coefficient));
  }

  // Morning and afternoon high waters, on the days that have two (the others are ambiguous).
  const days = new Map(tideDays(brest, coefficients2026[0]!.date, coefficients2026.length).map((d) => [d.date, d]));
  for (const { date, published } of coefficients2026) {
    const highs = days.get(date)?.marees.filter((m) => m.type === 'PM') ?? [];
    if (highs.length !== 2) continue;
    highs.forEach((m, i) => coefficientErrors2026.push(Math.abs((m.coefficient ?? Number.NaN) - published[i]!)));
  }

  console.log('Brest against SHOM', {
    tides2021: `${ourTides} ours, ${tables.length} published`,
    medianTimeErrorMin: median(timeErrors),
    maxTimeErrorMin: Math.max(...timeErrors),
    meanAbsHeightErrorCm: Math.round(mean(heightErrors) * 1000) / 10,
    coefficientWithin1In2021: percent(shareWithin1(coefficientErrors2021)),
    coefficientWithin1In2025To2026: `${percent(shareWithin1(coefficientErrors2026))} of ${coefficientErrors2026.length}`,
    maxCoefficientError: Math.max(...coefficientErrors2021, ...coefficientErrors2026),
  });
});

test('June to September 2021: the same tides, at SHOM’s times and heights', () => {
  expect(tables).toHaveLength(471);
  expect(ourTides).toBe(tables.length);
  expect(Math.max(...timeErrors)).toBeLessThan(30);
  expect(median(timeErrors)).toBeLessThanOrEqual(5);
  expect(mean(heightErrors)).toBeLessThanOrEqual(0.03);
});

test('coefficients within ±1 of SHOM’s for 90 % of the high waters, in 2021 and in 2025–2026', () => {
  expect(coefficientErrors2021).toHaveLength(235);
  expect(shareWithin1(coefficientErrors2021)).toBeGreaterThanOrEqual(0.9);
  expect(coefficientErrors2026.length).toBeGreaterThan(400);
  expect(shareWithin1(coefficientErrors2026)).toBeGreaterThanOrEqual(0.9);
});

test('no coefficient above 120 nor under 20, even at the strongest equinoctial tides of 2015, 2020, 2028 and 2033', () => {
  const coefficientsOf = (first: string, count: number) =>
    tideDays(brest, first, count).flatMap((d) => d.marees.flatMap((m) => (m.coefficient === undefined ? [] : [m.coefficient])));
  for (const first of ['2015-03-19', '2020-03-08', '2028-03-10', '2033-03-01']) {
    const spring = coefficientsOf(first, 6);
    expect(Math.max(...spring)).toBeLessThanOrEqual(120);
    expect(Math.max(...spring)).toBeGreaterThanOrEqual(110);
  }
  const year = coefficientsOf('2033-01-01', 365);
  expect(Math.min(...year)).toBeGreaterThanOrEqual(20);
  expect(Math.max(...year)).toBeLessThanOrEqual(120);
});
