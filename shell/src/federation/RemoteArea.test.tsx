import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CONTRACT_VERSION, REMOTE_LABELS, queryClient, type RemoteModule, QueryClientProvider } from 'shared-kernel';

const loadRemoteModule = jest.fn<Promise<RemoteModule>, [string]>();
jest.mock('./remoteLoader', () => ({
  loadRemoteModule: (name: string) => loadRemoteModule(name),
  forgetRemote: jest.fn(),
}));

import { RemoteArea } from './RemoteArea';

/** A remote whose page mounts when the test says so, writing « Contenu de la page » with its own heading. */
function remoteMountingOnCue() {
  let finishMount!: () => void;
  const mounted = new Promise<void>((resolve) => (finishMount = resolve));
  const module: RemoteModule = {
    name: 'leisure',
    contractVersion: CONTRACT_VERSION,
    routes: ['/restau'],
    widgets: {},
    app: {
      bootstrap: async () => {},
      mount: async (props) => {
        const el = (props as unknown as { domElement: HTMLElement }).domElement;
        el.innerHTML = '<h1>Restaurants</h1><p>Contenu de la page</p>';
        await mounted;
      },
      unmount: async () => {},
    },
  };
  return { module, finishMount };
}

const spinnerLabel = `Chargement de la section ${REMOTE_LABELS.leisure}…`;

function renderArea() {
  return render(
    <QueryClientProvider client={queryClient}>
      <RemoteArea name="leisure" title="Restaurants" />
    </QueryClientProvider>,
  );
}

afterEach(() => queryClient.clear());

describe('RemoteArea, for a page', () => {
  it('shows the page’s heading and a spinner while its remote loads', async () => {
    loadRemoteModule.mockReturnValue(new Promise(() => {}));
    renderArea();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Restaurants');
    expect(screen.getByRole('status')).toHaveTextContent(spinnerLabel);
    expect(document.title).toBe('Restaurants · Tableau de bord');
  });

  it('keeps that frame until the page has mounted, then shows the page alone', async () => {
    const { module, finishMount } = remoteMountingOnCue();
    loadRemoteModule.mockResolvedValue(module);
    renderArea();
    // The page is being mounted, out of sight: one heading shown, the frame's.
    await waitFor(() => expect(screen.getByText('Contenu de la page')).toBeInTheDocument());
    expect(screen.getByText('Contenu de la page')).not.toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(spinnerLabel);
    await act(async () => finishMount());
    expect(screen.getByText('Contenu de la page')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('keeps the page’s heading over the French error when its remote cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loadRemoteModule.mockRejectedValue(new Error('hors ligne'));
    renderArea();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La section Loisirs est momentanément indisponible.');
    expect(alert).toHaveTextContent('(hors ligne)');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Restaurants');
  });
});

describe('RemoteArea, for a widget with a frame (Home\'s first section)', () => {
  const frame = (content?: ReactNode) => (
    <section aria-label="À faire" data-testid="frame">
      {content ?? <p role="status">Chargement…</p>}
    </section>
  );
  function renderWidget() {
    return render(
      <QueryClientProvider client={queryClient}>
        <RemoteArea name="immo" widget="lateRents" frame={frame} />
      </QueryClientProvider>,
    );
  }
  /** A remote whose widget mounts when the test says so. */
  function widgetMountingOnCue(): { module: RemoteModule; finishMount: () => void } {
    const { module, finishMount } = remoteMountingOnCue();
    return { module: { ...module, name: 'immo', widgets: { lateRents: { lifecycles: module.app, prefetch: [] } } }, finishMount };
  }

  it('shows its frame, not a spinner, while its remote loads', () => {
    loadRemoteModule.mockReturnValue(new Promise(() => {}));
    renderWidget();
    expect(screen.getByTestId('frame')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(screen.queryByText(/Chargement de la section/)).toBeNull();
  });

  it('keeps the frame until the widget has mounted, then shows the widget alone', async () => {
    const { module, finishMount } = widgetMountingOnCue();
    loadRemoteModule.mockResolvedValue(module);
    renderWidget();
    await waitFor(() => expect(screen.getByText('Contenu de la page')).toBeInTheDocument());
    expect(screen.getByText('Contenu de la page')).not.toBeVisible();
    expect(screen.getByTestId('frame')).toBeVisible();
    await act(async () => finishMount());
    expect(screen.getByText('Contenu de la page')).toBeVisible();
    expect(screen.queryByTestId('frame')).toBeNull();
  });

  it('shows the French error with « Réessayer » inside its frame when its remote cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loadRemoteModule.mockRejectedValue(new Error('hors ligne'));
    renderWidget();
    const alert = await screen.findByRole('alert');
    expect(screen.getByTestId('frame')).toContainElement(alert);
    expect(alert).toHaveTextContent('La section Appartements est momentanément indisponible.');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says in its frame that an older remote does not provide the widget', async () => {
    const { module } = remoteMountingOnCue();
    loadRemoteModule.mockResolvedValue({ ...module, name: 'immo' });
    renderWidget();
    const alert = await screen.findByRole('alert');
    expect(screen.getByTestId('frame')).toContainElement(alert);
    expect(alert).toHaveTextContent('ne fournit pas « lateRents »');
  });
});
