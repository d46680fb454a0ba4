import { queryClient, type RouteEntry } from 'shared-kernel';
import { jsonReply } from 'shared-kernel/testing';
import { startPage } from './startPage';

const statement: RouteEntry = {
  path: '/revenus-fonciers/:annee',
  title: 'Revenus fonciers',
  owner: 'immo',
  data: ['immeubles/alldata', 'immeubles/revenusfonciers/:annee'],
};
const requested = () => (global.fetch as jest.Mock).mock.calls.map(([url]) => new URL(String(url)).pathname);

beforeEach(() => {
  queryClient.clear();
  global.fetch = jest.fn(async () => jsonReply({ payload: {} })) as typeof fetch;
});

describe('startPage', () => {
  it('starts the reads the row names, with the route’s parameter in its path', () => {
    startPage(statement, { annee: '2025' });
    expect(requested()).toEqual(['/api/immeubles/alldata', '/api/immeubles/revenusfonciers/2025']);
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
});
