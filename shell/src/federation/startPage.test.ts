import { queryClient, type RouteEntry } from 'shared-kernel';
import { jsonReply } from 'shared-kernel/testing';
import { BUILT_TABLES } from '../testing/builtRouteTables';
import { setRouteTables } from '../routes/routeTables';
import { preloadScript } from '../start/earlyRemote';
import type { StartHandoff } from '../start/handoff';
import { remoteQueryOptions } from './remoteCode';
import { startPage } from './startPage';

// main.js preloads through the start script's handoff (its set of addresses already preloaded).
beforeAll(() => {
  window.__tableauDeBordStart = { preloadScript } as Partial<StartHandoff> as StartHandoff;
});
afterAll(() => {
  delete window.__tableauDeBordStart;
});

const statement: RouteEntry = {
  path: '/revenus-fonciers/:annee',
  title: 'Revenus fonciers',
  owner: 'immo',
  data: ['immeubles/alldata', 'immeubles/revenusfonciers/:annee'],
};
const requested = () => (global.fetch as jest.Mock).mock.calls.map(([url]) => new URL(String(url)).pathname);

beforeEach(() => {
  queryClient.clear();
  document.head.innerHTML = '';
  global.fetch = jest.fn(async () => jsonReply({ payload: {} })) as typeof fetch;
});

describe('startPage', () => {
  it('starts the reads the row names, with the route’s parameter in its path', () => {
    startPage(statement, { annee: '2025' });
    expect(requested()).toEqual(['/api/immeubles/alldata', '/api/immeubles/revenusfonciers/2025']);
  });

  it('starts the movie database reads a row names, for the page at its path alone', () => {
    const films: RouteEntry = { path: '/film/:id', title: 'Fiche film', owner: 'films', movieData: ['movie/:id?language=fr-FR'] };
    startPage(films, { id: '550' }, '?from=films');
    expect(requested()).toEqual([]);
    startPage(films, { id: '550' });
    expect((global.fetch as jest.Mock).mock.calls.map(([url]) => String(url))).toEqual(['http://127.0.0.1:8080/tmdb/3/movie/550?language=fr-FR']);
  });

  it('leaves out what the shared cache already holds fresh', () => {
    queryClient.setQueryData(['immeubles/alldata'], { immos: [], opvcm: [] });
    startPage(statement, { annee: '2024' });
    expect(requested()).toEqual(['/api/immeubles/revenusfonciers/2024']);
  });

  it('preloads the files of the page’s code the remote’s table names, once each', () => {
    const withCode = { ...statement, chunks: ['http://127.0.0.1:3001/12.ab.js', 'http://127.0.0.1:3001/34.cd.js', 'routes-relative.js'] };
    startPage(withCode, { annee: '2023' });
    startPage(withCode, { annee: '2023' });
    const links = [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href'));
    // A file name the shell has not resolved against its table's address is left alone.
    expect(links).toEqual(['http://127.0.0.1:3001/12.ab.js', 'http://127.0.0.1:3001/34.cd.js']);
  });

  it('preloads its remote’s entry first while that remote’s code is not asked for yet, and no more once it is', () => {
    const entryFiles = ['http://127.0.0.1:3001/remoteEntry.js', 'http://127.0.0.1:3001/__federation_expose_remote.9f.js'];
    setRouteTables({ ...BUILT_TABLES, immo: { ...BUILT_TABLES.immo!, entry: entryFiles } });
    const links = () => [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href'));

    startPage({ ...statement, chunks: ['http://127.0.0.1:3001/56.ef.js'] }, { annee: '2022' });
    expect(links()).toEqual([...entryFiles, 'http://127.0.0.1:3001/56.ef.js']);

    // Loaded (or on its way): its entry would come down twice, remoteEntry.js being served fresh.
    // (Files not preloaded yet: a file already preloaded is never preloaded again anyway.)
    document.head.innerHTML = '';
    setRouteTables({ ...BUILT_TABLES, immo: { ...BUILT_TABLES.immo!, entry: entryFiles.map((f) => f.replace('.js', '.v2.js')) } });
    queryClient.setQueryData(remoteQueryOptions('immo').queryKey, {});
    startPage({ ...statement, chunks: ['http://127.0.0.1:3001/78.ab.js'] }, { annee: '2021' });
    expect(links()).toEqual(['http://127.0.0.1:3001/78.ab.js']);
  });
});
