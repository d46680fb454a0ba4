import { remoteOfHash } from './warmUp';

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
