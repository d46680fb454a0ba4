import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Width of a container, capped to `max`, for fixed-width charts that must shrink on a
 * phone (the 450 px bubble charts). Gives `max` until the box is measured (and in
 * environments without ResizeObserver, such as jsdom).
 */
export function useContainerWidth<E extends HTMLElement>(max: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(max);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width ?? 0;
      if (measured > 0) setWidth(Math.min(max, Math.floor(measured)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [max]);
  return [ref, width] as const;
}
