/**
 * Privacy mode: every amount shown as « ••• », for a dashboard read where others can see the
 * screen. One device preference, read by the euro formatters (format/fr.ts) and by
 * `hideAmount`/`formatAmount` for the amounts written without them; counts, percentages and
 * other quantities stay visible. The formatters are plain functions: the shell and each
 * remote's parcels remount their content when the mode changes (`usePrivacyKey`).
 */
import { devicePreference, PREFERENCE_KEYS } from '../ui/devicePreference';

/** Stored as '1' when on; absent (or anything else, e.g. a corrupt value) is off. */
export const privacyMode = devicePreference<boolean>(
  PREFERENCE_KEYS.privacy,
  false,
  (raw) => raw === '1',
  (on) => (on ? '1' : null),
);

/** What an amount shows in privacy mode. */
export const HIDDEN_AMOUNT = '•••';

/** True while amounts are hidden. */
export const amountsHidden = (): boolean => privacyMode.get();

/** An amount's text as written elsewhere (a formula, a legacy string), or « ••• » in privacy mode. */
export const hideAmount = (text: string): string => (privacyMode.get() ? HIDDEN_AMOUNT : text);

/**
 * React hook for a root's `key`: changes with the mode, so the content remounts and every
 * formatter runs again (memoised values and charts included); react-query's cache keeps the
 * data, so nothing is fetched again.
 */
export const usePrivacyKey = (): string => (privacyMode.useValue() ? 'montants-masques' : 'montants-visibles');
