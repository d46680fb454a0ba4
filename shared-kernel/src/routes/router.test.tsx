import { act, render, screen } from '@testing-library/react';
import { HashRouter, Route, Routes } from './router';

/**
 * Moves the hash the way nothing hears (replaceState fires no event) while the router's first
 * render is on its way: what a link tapped between a transition's slices does before the
 * router listens.
 */
let moveDuringRender: string | null = null;
function MovesTheHash() {
  if (moveDuringRender) {
    window.history.replaceState(null, '', moveDuringRender);
    moveDuringRender = null;
  }
  return null;
}

function Pages() {
  return (
    <>
      <MovesTheHash />
      <Routes>
        <Route path="/premiere" element={<h1>Première page</h1>} />
        <Route path="/seconde" element={<h1>Seconde page</h1>} />
      </Routes>
    </>
  );
}

describe('HashRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '#/'));

  it('shows the page of a hash that moved before it listened, not the one it first read', async () => {
    window.history.replaceState(null, '', '#/premiere');
    moveDuringRender = '#/seconde';
    render(
      <HashRouter>
        <Pages />
      </HashRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Seconde page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Première page' })).not.toBeInTheDocument();
  });

  it('follows the hash once mounted', async () => {
    window.history.replaceState(null, '', '#/seconde');
    render(
      <HashRouter>
        <Pages />
      </HashRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Seconde page' })).toBeInTheDocument();
    await act(async () => {
      window.location.hash = '#/premiere';
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByRole('heading', { name: 'Première page' })).toBeInTheDocument();
  });
});
