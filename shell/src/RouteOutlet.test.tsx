import { render, screen } from '@testing-library/react';
import { HashRouter, queryClient, QueryClientProvider } from 'shared-kernel';
import { tileEntries } from './pages/Buttons/Tiles';
import { CONDITIONS_FAILED_EVENT } from './routes/resolveRoute';
import { routeEntries } from './routes/routeTables';
import { RouteOutlet } from './RouteOutlet';

jest.mock('./federation/RemoteArea', () => ({
  RemoteArea: ({ name, widget }: { name: string; widget?: string }) => <p>remote {name} {widget ?? ''}</p>,
}));

function renderAt(hash: string) {
  window.location.hash = hash;
  return render(
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <RouteOutlet />
      </HashRouter>
    </QueryClientProvider>,
  );
}

describe('RouteOutlet', () => {
  it('shows the Not Found page for an unknown path', () => {
    renderAt('#/nulle-part');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Not Found !!!!');
  });

  it('fires conditionsFailed and shows Not Found for an invalid parameter', () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(CONDITIONS_FAILED_EVENT, listener);
    renderAt('#/recette/abc');
    window.removeEventListener(CONDITIONS_FAILED_EVENT, listener);
    expect(seen).toEqual([{ route: '/recette/:id', param: 'id', value: 'abc' }]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Not Found !!!!');
  });

  it('hands a remote route, with or without trailing slash, to its remote', () => {
    renderAt('#/emprunt/');
    expect(screen.getByText('remote immo')).toBeInTheDocument();
  });

  it('renders the tile menu with the 18 tiles', () => {
    renderAt('#/buttons');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Menu boutons');
    const tiles = screen.getAllByRole('link');
    expect(tiles.map((a) => a.getAttribute('href'))).toEqual(tileEntries(routeEntries()).map((t) => `#${t.path}`));
  });

  it('renders Home with the immo overview widget and a disabled Send mail button', () => {
    renderAt('#/');
    expect(screen.getByText('remote immo overview')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send mail' })).toBeDisabled();
  });
});
