/**
 * Runs `work` once the main thread is idle (within 2 s), or after half a second where the
 * browser has no requestIdleCallback (Safari).
 */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout: 2000 });
  else setTimeout(work, 500);
}
