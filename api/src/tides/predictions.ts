/**
 * High and low waters of a station for a run of French days, heights above the chart datum
 * (the station's mean level added to the harmonic level), times in French time.
 *
 * Coefficient rule, as SHOM defines it (« Coefficient de marée », www.shom.fr, activites-scientifiques/
 * maree-et-courants/marees/coefficient-de-maree) : « Le coefficient est
 * calculé pour une pleine mer. C'est le quotient du marnage semi-diurne de la formule harmonique
 * par la valeur moyenne du marnage pour les marées de vive-eau d'équinoxe, admise à 6,1 m à Brest.
 * C'est un nombre sans dimension compris entre 20 et 120. » It is a Brest quantity, the same for the
 * whole French coast. So the Brest tide is rebuilt from its semi-diurnal constituents only (M2, S2,
 * N2, K2…: the diurnal waves and the shallow-water ones such as M4 widened the full range by about
 * 1 point), and each of its high waters gets round(100 × (range − SHOM_RANGE_GAP) / 6.1), kept
 * within 20..120, the range being the mean of its ranges with the low waters before and after it
 * (the one present at the edges). A high water of a French station takes the coefficient of the
 * Brest high water nearest in time (within 12 h); stations outside France get none.
 */
import { neaps, type Station } from './neaps';
import { addDays, parisDayTime, windowAround } from './parisTime';
import { findTideStation } from './stations';

/** Mean range of the equinoctial spring tides at Brest: SHOM's unit for the coefficient. */
export const BREST_SPRING_RANGE = 6.1;
export const COEFFICIENT_MIN = 20;
export const COEFFICIENT_MAX = 120;
export const WEEK_DAYS = 8;

/**
 * Our semi-diurnal range at Brest, from the database's constituents, runs about 6 cm (1 point)
 * above the one behind SHOM's coefficients, while the full ranges agree within 1 cm (SHOM's
 * constants for the coefficient are not public). 0.06 m is the mean gap over the 661 published
 * coefficients of test/fixtures/: 0.05 m over November 2025 to June 2026 (SHOM's coefficients as
 * shown by maree.info, copied in the public repository polh79/tideme-api) and 0.08 m over June to
 * September 2021 (SHOM's Brest tables).
 */
export const SHOM_RANGE_GAP = 0.06;

/**
 * Left out of the semi-diurnal range: MA2 and MB2, the yearly modulation of M2 fitted on the
 * 2006–2025 record (a seasonal effect, not an astronomical wave). With them our coefficients ran
 * 1.5 points high in spring and summer and matched in winter, against the same SHOM coefficients.
 */
const SEASONAL = new Set(['MA2', 'MB2']);

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

/**
 * SHOM's mean level above the zéro hydrographique, where we have checked its tables. The Brest
 * gauge reads heights above that chart datum, but the database's MSL (4.205 m) is the mean observed
 * over 2006–2025, while SHOM predicts around its reference mean level, lower by the sea-level rise
 * since: 4.14 m (port meanLevel of SHOM's Brest tables, see test/fixtures/brest-shom-2021.csv).
 * With the MSL every Brest height came out 7 cm above the published ones.
 */
const SHOM_MEAN_LEVEL: Record<string, number> = { 'ticon/brest-822-fra-uhslc_fd': 4.14 };

function datumOffset(station: Station): number {
  return SHOM_MEAN_LEVEL[station.id] ?? station.datums.MSL ?? 0;
}

type Constituents = Station['harmonic_constituents'];

/**
 * The station's constituents, M3 turned by half a turn for TICON stations: TICON's M3 phases and
 * the predictor's M3 argument (which carries the IHO half-turn of M3) differ by 180°. Turned back,
 * M3 agrees with the gauges (hourly heights of 2020–2021 at Brest, Roscoff and Dunkerque fit better
 * by the variance of a doubled M3) and the Brest heights come within 2.8 cm of SHOM's instead of
 * 3.6: M3 made alternate high waters too high and too low.
 */
function constituentsOf(station: Station): Constituents {
  if (!station.source.name.startsWith('TICON')) return station.harmonic_constituents;
  return station.harmonic_constituents.map((c) => (c.name === 'M3' ? { ...c, phase: (c.phase + 180) % 360 } : c));
}

function extremesOf(constituents: Constituents, offset: number, start: Date, end: Date): Extreme[] {
  return neaps().predictor.createTidePredictor(constituents)
    .getExtremesPrediction({ start, end })
    .map((e) => ({ time: new Date(e.time.getTime()), level: e.level + offset, high: e.high }));
}

/** Extremes between two instants, heights above the chart datum. */
export function extremes(station: Station, start: Date, end: Date): Extreme[] {
  return extremesOf(constituentsOf(station), datumOffset(station), start, end);
}

/** The semi-diurnal constituents (about two cycles a day: speed near 30°/h), seasonal ones aside. */
function semidiurnal(station: Station): Constituents {
  const { constituents } = neaps().predictor;
  return station.harmonic_constituents.filter((c) => !SEASONAL.has(c.name) && Math.round((constituents[c.name]?.speed ?? 0) / 15) === 2);
}

/** Water level every `stepMinutes` between two instants, above the chart datum. */
export function timeline(station: Station, start: Date, end: Date, stepMinutes = 10): { time: Date; level: number }[] {
  const offset = datumOffset(station);
  return neaps().predictor.createTidePredictor(constituentsOf(station))
    .getTimelinePrediction({ start, end, timeFidelity: stepMinutes * 60 })
    .map((p) => ({ time: new Date(p.time.getTime()), level: p.level + offset }));
}

/** Coefficient of each high water of a run of semi-diurnal Brest extremes (keyed by its instant). */
export function brestCoefficients(run: Extreme[]): Map<number, number> {
  const result = new Map<number, number>();
  run.forEach((e, i) => {
    if (!e.high) return;
    const ranges = [run[i - 1], run[i + 1]].filter((n): n is Extreme => n !== undefined && !n.high).map((n) => e.level - n.level);
    if (ranges.length === 0) return;
    const range = ranges.reduce((a, b) => a + b, 0) / ranges.length;
    const coefficient = Math.round((100 * (range - SHOM_RANGE_GAP)) / BREST_SPRING_RANGE);
    result.set(e.time.getTime(), Math.min(COEFFICIENT_MAX, Math.max(COEFFICIENT_MIN, coefficient)));
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
  const run = extremesOf(semidiurnal(reference), 0, new Date(start.getTime() - margin), new Date(end.getTime() + margin));
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
