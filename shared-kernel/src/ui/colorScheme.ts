/**
 * Singleton: the owner's theme choice is one value for the whole page, the shell's toggle sets
 * it and the page's colours (CSS variables of every package) follow it, so it lives once.
 *
 * 'system' follows the device (prefers-color-scheme); 'light' and 'dark' override it. The
 * choice is stored under PREFERENCE_KEYS.theme as `light` or `dark` (no key: system) and shown
 * as `data-theme` on <html>, which the theme's CSS reads. The page's head script applies the
 * stored value before the first paint with the same key and values; this store keeps the
 * attribute in step afterwards.
 */
import { useSyncExternalStore } from 'react';
import { devicePreference, PREFERENCE_KEYS } from './devicePreference';

export type ColorScheme = 'system' | 'light' | 'dark';

export const colorScheme = devicePreference<ColorScheme>(
  PREFERENCE_KEYS.theme,
  'system',
  (raw) => (raw === 'light' || raw === 'dark' ? raw : undefined),
  (value) => (value === 'system' ? null : value),
);

/** Writes the choice on <html>: `data-theme` for an override, no attribute for the system. */
export function applyColorScheme(value: ColorScheme, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  if (value === 'system') delete root.dataset.theme;
  else root.dataset.theme = value;
}

applyColorScheme(colorScheme.get());
colorScheme.subscribe(() => applyColorScheme(colorScheme.get()));

const DARK_QUERY = '(prefers-color-scheme: dark)';
const darkQuery = () => (typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(DARK_QUERY) : null);

/** Whether the device asks for a dark theme. */
export function systemPrefersDark(): boolean {
  return darkQuery()?.matches ?? false;
}

function subscribeSystem(listener: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
}

/** The theme on screen for a choice: the system's when the choice is 'system'. */
export function effectiveScheme(choice: ColorScheme, systemDark: boolean): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return systemDark ? 'dark' : 'light';
}

/**
 * The choice that shows `wanted`: 'system' when the device already shows it, so that turning
 * back to the device's own theme follows the device again rather than pinning it.
 */
export function choiceFor(wanted: 'light' | 'dark', systemDark: boolean): ColorScheme {
  return wanted === (systemDark ? 'dark' : 'light') ? 'system' : wanted;
}

/** React hook: whether the page is dark now (the choice, or the device's theme). */
export function useDarkTheme(): boolean {
  const choice = colorScheme.useValue();
  const systemDark = useSyncExternalStore(subscribeSystem, systemPrefersDark, () => false);
  return effectiveScheme(choice, systemDark) === 'dark';
}
