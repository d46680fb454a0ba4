import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAPABILITIES_KEY, forgetLastChange, queryClient, type Capabilities } from 'shared-kernel';
import { serveDataApi } from 'shared-kernel/testing';
import { Donnees } from './Donnees';

// The IRL series and the bank statements are mfe-immo's widgets (tested there): here, that « Mes données » mounts them.
jest.mock('../../federation/RemoteArea', () => ({
  RemoteArea: ({ name, widget }: { name: string; widget?: string }) =>
    jest.requireActual<typeof import('react')>('react').createElement('p', null, `widget ${widget} de ${name}`),
}));

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  forgetLastChange();
  queryClient.clear();
});

const JOURNAL = [
  { id: 8, at: '2024-03-12T09:05:00.000Z', action: 'update', section: 'depenses', summary: 'Modification dans depenses', undone: true },
  { id: 7, at: '2024-03-11T16:30:00.000Z', action: 'create', section: 'restaurants', summary: 'Ajout dans restaurants', undone: false },
];
const BACKUPS = [
  { file: 'dashboard-2024-03-12T09-05-00-000Z-avant-import.sqlite', date: '2024-03-12T09:05:00.000Z', bytes: 1_572_864 },
  { file: 'dashboard-2024-03-11T08-00-00-000Z-quotidienne.sqlite', date: '2024-03-11T08:00:00.000Z', bytes: 312 * 1024 },
];

function renderAs(capabilities: Capabilities) {
  queryClient.setQueryData(CAPABILITIES_KEY, capabilities);
  render(<Donnees />);
}
const OWNER: Capabilities = { write: true, signedIn: true, signInRequired: true };

describe('« Mes données »', () => {
  it('on the old backend: says it cannot write, and offers nothing else', () => {
    serveDataApi({ routes: {} });
    renderAs({ write: false, signedIn: false, signInRequired: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Mes données' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Ce serveur ne permet pas de modifier les données (ancien serveur)');
    expect(screen.queryByRole('link', { name: 'Télécharger mes données' })).toBeNull();
    expect(screen.queryByLabelText('Fichier à importer (JSON)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler la dernière modification' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sauvegardes' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Série IRL (INSEE)' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Relevés bancaires' })).toBeNull();
  });

  it('signed out of an api that writes: the download only, and why the rest is hidden', () => {
    serveDataApi({ routes: {} });
    renderAs({ write: true, signedIn: false, signInRequired: true });
    expect(screen.getByRole('link', { name: 'Télécharger mes données' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Connectez-vous');
    expect(screen.queryByLabelText('Fichier à importer (JSON)')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sauvegardes' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Série IRL (INSEE)' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Relevés bancaires' })).toBeNull();
  });

  it('for the owner: the download link, the import, the last change, the backups in French', async () => {
    serveDataApi({ routes: { 'GET data/journal': [{ body: { payload: JOURNAL } }], 'GET data/backups': [{ body: { payload: BACKUPS } }] } });
    renderAs(OWNER);
    expect(screen.queryByRole('note')).toBeNull();
    const link = screen.getByRole('link', { name: 'Télécharger mes données' });
    expect(link).toHaveAttribute('href', 'http://127.0.0.1:8080/api/data?download=1');
    expect(link).toHaveAttribute('download');
    expect(screen.getByLabelText('Fichier à importer (JSON)')).toBeInTheDocument();
    // The last change not undone yet, in local time.
    expect(await screen.findByText(/^« Ajout dans restaurants », le 11\/03\/2024 à \d\d:30\.$/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Sauvegardes/ });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['Avant un import', '1,5\u00a0Mo'],
      ['Quotidienne', '312\u00a0ko'],
    ]);
    expect(rows[0]![0]).toMatch(/^12\/03\/2024 à \d\d:05$/);
    // The IRL series, where a quarter is added: mfe-immo's widget.
    expect(screen.getByRole('region', { name: 'Série IRL (INSEE)' })).toHaveTextContent('widget irl de immo');
    // The bank statements' import page and rules: mfe-immo's widget too.
    expect(screen.getByRole('region', { name: 'Relevés bancaires' })).toHaveTextContent('widget releves de immo');
    // The marginal rate and the regimes, set once: mfe-immo's widget as well.
    expect(screen.getByRole('region', { name: 'Situation fiscale' })).toHaveTextContent('widget fiscalite de immo');
  });

  it('undoes the last change, and shows the api message when nothing is left', async () => {
    const sent = serveDataApi({
      routes: {
        // Every owner query is read again after the undo, the capabilities too.
        'GET capabilities': [{ body: { payload: OWNER } }],
        'GET data/journal': [{ body: { payload: JOURNAL } }],
        'GET data/backups': [{ body: { payload: [] } }],
        'POST data/undo': [
          { body: { payload: { undone: 'Ajout dans restaurants', at: '2024-03-11T16:30:00.000Z' } } },
          { status: 409, body: { error: 'nothing_to_undo', message: 'Rien à annuler : aucune modification en attente dans le journal.' } },
        ],
      },
    });
    renderAs(OWNER);
    const user = userEvent.setup();
    expect(await screen.findByText("Aucune sauvegarde pour l'instant.")).toBeInTheDocument();
    const undo = screen.getByRole('button', { name: 'Annuler la dernière modification' });
    await user.click(undo);
    expect(await screen.findByText('Annulé : Ajout dans restaurants')).toHaveAttribute('role', 'status');
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['data/undo']);
    await user.click(undo);
    expect(await screen.findByRole('alert')).toHaveTextContent('Rien à annuler : aucune modification en attente dans le journal.');
  });
});
