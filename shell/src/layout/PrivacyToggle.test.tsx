import { act } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREFERENCE_KEYS, formatEuro, privacyMode } from 'shared-kernel';
import { PrivacyToggle } from './PrivacyToggle';

afterEach(() => {
  privacyMode.set(false);
  localStorage.clear();
});

describe('PrivacyToggle', () => {
  it('hides the amounts when pressed, remembers it on the device, and shows them again', async () => {
    render(<PrivacyToggle />);
    const toggle = screen.getByRole('button', { name: 'Masquer les montants' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(formatEuro(12)).toBe('12,00\u00a0€');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(PREFERENCE_KEYS.privacy)).toBe('1');
    expect(formatEuro(12)).toBe('•••');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(PREFERENCE_KEYS.privacy)).toBeNull();
    expect(formatEuro(12)).toBe('12,00\u00a0€');
  });

  it('works from the keyboard and follows a change made elsewhere', async () => {
    render(<PrivacyToggle />);
    const toggle = screen.getByRole('button', { name: 'Masquer les montants' });
    const user = userEvent.setup();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // Another tab (or another part of the page) turns it on: the button follows.
    act(() => privacyMode.set(true));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
