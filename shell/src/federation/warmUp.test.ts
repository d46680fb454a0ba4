import { queryClient } from 'shared-kernel';
import { HOME_WIDGET } from '../pages/Home/Home';
import { remoteOfHash, warmUp } from './warmUp';

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

describe('warmUp on Home', () => {
  it('fetches the data the widget declares as soon as its remote arrives, and names no endpoint itself', async () => {
    const widgetModule = { widgets: { [HOME_WIDGET.widget]: { lifecycles: {}, prefetch: ['recapLoyers'] } } };
    const fetchQuery = jest.spyOn(queryClient, 'fetchQuery').mockResolvedValue(widgetModule);
    const prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    warmUp('#/');
    await fetchQuery.mock.results[0]!.value;
    await Promise.resolve();
    expect(fetchQuery.mock.calls[0]![0].queryKey).toEqual(['remote', HOME_WIDGET.remote]);
    expect(prefetch.mock.calls.map(([o]) => o.queryKey)).toEqual([['immeubles/recaployers']]);
  });

  it('fetches no data for a page of a remote', async () => {
    const fetchQuery = jest.spyOn(queryClient, 'fetchQuery').mockResolvedValue({ widgets: {} });
    const prefetch = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    warmUp('#/graphedf');
    await fetchQuery.mock.results[0]!.value;
    expect(fetchQuery.mock.calls[0]![0].queryKey).toEqual(['remote', 'charts']);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
