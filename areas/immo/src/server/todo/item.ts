/**
 * What every rule of « À faire » shares: the sources it reads (the rent cycle, the revision,
 * the base), the leases running on a day, and the date arithmetic its comments name.
 */
import type { Db } from 'server-kit';
import { parseIsoDay } from 'server-kit';
import type { AFaireItem, RentRevision } from '../../contract';
import type { RentCycle } from '../rents/rentDue';
import type { Envois } from '../sends/envois';

export interface TodoSources {
  db: Db;
  rents: RentCycle;
  /** GET baux/{id}/revision's answer (earnings/rentRevision.ts). */
  revision(bailId: number, today: string): RentRevision | null | undefined;
  /** RETARD_JOURS. */
  retardJours: number;
  /** What went out to each tenant (sends/envois.ts). */
  envois: Envois;
}

/** A rule: the items it finds as of `today` (follow-ups not applied yet). */
export type TodoRule = (sources: TodoSources, today: string) => AFaireItem[];

export interface RunningLease {
  id: number;
  property_id: number;
  bien: string;
  locataire: string;
  debut: string;
  fin: string | null;
  /** 1 for a furnished letting (IM_MEUBLE). */
  meuble: number;
}

/** The leases running on `today` (begun, not ended: a sold property's ended on its sale). */
export function runningLeases(db: Db, today: string): RunningLease[] {
  return db
    .prepare<[string, string], RunningLease>(
      `SELECT l.id, l.property_id, p.name AS bien, l.tenant AS locataire, l.start_date AS debut, l.end_date AS fin, p.furnished AS meuble
       FROM leases l JOIN properties p ON p.id = l.property_id
       WHERE l.start_date <= ? AND (l.end_date IS NULL OR l.end_date >= ?) ORDER BY p.name, l.id`,
    )
    .all(today, today);
}

/** `day` moved by `days` days (negative: earlier). */
export function addDays(day: string, days: number): string {
  const { year, month, day: d } = parseIsoDay(day);
  return new Date(Date.UTC(year, month - 1, d + days)).toISOString().slice(0, 10);
}
