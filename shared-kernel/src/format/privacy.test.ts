import { PREFERENCE_KEYS } from '../ui/devicePreference';
import { formatAmount, formatEuro, formatEuroCompact, formatEuroRound, formatInteger, formatNumber, formatPercent } from './fr';
import { HIDDEN_AMOUNT, hideAmount, privacyMode } from './privacy';

const NBSP = '\u00a0';
const KEY = PREFERENCE_KEYS.privacy;

/** The store as a fresh page load would build it from what is stored. */
function loadWith(stored: string | null): typeof privacyMode {
  if (stored === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, stored);
  let store: typeof privacyMode | undefined;
  jest.isolateModules(() => {
    store = (jest.requireActual('./privacy') as typeof import('./privacy')).privacyMode;
  });
  return store!;
}

afterEach(() => {
  privacyMode.set(false);
  localStorage.clear();
});

describe('privacy mode', () => {
  it('hides every euro formatter while on and shows them again when off', () => {
    expect(formatEuro(1234.5)).toBe(`1\u202f234,50${NBSP}€`);
    privacyMode.set(true);
    expect(formatEuro(1234.5)).toBe(HIDDEN_AMOUNT);
    expect(formatEuroRound(98765.4)).toBe('•••');
    expect(formatEuroCompact(128300)).toBe('•••');
    expect(formatAmount(31.68)).toBe('•••');
    expect(hideAmount('25-35 €')).toBe('•••');
    privacyMode.set(false);
    expect(formatEuroRound(98765.4)).toBe(`98\u202f765${NBSP}€`);
    expect(formatAmount(31.68)).toBe('31,68');
  });

  it('leaves counts, percentages and plain numbers visible', () => {
    privacyMode.set(true);
    expect(formatInteger(12)).toBe('12');
    expect(formatPercent(87.4)).toBe(`87${NBSP}%`);
    expect(formatNumber(3.5)).toBe('3,5');
  });

  it("is remembered on the device as '1', and forgotten when turned off", () => {
    privacyMode.set(true);
    expect(localStorage.getItem(KEY)).toBe('1');
    privacyMode.set(false);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('reads the stored choice at load; nothing or a corrupt value is off', () => {
    expect(loadWith('1').get()).toBe(true);
    expect(loadWith(null).get()).toBe(false);
    expect(loadWith('oui{').get()).toBe(false);
    expect(loadWith('true').get()).toBe(false);
  });

  it('tells its subscribers of each change', () => {
    const seen: boolean[] = [];
    const stop = privacyMode.subscribe(() => seen.push(privacyMode.get()));
    privacyMode.set(true);
    privacyMode.set(true);
    privacyMode.set(false);
    stop();
    expect(seen).toEqual([true, false]);
  });
});
