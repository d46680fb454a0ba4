import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter, navEntries } from 'shared-kernel';
import { NavBar } from './NavBar';

function renderNav() {
  return render(
    <HashRouter>
      <NavBar />
    </HashRouter>,
  );
}

describe('NavBar', () => {
  it('shows Accueil and the three groups, and opens a group with its links in order', async () => {
    renderNav();
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '#/');
    const appt = screen.getByRole('button', { name: /Appt/ });
    expect(appt).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(appt);
    expect(appt).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById('nav-appt')!;
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      navEntries('appt').map((r) => [r.nav!.label, `#${r.path}`]),
    );
  });

  it('is usable with the keyboard: Enter opens a group, Escape closes it', async () => {
    renderNav();
    const user = userEvent.setup();
    const infos = screen.getByRole('button', { name: /Infos/ });
    infos.focus();
    await user.keyboard('{Enter}');
    expect(within(document.getElementById('nav-infos')!).getAllByRole('link')).toHaveLength(14);
    await user.keyboard('{Escape}');
    expect(document.getElementById('nav-infos')).toBeNull();
  });

  it('opens only one group at a time', async () => {
    renderNav();
    await userEvent.click(screen.getByRole('button', { name: /Appt/ }));
    await userEvent.click(screen.getByRole('button', { name: /Opvcm/ }));
    expect(document.getElementById('nav-appt')).toBeNull();
    expect(within(document.getElementById('nav-opvcm')!).getAllByRole('link')).toHaveLength(5);
  });
});
