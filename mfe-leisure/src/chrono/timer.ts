/**
 * Interval timer: `rounds` rounds of an exec phase then a repos phase,
 * counting down each second. Everything is derived from the elapsed wall-clock time, so the
 * countdown never drifts when the tab is slow or timers fire late.
 */
export interface TimerConfig {
  /** Number of rounds (field Nbr). */
  rounds: number;
  /** Exec phase, in seconds (20 by default). */
  execSeconds: number;
  /** Repos phase, in seconds (10 by default). */
  restSeconds: number;
}

export const DEFAULT_TIMER: Readonly<TimerConfig> = { rounds: 8, execSeconds: 20, restSeconds: 10 };

export type Phase = 'exec' | 'repos' | 'fini';

export interface TimerView {
  phase: Phase;
  /** 1-based round number (the last round once finished). */
  round: number;
  /** Whole seconds left in the phase, counted down each second (0 once finished). */
  remainingSeconds: number;
  /** Rest phases completed: the photo advances after each one. */
  restsDone: number;
  /** Whole seconds left in the whole session. */
  totalRemainingSeconds: number;
}

export function sessionSeconds(c: TimerConfig): number {
  return c.rounds * (c.execSeconds + c.restSeconds);
}

/** Where the session is after `elapsedMs` of running time. */
export function timerAt(c: TimerConfig, elapsedMs: number): TimerView {
  const roundMs = (c.execSeconds + c.restSeconds) * 1000;
  const totalMs = c.rounds * roundMs;
  const elapsed = Math.max(0, elapsedMs);
  if (elapsed >= totalMs || c.rounds <= 0 || roundMs <= 0) {
    return { phase: 'fini', round: Math.max(c.rounds, 1), remainingSeconds: 0, restsDone: c.rounds, totalRemainingSeconds: 0 };
  }
  const roundIndex = Math.floor(elapsed / roundMs);
  const inRound = elapsed - roundIndex * roundMs;
  const execMs = c.execSeconds * 1000;
  const inExec = inRound < execMs;
  const phaseEnd = inExec ? execMs : roundMs;
  return {
    phase: inExec ? 'exec' : 'repos',
    round: roundIndex + 1,
    remainingSeconds: Math.ceil((phaseEnd - inRound) / 1000),
    restsDone: roundIndex,
    totalRemainingSeconds: Math.ceil((totalMs - elapsed) / 1000),
  };
}

/** Photo shown after `restsDone` rest phases among `count` photos: advances, then wraps. */
export function photoIndex(restsDone: number, count: number): number {
  return count > 0 ? restsDone % count : 0;
}

/** A stopwatch on a monotonic clock: running time accumulates across Stop/Start. */
export interface Stopwatch {
  /** Clock reading when the current run started, or null when stopped. */
  startedAt: number | null;
  /** Running time of the previous runs. */
  accumulatedMs: number;
}

export const STOPPED: Stopwatch = { startedAt: null, accumulatedMs: 0 };

export function startWatch(w: Stopwatch, now: number): Stopwatch {
  return w.startedAt === null ? { ...w, startedAt: now } : w;
}

export function stopWatch(w: Stopwatch, now: number): Stopwatch {
  return w.startedAt === null ? w : { startedAt: null, accumulatedMs: w.accumulatedMs + (now - w.startedAt) };
}

export function elapsedMs(w: Stopwatch, now: number): number {
  return w.accumulatedMs + (w.startedAt === null ? 0 : now - w.startedAt);
}

/** `count` distinct indices drawn from 0 to `max` (inclusive) with the given random source. */
export function drawPhotoIndices(count: number, max: number, random: () => number = Math.random): number[] {
  const pool = Array.from({ length: Math.max(0, max) + 1 }, (_, i) => i);
  const picked: number[] = [];
  while (picked.length < count && pool.length > 0) {
    const r = Math.min(Math.max(random(), 0), 0.999999999);
    picked.push(pool.splice(Math.floor(r * pool.length), 1)[0]!);
  }
  return picked;
}

/** "0:20", "12:05" */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
