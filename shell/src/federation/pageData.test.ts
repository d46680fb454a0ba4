import { queryClient, type RouteEntry } from 'shared-kernel';
import { jsonReply } from 'shared-kernel/testing';
import { startPageData } from './pageData';

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

describe('startPageData', () => {
  it('starts the reads the row names, with the route’s parameter in its path', () => {
    startPageData(statement, { annee: '2025' });
    expect(requested()).toEqual(['/api/immeubles/alldata', '/api/immeubles/revenusfonciers/2025']);
  });

  it('leaves out what the shared cache already holds fresh', () => {
    queryClient.setQueryData(['immeubles/alldata'], { immos: [], opvcm: [] });
    startPageData(statement, { annee: '2024' });
    expect(requested()).toEqual(['/api/immeubles/revenusfonciers/2024']);
  });
});
