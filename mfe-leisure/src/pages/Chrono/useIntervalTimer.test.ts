import { act, renderHook } from '@testing-library/react';
import { formatClock } from '../../chrono/timer';
import { useIntervalTimer } from './useIntervalTimer';

const CONFIG = { rounds: 2, execSeconds: 20, restSeconds: 10 };

/** Moves the fake clock (timers and performance.now together) by `seconds`. */
async function wait(seconds: number) {
  await act(async () => {
    jest.advanceTimersByTime(seconds * 1000);
  });
}

function renderTimer() {
  const hook = renderHook(() => useIntervalTimer(CONFIG));
  const timer = () => hook.result.current;
  return {
    timer,
    /** What the page shows: phase, countdown of the phase, round. */
    shown: () => ({ phase: timer().view.phase, count: formatClock(timer().view.remainingSeconds), round: timer().view.round }),
    start: () => act(() => timer().start()),
    stop: () => act(() => timer().stop()),
    reset: () => act(() => timer().reset()),
  };
}

describe('useIntervalTimer', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is ready and still until started', async () => {
    const { timer, shown } = renderTimer();
    expect(timer()).toMatchObject({ idle: true, running: false, paused: false, finished: false, announcement: '' });
    expect(shown()).toEqual({ phase: 'exec', count: '0:20', round: 1 });
    await wait(45);
    expect(shown()).toEqual({ phase: 'exec', count: '0:20', round: 1 });
    expect(timer().idle).toBe(true);
  });

  it('counts exec then repos down each second, round after round, and announces each phase', async () => {
    const { timer, shown, start } = renderTimer();
    start();
    expect(timer()).toMatchObject({ idle: false, running: true });
    expect(timer().announcement).toBe('Exercice, série 1 sur 2, 20 secondes.');

    await wait(5.5);
    expect(shown()).toEqual({ phase: 'exec', count: '0:15', round: 1 });
    expect(timer().view.totalRemainingSeconds).toBe(55);

    await wait(15);
    expect(shown()).toEqual({ phase: 'repos', count: '0:10', round: 1 });
    expect(timer().view.restsDone).toBe(0);
    expect(timer().announcement).toBe('Repos, série 1 sur 2, 10 secondes.');

    await wait(10);
    expect(shown()).toEqual({ phase: 'exec', count: '0:20', round: 2 });
    expect(timer().view.restsDone).toBe(1);
    expect(timer().announcement).toBe('Exercice, série 2 sur 2, 20 secondes.');
  });

  it('stops by itself at the end of the session', async () => {
    const { timer, shown, start } = renderTimer();
    start();
    await wait(60.2);
    expect(shown()).toEqual({ phase: 'fini', count: '0:00', round: 2 });
    expect(timer()).toMatchObject({ running: false, finished: true, paused: false, announcement: 'Séance terminée.' });
    expect(timer().view.totalRemainingSeconds).toBe(0);
    await wait(30);
    expect(timer()).toMatchObject({ running: false, finished: true });
  });

  it('Stop pauses, Start resumes where it stopped, Reset goes back to the start', async () => {
    const { timer, shown, start, stop, reset } = renderTimer();
    start();
    await wait(6.5);
    stop();
    expect(timer()).toMatchObject({ running: false, paused: true, announcement: 'Chrono arrêté.' });
    expect(shown().count).toBe('0:14');

    await wait(60);
    expect(shown()).toEqual({ phase: 'exec', count: '0:14', round: 1 });

    start();
    await wait(1);
    expect(shown().count).toBe('0:13');
    expect(timer()).toMatchObject({ running: true, paused: false });

    reset();
    expect(timer()).toMatchObject({ idle: true, running: false, paused: false, announcement: '' });
    expect(shown()).toEqual({ phase: 'exec', count: '0:20', round: 1 });
    await wait(5);
    expect(shown().count).toBe('0:20');
  });
});
