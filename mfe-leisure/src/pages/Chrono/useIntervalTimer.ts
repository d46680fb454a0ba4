import { useEffect, useRef, useState } from 'react';
import { createCue, type Cue } from '../../chrono/cue';
import {
  STOPPED,
  elapsedMs,
  startWatch,
  stopWatch,
  timerAt,
  type Phase,
  type Stopwatch,
  type TimerConfig,
  type TimerView,
} from '../../chrono/timer';

/** How often the display is refreshed while the timer runs. */
const TICK_MS = 200;

export const PHASE_LABEL: Record<Phase, string> = { exec: 'Exercice', repos: 'Repos', fini: 'Séance terminée' };

/** The monotonic clock of the countdown (Playwright's and Jest's fake clocks drive it too). */
const clock = () => performance.now();

export interface IntervalTimer {
  /** Phase, round and seconds left, derived from the running time. */
  view: TimerView;
  running: boolean;
  /** Never started since the last reset: the fields can be edited. */
  idle: boolean;
  /** Stopped part-way through the session. */
  paused: boolean;
  finished: boolean;
  /** What a screen reader announces: each phase change, the stop, the end. */
  announcement: string;
  start: () => void;
  stop: () => void;
  reset: () => void;
}

/**
 * The interval timer's state machine (ready, running, paused, finished) on a stopwatch that
 * accumulates running time across Stop/Start. The values are always recomputed from the
 * clock, so a late or throttled tick never makes the countdown drift. Each phase change
 * plays a cue and is announced; the timer stops by itself at the end of the session.
 */
export function useIntervalTimer(config: TimerConfig): IntervalTimer {
  const [watch, setWatch] = useState<Stopwatch>(STOPPED);
  const [now, setNow] = useState(clock);
  const [announcement, setAnnouncement] = useState('');
  const cue = useRef<Cue | null>(null);
  const lastStep = useRef<string | null>(null);

  const running = watch.startedAt !== null;
  const view = timerAt(config, elapsedMs(watch, now));
  const idle = !running && watch.accumulatedMs === 0;
  const finished = view.phase === 'fini';

  // Tick while running, and at once when the tab becomes visible again.
  useEffect(() => {
    if (!running) return undefined;
    const tick = () => setNow(clock());
    const id = window.setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [running]);

  // A cue and an announcement at each phase change; the session stops by itself at the end.
  useEffect(() => {
    if (idle) {
      lastStep.current = null;
      return;
    }
    const step = `${view.phase}-${view.round}`;
    if (step === lastStep.current) return;
    lastStep.current = step;
    cue.current?.play(view.phase);
    setAnnouncement(
      view.phase === 'fini'
        ? `${PHASE_LABEL.fini}.`
        : `${PHASE_LABEL[view.phase]}, série ${view.round} sur ${config.rounds}, ${view.remainingSeconds} secondes.`,
    );
    if (view.phase === 'fini') setWatch((w) => stopWatch(w, clock()));
  }, [idle, view.phase, view.round, view.remainingSeconds, config.rounds]);

  useEffect(() => () => cue.current?.close(), []);

  const start = () => {
    // Sound is only allowed after a user gesture: the cue is unlocked by Start.
    cue.current ??= createCue();
    cue.current.unlock();
    const t = clock();
    setNow(t);
    setWatch((w) => startWatch(w, t));
  };
  const stop = () => {
    const t = clock();
    setNow(t);
    setWatch((w) => stopWatch(w, t));
    setAnnouncement('Chrono arrêté.');
  };
  const reset = () => {
    setWatch(STOPPED);
    setNow(clock());
    setAnnouncement('');
  };

  return { view, running, idle, paused: !running && !idle && !finished, finished, announcement, start, stop, reset };
}
