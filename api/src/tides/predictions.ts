/**
 * High and low waters of a station for a run of French days, heights above the chart datum
 * (the station's MSL datum added to the harmonic level), times in French time.
 *
 * Coefficient rule: the French tidal coefficient is a Brest quantity, the same for the whole
 * French coast. Each Brest high water gets round(100 × (PM − BM) / (2 × 3.05)), the range being
 * the mean of its ranges with the low waters before and after it (the one present at the edges).
 * A high water of another French station takes the coefficient of the Brest high water nearest in
 * time (within 12 h); stations outside France get none.
 */
import { neaps, type Station } from './neaps';
import { addDays, parisDayTime, windowAround } from './parisTime';
import { findTideStation } from './stations';

export const BREST_MEAN_SPRING_AMPLITUDE = 3.05;
export const WEEK_DAYS = 8;

export interface Maree {
  type: 'PM' | 'BM';
  heure: string;
  hauteur: number;
  coefficient?: number;
}
export interface JourDeMarees {
  date: string;
  marees: Maree[];
}
export interface Extreme {
  time: Date;
  level: number;
  high: boolean;
}

function datumOffset(station: Station): number {
  return station.datums.MSL ?? 0;
}

/** Extremes between two instants, heights above the chart datum. */
export function extremes(station: Station, start: Date, end: Date): Extreme[] {
  const offset = datumOffset(station);
  return neaps().predictor.createTidePredictor(station.harmonic_constituents)
    .getExtremesPrediction({ start, end })
    .map((e) => ({ time: new Date(e.time.getTime()), level: e.level + offset, high: e.high }));
}

/** Water level every `stepMinutes` between two instants, above the chart datum. */
export function timeline(station: Station, start: Date, end: Date, stepMinutes = 10): { time: Date; level: number }[] {
  const offset = datumOffset(station);
  return neaps().predictor.createTidePredictor(station.harmonic_constituents)
    .getTimelinePrediction({ start, end, timeFidelity: stepMinutes * 60 })
    .map((p) => ({ time: new Date(p.time.getTime()), level: p.level + offset }));
}

/** Coefficient of each high water of a run of extremes (keyed by its instant). */
export function brestCoefficients(run: Extreme[]): Map<number, number> {
  const result = new Map<number, number>();
  run.forEach((e, i) => {
    if (!e.high) return;
    const ranges = [run[i - 1], run[i + 1]].filter((n): n is Extreme => n !== undefined && !n.high).map((n) => e.level - n.level);
    if (ranges.length === 0) return;
    const range = ranges.reduce((a, b) => a + b, 0) / ranges.length;
    result.set(e.time.getTime(), Math.round((100 * range) / (2 * BREST_MEAN_SPRING_AMPLITUDE)));
  });
  return result;
}

const HALF_DAY_MS = 12 * 3_600_000;
let brest: Station | null | undefined;

function coefficientsFor(station: Station, start: Date, end: Date): (e: Extreme) => number | undefined {
  if (station.country_code !== 'FR') return () => undefined;
  brest ??= findTideStation('Brest');
  const reference = brest;
  if (!reference) return () => undefined;
  const margin = HALF_DAY_MS;
  const run = extremes(reference, new Date(start.getTime() - margin), new Date(end.getTime() + margin));
  const coefficients = brestCoefficients(run);
  const highs = run.filter((e) => e.high && coefficients.has(e.time.getTime()));
  return (e) => {
    let best: Extreme | undefined;
    for (const h of highs) {
      if (!best || Math.abs(h.time.getTime() - e.time.getTime()) < Math.abs(best.time.getTime() - e.time.getTime())) best = h;
    }
    if (!best || Math.abs(best.time.getTime() - e.time.getTime()) > HALF_DAY_MS) return undefined;
    return coefficients.get(best.time.getTime());
  };
}

/** The French days from `today` on (8 by default), each with its high and low waters. */
export function tideDays(station: Station, today: string, count = WEEK_DAYS): JourDeMarees[] {
  const days = Array.from({ length: count }, (_, i) => addDays(today, i));
  const { start, end } = windowAround(days[0]!, days[days.length - 1]!);
  const run = extremes(station, start, end);
  const coefficientOf = coefficientsFor(station, start, end);
  const byDay = new Map<string, Maree[]>(days.map((d) => [d, []]));
  for (const e of run) {
    const local = parisDayTime(e.time);
    const list = byDay.get(local.date);
    if (!list) continue;
    const maree: Maree = { type: e.high ? 'PM' : 'BM', heure: local.heure, hauteur: Math.round(e.level * 100) / 100 };
    const coefficient = e.high ? coefficientOf(e) : undefined;
    if (coefficient !== undefined) maree.coefficient = coefficient;
    list.push(maree);
  }
  return days.map((date) => ({ date, marees: byDay.get(date) ?? [] }));
}
