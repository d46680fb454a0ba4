import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREFERENCE_KEYS, colorScheme } from 'shared-kernel';
import { ThemeToggle } from './ThemeToggle';

const KEY = PREFERENCE_KEYS.theme;
const root = document.documentElement;

/** A device whose system theme is dark (or light): jsdom has no matchMedia of its own. */
function systemDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  colorScheme.set('system');
  localStorage.clear();
});

describe('ThemeToggle', () => {
  it('on a light device: « Thème sombre » not pressed; pressing it turns dark and remembers it', async () => {
    systemDark(false);
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Thème sombre' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(KEY)).toBe('dark');
    expect(root.dataset.theme).toBe('dark');

    // Back to the device's own theme: the device is followed again, nothing is pinned.
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('on a dark device: pressed from the start; the keyboard overrides it with the light theme', async () => {
    systemDark(true);
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Thème sombre' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(KEY)).toBe('light');
    expect(root.dataset.theme).toBe('light');
  });

  it('shows a choice remembered from an earlier visit', () => {
    systemDark(false);
    colorScheme.set('dark');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Thème sombre' })).toHaveAttribute('aria-pressed', 'true');
  });
});
