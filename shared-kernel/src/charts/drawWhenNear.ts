/**
 * When a chart is drawn: once its box comes near the viewport, and one chart at a time.
 * nivo's marks cost a long task on a phone; below the fold they cost nothing until the owner
 * scrolls to them, and charts that come into view together are committed one after the other
 * (each in a transition that React renders in slices), so that no task adds them up.
 */
import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
// Starts drawing 200 px outside the viewport (useNearViewport's margin), so that a chart is ready when it scrolls in.
// A stateless hook: the charts entry may bundle its own copy of these few lines.
import { useNearViewport } from 'shared-kernel';

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
  const near = useNearViewport(ref);
  const [drawn, setDrawn] = useState(near);
  const endTurn = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (near && !drawn && !endTurn.current) endTurn.current = takeTurn(() => startTransition(() => setDrawn(true)));
  }, [near, drawn]);

  // Drawn (this runs after the commit): the next chart's turn. Unmounted: the turn is given back.
  useEffect(() => {
    if (drawn) endTurn.current?.();
  }, [drawn]);
  useEffect(() => () => endTurn.current?.(), []);

  return drawn;
}
