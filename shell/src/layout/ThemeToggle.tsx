import { choiceFor, colorScheme, systemPrefersDark, useDarkTheme } from 'shared-kernel';
import { IconToggle } from './NavBar.styles';

export const THEME_LABEL = 'Thème sombre';

/**
 * The theme's switch: « Thème sombre », pressed while the page is dark, whether the owner
 * chose it or the device asks for it. Pressing it shows the other theme and remembers it on
 * the device; going back to the device's own theme follows the device again.
 */
export function ThemeToggle() {
  const dark = useDarkTheme();
  const toggle = () => colorScheme.set(choiceFor(dark ? 'light' : 'dark', systemPrefersDark()));
  return (
    <IconToggle type="button" aria-pressed={dark} aria-label={THEME_LABEL} title={THEME_LABEL} onClick={toggle}>
      <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill={dark ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    </IconToggle>
  );
}
