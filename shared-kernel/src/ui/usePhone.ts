/**
 * Whether the screen is a phone's (narrower than 600 px): the one place the kernel and the
 * remotes ask it, where a table turns into cards. Follows a rotation or a resized window.
 * Without a window (the prerender) or matchMedia (jsdom), it answers false: the wide layout.
 */
import { useSyncExternalStore } from 'react';

/** The same width as the kernel's `@media (max-width: 600px)` rules. */
export const PHONE_QUERY = '(max-width: 600px)';

const media = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;

function subscribe(listener: () => void): () => void {
  const list = media();
  if (!list) return () => undefined;
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

const isPhone = () => media()?.matches ?? false;
const onServer = () => false;

export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, onServer);
}
