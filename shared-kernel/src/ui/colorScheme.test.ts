import { PREFERENCE_KEYS } from './devicePreference';
import { choiceFor, colorScheme, effectiveScheme, type ColorScheme } from './colorScheme';
import { DARK, LIGHT, insertThemeStyle, theme } from './theme';

const KEY = PREFERENCE_KEYS.theme;
const root = document.documentElement;

/** The store as a fresh page load would build it from what is stored. */
function loadWith(stored: string | null): typeof colorScheme {
  if (stored === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, stored);
  let store: typeof colorScheme | undefined;
  jest.isolateModules(() => {
    store = (jest.requireActual('./colorScheme') as typeof import('./colorScheme')).colorScheme;
  });
  return store!;
}

afterEach(() => {
  colorScheme.set('system');
  localStorage.clear();
  delete root.dataset.theme;
});

describe('colorScheme', () => {
  it('follows the system when nothing is stored, and leaves <html> without data-theme', () => {
    expect(loadWith(null).get()).toBe('system');
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('reads a stored dark choice and shows it on <html> at load', () => {
    expect(loadWith('dark').get()).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
  });

  it('takes a corrupt stored value for the system', () => {
    for (const corrupt of ['sombre', 'DARK', '', '{"x":1}']) {
      expect(loadWith(corrupt).get()).toBe('system');
      expect(root.hasAttribute('data-theme')).toBe(false);
    }
  });

  it("stores 'light' / 'dark' and sets data-theme; 'system' removes both", () => {
    colorScheme.set('dark');
    expect(localStorage.getItem(KEY)).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
    colorScheme.set('light');
    expect(localStorage.getItem(KEY)).toBe('light');
    expect(root.dataset.theme).toBe('light');
    colorScheme.set('system');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('shows the system theme for system, the choice otherwise', () => {
    const cases: [ColorScheme, boolean, 'light' | 'dark'][] = [
      ['system', true, 'dark'],
      ['system', false, 'light'],
      ['light', true, 'light'],
      ['dark', false, 'dark'],
    ];
    for (const [choice, systemDark, shown] of cases) expect(effectiveScheme(choice, systemDark)).toBe(shown);
  });

  it("asks for 'system' when the wanted theme is the device's own, an override otherwise", () => {
    expect(choiceFor('light', true)).toBe('light');
    expect(choiceFor('dark', true)).toBe('system');
    expect(choiceFor('dark', false)).toBe('dark');
    expect(choiceFor('light', false)).toBe('system');
  });
});

describe('the theme style sheet', () => {
  it('gives a page without the shell (a remote run alone) the light and dark variables', () => {
    insertThemeStyle(document);
    const rules = Array.from(document.styleSheets).flatMap((s) => Array.from(s.cssRules).map((r) => r.cssText));
    expect(rules.some((r) => r.startsWith(':root') && r.includes(`--tdb-surface: ${LIGHT.surface}`))).toBe(true);
    expect(rules.some((r) => r.includes('prefers-color-scheme: dark') && r.includes(`--tdb-surface: ${DARK.surface}`))).toBe(true);
    expect(rules.some((r) => r.startsWith(":root[data-theme=\"dark\"]") || r.startsWith(":root[data-theme='dark']"))).toBe(true);
    expect(theme.surface).toBe('var(--tdb-surface)');
  });
});
