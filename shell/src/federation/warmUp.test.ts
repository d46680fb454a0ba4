import { queryClient } from 'shared-kernel';
import { jsonReply } from 'shared-kernel/testing';
import { HOME_WIDGET } from '../pages/Home/homeWidget';
import { remoteOfHash, warmRoute, warmRoutes, warmUp } from './warmUp';

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
  it("starts the api's capabilities and the opening page's remote code, and no data: the widget's area asks for that", () => {
    const prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    warmUp('#/');
    warmUp('#/graphedf');
    expect(prefetch.mock.calls.map(([o]) => o.queryKey)).toEqual([
      ['capabilities'],
      ['remote', HOME_WIDGET.remote],
      ['capabilities'],
      ['remote', 'charts'],
    ]);
  });

  it('asks for the capabilities on a shell page too: the sign-in gate reads them on every page', () => {
    const prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    warmUp('#/buttons');
    expect(prefetch.mock.calls.map(([o]) => o.queryKey)).toEqual([['capabilities']]);
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

describe('warmRoute: the one link the owner points at (a tile, a menu entry)', () => {
  const requested = () => (global.fetch as jest.Mock).mock.calls.map(([url]) => new URL(String(url))).map((u) => `${u.pathname}${u.search}`);

  beforeEach(() => {
    queryClient.clear();
    global.fetch = jest.fn(async () => jsonReply({ payload: {} })) as typeof fetch;
    jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  });

  it('starts its page’s reads with its code; a menu opened starts the code of its entries alone', () => {
    warmRoutes(['/depenses', '/listeopvcm']);
    expect(requested()).toEqual([]);
    warmRoute('/depenses');
    expect(queryClient.prefetchQuery).toHaveBeenLastCalledWith(expect.objectContaining({ queryKey: ['remote', 'immo'] }));
    expect(requested()).toEqual(['/api/immeubles/opedepenses/']);
  });

  it('the movie database reads of the films pages too, with the route’s parameter', () => {
    warmRoute('/films');
    warmRoute('/film/550');
    expect(requested()).toEqual(['/tmdb/3/movie/popular?language=fr-FR&page=1', '/tmdb/3/movie/550?language=fr-FR']);
  });

  it('nothing to read for a page whose row names none, or a shell page', () => {
    warmRoute('/piscine');
    warmRoute('/buttons');
    expect(requested()).toEqual([]);
  });
});
