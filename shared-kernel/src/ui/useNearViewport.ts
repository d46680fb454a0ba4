import { useEffect, useState, type RefObject } from 'react';

/** How far outside the viewport an element counts as near: it is ready when it scrolls in. */
const NEAR_MARGIN = '200px 0px';

/**
 * Whether the element has come within `margin` of the viewport (then it stays true). Watched
 * only while `watch` is true: a place that may still move (content above it still loading)
 * is not judged yet. Without IntersectionObserver (jsdom, the build's pre-render), at once.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, { watch = true, margin = NEAR_MARGIN } = {}): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !watch || !el) return undefined;
    // A report already queued when watching stops (or the element goes) is not heeded.
    let watching = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!watching || !entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => {
      watching = false;
      observer.disconnect();
    };
  }, [ref, near, watch, margin]);
  return near;
}
