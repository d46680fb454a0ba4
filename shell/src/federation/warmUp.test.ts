import { queryClient } from 'shared-kernel';
import { HOME_WIDGET } from '../pages/Home/homeWidget';
import { remoteOfHash, warmRoutes, warmUp } from './warmUp';

afterEach(() => jest.restoreAllMocks());

describe('remoteOfHash: the remote to start loading with the shell', () => {
  it.each([
    ['', 'immo'],
    ['#/', 'immo'],
    ['#/depenses', 'immo'],
    ['#/graphedf', 'charts'],
    ['#/listeopvcm', 'opvcm'],
    ['#/recette/12', 'leisure'],
    ['#/film/550?from=films', 'films'],
  ])('%s → %s', (hash, remote) => {
    expect(remoteOfHash(hash)).toBe(remote);
  });

  it.each([['#/buttons'], ['#/nulle-part'], ['#/film/abc']])('%s → none (a shell page, Not Found, a refused parameter)', (hash) => {
    expect(remoteOfHash(hash)).toBeNull();
  });
});

describe('warmUp', () => {
  it("starts the opening page's remote code, and no data: the widget's area asks for that", () => {
    const prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    warmUp('#/');
    warmUp('#/graphedf');
    expect(prefetch.mock.calls.map(([o]) => o.queryKey)).toEqual([
      ['remote', HOME_WIDGET.remote],
      ['remote', 'charts'],
    ]);
  });
});

describe('warmRoutes: the code of the routes the owner is about to open', () => {
  it('loads each remote once, and nothing for shell pages', () => {
    const prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    warmRoutes(['/recap', '/listeappt', '/donnees', '/graphedf']);
    expect(prefetch.mock.calls.map(([o]) => o.queryKey)).toEqual([
      ['remote', 'immo'],
      ['remote', 'charts'],
    ]);
  });
});
