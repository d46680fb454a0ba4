import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAPABILITIES_KEY, HashRouter, clearSignInRequired, queryClient, useSignInRequired } from 'shared-kernel';
import { routeEntries } from '../routes/routeTables';
import { navEntries } from './NavBar';
import { NavBar } from './NavBar';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  clearSignInRequired();
  queryClient.clear();
});

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
      navEntries(routeEntries(), 'appt').map((r) => [r.nav!.label, `#${r.path}`]),
    );
  });

  it('starts the code of a menu’s pages when it opens, and a page’s reads when its entry is pointed at', async () => {
    const prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ payload: {} }) })) as unknown as typeof fetch;
    const reads = () => (global.fetch as jest.Mock).mock.calls.map(([url]) => new URL(String(url)).pathname).filter((p) => p.startsWith('/api/immeubles/'));
    renderNav();
    await userEvent.click(screen.getByRole('button', { name: /Appt/ }));
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['remote', 'immo'] }));
    expect(reads()).toEqual([]);
    await userEvent.hover(within(document.getElementById('nav-appt')!).getByRole('link', { name: 'Dépenses' }));
    expect(reads()).toEqual(['/api/immeubles/opedepenses/']);
    prefetch.mockRestore();
  });

  it('is usable with the keyboard: Enter opens a group, Escape closes it', async () => {
    renderNav();
    const user = userEvent.setup();
    const infos = screen.getByRole('button', { name: /Infos/ });
    infos.focus();
    await user.keyboard('{Enter}');
    expect(within(document.getElementById('nav-infos')!).getAllByRole('link')).toHaveLength(navEntries(routeEntries(), 'infos').length);
    await user.keyboard('{Escape}');
    expect(document.getElementById('nav-infos')).toBeNull();
  });

  it('opens only one group at a time', async () => {
    renderNav();
    await userEvent.click(screen.getByRole('button', { name: /Appt/ }));
    await userEvent.click(screen.getByRole('button', { name: /Opvcm/ }));
    expect(document.getElementById('nav-appt')).toBeNull();
    expect(within(document.getElementById('nav-opvcm')!).getAllByRole('link')).toHaveLength(navEntries(routeEntries(), 'opvcm').length);
  });

  describe('« Se déconnecter »', () => {
    const capabilities = (signedIn: boolean, signInRequired: boolean) =>
      queryClient.setQueryData(CAPABILITIES_KEY, { write: true, signedIn, signInRequired });

    it.each([
      ['on an open api', false, false],
      ['before the sign-in', false, true],
    ])('is absent %s', (_label, signedIn, signInRequired) => {
      capabilities(signedIn, signInRequired);
      renderNav();
      expect(screen.queryByRole('button', { name: 'Se déconnecter' })).toBeNull();
    });

    it('signs out, outside the three groups, when the api requires a session and one is held', async () => {
      capabilities(true, true);
      const calls: Array<[string, RequestInit | undefined]> = [];
      global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
        calls.push([url, init]);
        return { ok: true, status: 204, statusText: '', json: async () => undefined };
      }) as unknown as typeof fetch;
      function Flag() {
        return <p>{useSignInRequired() ? 'connexion requise' : 'connecté'}</p>;
      }
      render(
        <HashRouter>
          <NavBar />
          <Flag />
        </HashRouter>,
      );
      const button = screen.getByRole('button', { name: 'Se déconnecter' });
      expect(document.getElementById('nav-items')).not.toContainElement(button);
      await userEvent.click(button);
      expect(await screen.findByText('connexion requise')).toBeInTheDocument();
      expect(calls[0]![0]).toMatch(/\/api\/session$/);
      expect(calls[0]![1]).toMatchObject({ method: 'DELETE', credentials: 'include' });
      expect(screen.queryByRole('button', { name: 'Se déconnecter' })).toBeNull();
    });
  });
});
