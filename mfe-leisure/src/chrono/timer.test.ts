import {
  DEFAULT_TIMER,
  STOPPED,
  drawPhotoIndices,
  elapsedMs,
  formatClock,
  photoIndex,
  sessionSeconds,
  startWatch,
  stopWatch,
  timerAt,
  type TimerConfig,
} from './timer';

const cfg: TimerConfig = { rounds: 3, execSeconds: 20, restSeconds: 10 };
const s = (seconds: number) => seconds * 1000;

describe('timerAt', () => {
  it('has the spec defaults: exec 20 s, repos 10 s', () => {
    expect(DEFAULT_TIMER.execSeconds).toBe(20);
    expect(DEFAULT_TIMER.restSeconds).toBe(10);
  });

  it('starts in the exec phase with the full exec time', () => {
    expect(timerAt(cfg, 0)).toEqual({ phase: 'exec', round: 1, remainingSeconds: 20, restsDone: 0, totalRemainingSeconds: 90 });
  });

  it('counts down each second, a partial second still showing', () => {
    expect(timerAt(cfg, 999).remainingSeconds).toBe(20);
    expect(timerAt(cfg, s(1)).remainingSeconds).toBe(19);
    expect(timerAt(cfg, s(19.5)).remainingSeconds).toBe(1);
  });

  it('alternates exec and repos, round after round', () => {
    expect(timerAt(cfg, s(20))).toMatchObject({ phase: 'repos', round: 1, remainingSeconds: 10, restsDone: 0 });
    expect(timerAt(cfg, s(29))).toMatchObject({ phase: 'repos', round: 1, remainingSeconds: 1 });
    expect(timerAt(cfg, s(30))).toMatchObject({ phase: 'exec', round: 2, remainingSeconds: 20, restsDone: 1 });
    expect(timerAt(cfg, s(50))).toMatchObject({ phase: 'repos', round: 2, restsDone: 1 });
    expect(timerAt(cfg, s(60))).toMatchObject({ phase: 'exec', round: 3, restsDone: 2 });
  });

  it('finishes after the last rest', () => {
    expect(timerAt(cfg, s(89.9))).toMatchObject({ phase: 'repos', round: 3, remainingSeconds: 1, totalRemainingSeconds: 1 });
    expect(timerAt(cfg, s(90))).toEqual({ phase: 'fini', round: 3, remainingSeconds: 0, restsDone: 3, totalRemainingSeconds: 0 });
    expect(timerAt(cfg, s(500)).phase).toBe('fini');
    expect(sessionSeconds(cfg)).toBe(90);
  });

  it('jumps straight to the right phase when the clock moved a lot (no drift)', () => {
    // a throttled tab wakes up 47,2 s later: second round, 2,8 s of exec left → 3 shown
    expect(timerAt(cfg, s(47.2))).toMatchObject({ phase: 'exec', round: 2, remainingSeconds: 3 });
  });
});

describe('photoIndex', () => {
  it('advances after each rest phase and wraps after the last photo', () => {
    expect([0, 1, 2, 3, 4, 5, 8].map((n) => photoIndex(n, 4))).toEqual([0, 1, 2, 3, 0, 1, 0]);
    expect(photoIndex(3, 0)).toBe(0);
  });
});

describe('stopwatch', () => {
  it('accumulates running time across Stop and Start, and ignores stopped time', () => {
    let w = startWatch(STOPPED, 1000);
    expect(elapsedMs(w, 6000)).toBe(5000);
    w = stopWatch(w, 6000);
    expect(elapsedMs(w, 60_000)).toBe(5000);
    w = startWatch(w, 100_000);
    expect(startWatch(w, 100_500)).toBe(w); // Start twice does not restart
    expect(elapsedMs(w, 102_000)).toBe(7000);
    expect(stopWatch(STOPPED, 5)).toBe(STOPPED);
  });
});

describe('drawPhotoIndices', () => {
  it('draws 4 distinct indices from 0 to 20 with the injected random source', () => {
    const seq = [0, 0, 0, 0.99];
    let i = 0;
    const picked = drawPhotoIndices(4, 20, () => seq[i++]!);
    // 0 from 0..20, then 1 from the remaining 1..20, then 2, then the last of 3..20
    expect(picked).toEqual([0, 1, 2, 20]);
  });

  it('never repeats and stays within bounds, whatever the source', () => {
    for (let run = 0; run < 200; run++) {
      const picked = drawPhotoIndices(4, 20);
      expect(new Set(picked).size).toBe(4);
      for (const n of picked) expect(n >= 0 && n <= 20 && Number.isInteger(n)).toBe(true);
    }
    expect(drawPhotoIndices(4, 20, () => 1)).toHaveLength(4); // a source returning 1 is clamped
  });

  it('draws fewer when there are fewer images', () => {
    expect(drawPhotoIndices(4, 1, () => 0).sort()).toEqual([0, 1]);
  });
});

describe('formatClock', () => {
  it('shows minutes and seconds', () => {
    expect(formatClock(20)).toBe('0:20');
    expect(formatClock(725)).toBe('12:05');
  });
});
