import { startTransition } from 'react';
import { createRoot, type Root, type RootOptions } from 'react-dom/client';

/**
 * A React root whose renders are transitions: React renders them in slices of a few
 * milliseconds and lets the browser in between, where a default render holds the main thread
 * for the whole tree (100 to 200 ms for Home's first render on a phone profile, counted whole
 * in the page's blocking time). What was on screen (the pre-rendered page, a spinner) stays
 * until the tree is ready. The shell's root and every remote's parcels use it.
 */
export function createYieldingRoot(container: Element | DocumentFragment, options?: RootOptions): Root {
  const root = createRoot(container, options);
  return {
    render: (children) => startTransition(() => root.render(children)),
    unmount: () => root.unmount(),
  };
}
