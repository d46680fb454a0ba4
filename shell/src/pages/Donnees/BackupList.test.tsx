import { render, screen, within } from '@testing-library/react';
import { queryClient } from 'shared-kernel';
import { serveDataApi } from 'shared-kernel/testing';
import { BackupList } from './BackupList';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  queryClient.clear();
});

const backup = (stamp: string, kind: string) => ({
  file: `dashboard-${stamp}-${kind}.sqlite`,
  date: '2024-03-12T09:05:00.000Z',
  bytes: 2048,
  kind,
});

describe('BackupList', () => {
  it('shows the kind of each backup the api lists, in French', async () => {
    serveDataApi({
      routes: {
        'GET data/backups': [
          {
            body: {
              payload: [
                backup('2024-03-12T09-05-00-000Z', 'avant-restauration'),
                backup('2024-03-12T09-04-00-000Z', 'avant-demo'),
                backup('2024-03-12T09-03-00-000Z', 'avant-annulation'),
                backup('2024-03-12T09-02-00-000Z', 'avant-import'),
                backup('2024-03-12T09-01-00-000Z', 'quotidienne'),
                backup('2024-03-12T09-00-00-000Z', 'demarrage'),
              ],
            },
          },
        ],
      },
    });
    render(<BackupList />);
    const table = await screen.findByRole('table', { name: /Sauvegardes/ });
    const kinds = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(kinds).toEqual([
      'Avant une restauration',
      'Avant la démonstration',
      'Avant une annulation',
      'Avant un import',
      'Quotidienne',
      'Au démarrage',
    ]);
  });

  it('says where the backups are on the server (BACKUP_DIR)', async () => {
    serveDataApi({
      routes: {
        'GET data/backups': [{ body: { payload: [] } }],
        'GET data/backups/folder': [{ body: { payload: { dossier: '/mnt/nas/tableau-de-bord' } } }],
      },
    });
    render(<BackupList />);
    expect(await screen.findByText('/mnt/nas/tableau-de-bord')).toBeInTheDocument();
    expect(screen.getByText(/Dossier des sauvegardes sur le serveur/)).toBeInTheDocument();
  });
});
