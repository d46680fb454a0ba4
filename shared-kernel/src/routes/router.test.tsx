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
        <Route path="/listebybk" element={<h1>Placements par banque</h1>} />
        <Route path="/recap" element={<h1>Récap loyers</h1>} />
      </Routes>
    </>
  );
}

describe('HashRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '#/'));

  it('shows the page of a hash that moved before it listened, not the one it first read', async () => {
    window.history.replaceState(null, '', '#/listebybk');
    moveDuringRender = '#/recap';
    render(
      <HashRouter>
        <Pages />
      </HashRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Récap loyers' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Placements par banque' })).toBeNull();
  });

  it('follows the hash once mounted', async () => {
    window.history.replaceState(null, '', '#/recap');
    render(
      <HashRouter>
        <Pages />
      </HashRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Récap loyers' })).toBeTruthy();
    await act(async () => {
      window.location.hash = '#/listebybk';
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByRole('heading', { name: 'Placements par banque' })).toBeTruthy();
  });
});
