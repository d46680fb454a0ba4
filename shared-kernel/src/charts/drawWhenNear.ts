/**
 * When a chart is drawn: once its box comes near the viewport, and one chart at a time.
 * nivo's marks cost a long task on a phone; below the fold they cost nothing until the owner
 * scrolls to them, and charts that come into view together are committed one after the other
 * (each in a transition that React renders in slices), so that no task adds them up.
 */
import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/** How far outside the viewport a chart starts drawing, so that it is ready when it scrolls in. */
export const DRAW_AHEAD = '200px 0px';

/** Charts near the viewport waiting for their turn, and whether one is being drawn. */
const waiting: Array<() => void> = [];
let drawing = false;

function drawNext() {
  const start = waiting.shift();
  drawing = start !== undefined;
  start?.();
}

/**
 * Queues `draw`; the returned function ends its turn (drawn, or unmounted first) and lets the
 * next chart start after the browser had a chance to paint.
 */
function takeTurn(draw: () => void): () => void {
  let state: 'waiting' | 'drawing' | 'done' = 'waiting';
  const start = () => {
    state = 'drawing';
    draw();
  };
  waiting.push(start);
  if (!drawing) drawNext();
  return () => {
    if (state === 'waiting') waiting.splice(waiting.indexOf(start), 1);
    if (state === 'drawing') setTimeout(drawNext, 0);
    state = 'done';
  };
}

/**
 * Whether the element's chart may be drawn (then it stays true): after it came near the
 * viewport and its turn came. Without IntersectionObserver (jsdom), at once.
 */
export function useDrawWhenNear(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const endTurn = useRef<(() => void) | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        endTurn.current = takeTurn(() => startTransition(() => setNear(true)));
      },
      { rootMargin: DRAW_AHEAD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);

  // Drawn (this runs after the commit): the next chart's turn. Unmounted: the turn is given back.
  useEffect(() => {
    if (near) endTurn.current?.();
  }, [near]);
  useEffect(() => () => endTurn.current?.(), []);

  return near;
}
