/**
 * The api's one scheduler: the daily backup, the IRL feed, the areas' jobs (the immo area's
 * sends) and the weekly digest run from here, one job after the other, at start and then once
 * a minute. A `day` job runs once a calendar day (the api's time zone): its last run is stored
 * in `scheduled_runs`, so a restart does not repeat it. A job that fails is logged and tried
 * again at the next tick (a `day` job: its day is not marked done). buildApp starts it for the
 * server only; a test runs `tick()` itself, with its own clock.
 */
import { isoDay, type ScheduledJob } from 'server-kit';
import type { Db } from '../db/open';

export const TICK_MS = 60_000;

export interface Scheduler {
  /** Runs every job due as of the clock, one after the other; the same promise while a tick runs. */
  tick(): Promise<void>;
  /** A first tick now (with the `atStart` jobs), then one a minute. */
  start(): void;
  close(): Promise<void>;
}

export interface SchedulerOptions {
  db: Db;
  now: () => Date;
  jobs: readonly ScheduledJob[];
  log: { info(message: string): void; warn(message: string): void };
  tickMs?: number;
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, now, jobs, log } = options;
  const lastRunOf = db.prepare<[string], { last_run: string }>('SELECT last_run FROM scheduled_runs WHERE job = ?');
  const markRun = db.prepare<[string, string]>(
    'INSERT INTO scheduled_runs (job, last_run) VALUES (?, ?) ON CONFLICT (job) DO UPDATE SET last_run = excluded.last_run',
  );
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let closed = false;
  let startPending = false;

  const due = (job: ScheduledJob, day: string, atStart: boolean): boolean =>
    job.every === 'minute' || (atStart && job.atStart === true) || (lastRunOf.get(job.name)?.last_run.slice(0, 10) ?? '') < day;

  async function runAll(atStart: boolean): Promise<void> {
    for (const job of jobs) {
      if (closed) return;
      const at = now();
      if (!due(job, isoDay(at), atStart)) continue;
      try {
        const did = await job.run(at);
        if (job.every === 'day') markRun.run(job.name, at.toISOString());
        if (did) log.info(`Tâche ${job.name} : ${did}`);
      } catch (error) {
        if (!closed) log.warn(`Tâche ${job.name} en échec : ${error instanceof Error ? error.message : String(error)} (nouvel essai à la prochaine minute).`);
      }
    }
  }

  function tick(): Promise<void> {
    const atStart = startPending;
    startPending = false;
    running ??= runAll(atStart).finally(() => {
      running = null;
    });
    return running;
  }

  return {
    tick,
    start() {
      if (timer || closed) return;
      startPending = true;
      void tick();
      timer = setInterval(() => void tick(), options.tickMs ?? TICK_MS);
      timer.unref(); // never keeps a stopping process alive
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
