/**
 * Work the api's scheduler runs on its own (api/src/scheduler/): a daily backup, the IRL feed,
 * an area's sends. A job says what it did, for the log, and must survive a restart without
 * repeating itself: the scheduler stores when a daily job last ran; a job run every minute
 * makes its work idempotent (the immo area's `envois`).
 */
export interface ScheduledJob {
  /** Its name in the log and in the scheduler's store (`immo/envois`…). */
  name: string;
  /** `minute`: at each tick; `day`: once a calendar day (the api's time zone), its last run stored. */
  every: 'minute' | 'day';
  /** Also once when the api starts, whatever its last run (a backup at each start). */
  atStart?: boolean;
  /** Does the work as of `now`; what it did in French for the log, or null when there was nothing to do. */
  run(now: Date): Promise<string | null>;
}
