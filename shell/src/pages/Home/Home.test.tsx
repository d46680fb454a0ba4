import { render, screen, within } from '@testing-library/react';
import { CAPABILITIES_KEY, defaultRuntimeConfig, queryClient, setRuntimeConfig } from 'shared-kernel';
import type { ReactNode } from 'react';
import { Home } from './Home';

// Each area as a marker naming its remote and widget, over the frame it waits in if it has one: what Home mounts, and where.
jest.mock('../../federation/RemoteArea', () => ({
  RemoteArea: ({ name, widget, frame }: { name: string; widget?: string; frame?: () => ReactNode }) => (
    <div data-testid="remote-area">
      <span>{`${name}:${widget ?? ''}`}</span>
      {frame?.()}
    </div>
  ),
}));

const realFetch = global.fetch;
beforeEach(() => {
  global.fetch = jest.fn(async () => ({ ok: false, status: 404, statusText: '', json: async () => ({}) })) as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  queryClient.clear();
});

describe('Home', () => {
  it('shows in « Aperçu du parc » the immo overview, then the « Patrimoine net » card of mfe-opvcm, each in its own area', () => {
    render(<Home />);
    const apercu = screen.getByRole('region', { name: 'Aperçu du parc' });
    expect(within(apercu).getAllByTestId('remote-area').map((a) => a.textContent)).toEqual(['immo:overview', 'opvcm:netWorth']);
  });

  it('opens on what needs the owner (the late rents, « À faire »), then the tiles, then « Gestion locative »', () => {
    const { container } = render(<Home />);
    const areas = screen.getAllByTestId('remote-area');
    expect(areas[0]).toHaveTextContent('immo:lateRents');
    // Nothing of the page comes before it but its heading.
    expect(container.querySelector('h1 ~ *')).toBe(areas[0]);
    // Its place from the first paint (the pre-render draws this Home): its frame, saying that it loads.
    const first = within(areas[0]!).getByRole('region', { name: 'À faire' });
    expect(first).toHaveAttribute('aria-busy', 'true');
    expect(within(first).getByRole('status')).toHaveTextContent('Chargement…');
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('À faire');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Gestion locative')).toBe(headings.indexOf('Sections') + 1);
    // Its tiles: the pages added since the spec, in their order; none of them among the spec's.
    const gestion = within(screen.getByRole('list', { name: 'Gestion locative' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(gestion).toEqual(['#/baux', '#/revenus-fonciers', '#/releves', '#/patrimoine']);
    const spec = within(screen.getByRole('list', { name: 'Sections' })).getAllByRole('link');
    expect(spec).toHaveLength(18);
  });

  it('links to « Mes données » where the api writes', () => {
    queryClient.setQueryData(CAPABILITIES_KEY, { write: true, signedIn: true, signInRequired: false });
    render(<Home />);
    expect(screen.getByRole('link', { name: 'Mes données' })).toHaveAttribute('href', '#/donnees');
  });

  it('has no such link on the old backend', () => {
    queryClient.setQueryData(CAPABILITIES_KEY, { write: false, signedIn: false, signInRequired: false });
    render(<Home />);
    expect(screen.queryByRole('link', { name: 'Mes données' })).toBeNull();
    // Its room kept all the same, unseen: on a phone, nothing under the row moves when the api answers.
    expect(screen.getByText('Mes données')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Send mail' })).toBeDisabled();
  });

  it('shows our gold widget, never an empty box: here the api has no /or', async () => {
    render(<Home />);
    expect(await screen.findByText("Cours de l'or indisponible pour le moment.")).toBeInTheDocument();
    expect(screen.queryByTitle("Cours de l'or")).toBeNull();
  });

  it('shows the page of goldWidgetUrl instead, when config.json sets one', async () => {
    setRuntimeConfig({ ...defaultRuntimeConfig, goldWidgetUrl: 'https://or.example.org/widget' });
    try {
      render(<Home />);
      expect(await screen.findByTitle("Cours de l'or")).toHaveAttribute('src', 'https://or.example.org/widget');
      expect(screen.queryByText(/Chargement du cours de l'or/)).toBeNull();
      expect(global.fetch).toHaveBeenCalledWith('https://or.example.org/widget', expect.anything());
      expect(global.fetch).not.toHaveBeenCalledWith(expect.stringMatching(/\/api\/or$/), expect.anything());
    } finally {
      setRuntimeConfig(defaultRuntimeConfig);
    }
  });
});
