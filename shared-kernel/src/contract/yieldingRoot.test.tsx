import { Suspense } from 'react';
import { act } from '@testing-library/react';
import { createYieldingRoot } from './yieldingRoot';

/** A page whose code never arrives. */
function Pending(): never {
  throw new Promise(() => undefined);
}

describe('createYieldingRoot', () => {
  it('renders in place of what was there, and unmounts', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>page pré-rendue</p>';
    const root = createYieldingRoot(container);
    await act(async () => root.render(<h1>Tableau de bord</h1>));
    expect(container.textContent).toBe('Tableau de bord');
    act(() => root.unmount());
    expect(container.textContent).toBe('');
  });

  it('renders as a transition: a tree still loading leaves the shown one in place, where a plain render shows the fallback', async () => {
    const container = document.createElement('div');
    const root = createYieldingRoot(container);
    const page = (content: React.ReactNode) => <Suspense fallback={<p>Chargement…</p>}>{content}</Suspense>;
    await act(async () => root.render(page(<h1>Tableau de bord</h1>)));
    await act(async () => root.render(page(<Pending />)));
    expect(container.textContent).toBe('Tableau de bord');
    act(() => root.unmount());
  });
});
