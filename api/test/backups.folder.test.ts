/**
 * BACKUP_DIR puts the backups on another disk or a network mount; « Mes données » reads where
 * they are from GET /api/data/backups/folder. The folder stays out of reach over HTTP.
 */
import path from 'node:path';
import { readConfig } from '../src/config';
import { createTestApi, getPayload, type TestApi } from './helpers';

describe('BACKUP_DIR', () => {
  test('by default inside API_DATA_DIR, else the folder named', () => {
    expect(readConfig({ API_DATA_DIR: '/srv/tdb' }).backupsDir).toBe('/srv/tdb/backups');
    expect(readConfig({ API_DATA_DIR: '/srv/tdb', BACKUP_DIR: '/mnt/nas/tdb ' }).backupsDir).toBe('/mnt/nas/tdb');
    expect(readConfig({ API_DATA_DIR: '/srv/tdb', BACKUP_DIR: 'copies' }).backupsDir).toBe(path.resolve('copies'));
  });
});

describe('GET /api/data/backups/folder', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ seed: false });
  });
  afterAll(async () => api.close());

  test('names the folder the api writes its backups to', async () => {
    expect(await getPayload(api.app, '/api/data/backups/folder')).toEqual({ dossier: path.join(api.dir, 'backups') });
  });

  test('the backups themselves are not served', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/files/../backups/' });
    expect(res.statusCode).toBe(404);
  });
});
