/**
 * What the opening page needs from the network, started as soon as config.json is read and
 * before the shell's first render: the api's capabilities, which every page reads (the sign-in
 * gate: asked from its render, they left after the whole start, and ended the LCP of /films and
 * /depenses in Lighthouse's simulation), its remote's code (on Home, its widget's remote) and the
 * data its route table row names. The area
 * that renders next picks up the same query from the shared cache, and starts the data its
 * widget declares as soon as that code is in (RemoteArea).
 */
import { capabilitiesQueryOptions, queryClient, type RemoteName } from 'shared-kernel';
import { HOME_WIDGET } from '../pages/Home/homeWidget';
import { resolveRoute } from '../routes/resolveRoute';
import { routeEntries } from '../routes/routeTables';
import { startPage, startPageCode, startPageData } from './startPage';
import { remoteQueryOptions } from './remoteCode';

const pathOf = (hash: string) => hash.replace(/^#/, '').split('?')[0] || '/';

/** The remote the page at `hash` shows (Home: its overview widget's), or null. */
export function remoteOfHash(hash: string): RemoteName | null {
  const path = pathOf(hash);
  return path === '/' ? HOME_WIDGET.remote : remoteOfPath(path);
}

/** Loads a remote's code into the shared cache (once; a load already done or under way is reused). */
export function warmRemote(remote: RemoteName): void {
  void queryClient.prefetchQuery(remoteQueryOptions(remote));
}

export function warmUp(hash: string): void {
  void queryClient.prefetchQuery(capabilitiesQueryOptions);
  const remote = remoteOfHash(hash);
  if (remote) warmRemote(remote);
  const resolution = resolveRoute(routeEntries(), pathOf(hash));
  const search = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  if (resolution.kind === 'match') startPage(resolution.entry, resolution.params, search);
}

/** The remote that shows the route at `path`, or null (a shell page, an unknown path). */
export function remoteOfPath(path: string): RemoteName | null {
  const resolution = resolveRoute(routeEntries(), path);
  return resolution.kind === 'match' && resolution.entry.owner !== 'shell' ? resolution.entry.owner : null;
}

/**
 * The owner is about to open these routes (a navbar menu opened, a tile hovered or focused):
 * their remotes' code and their pages' code start loading now, so the click does not wait on
 * the manifest → remoteEntry → chunk chain.
 */
export function warmRoutes(paths: readonly string[]): void {
  // The files first: with the remote's code not yet asked for, its entry's go with them.
  for (const path of paths) {
    const resolution = resolveRoute(routeEntries(), path);
    if (resolution.kind === 'match') startPageCode(resolution.entry);
  }
  new Set(paths.map(remoteOfPath)).forEach((remote) => remote && warmRemote(remote));
}

/**
 * The owner points at one link (a tile or a menu entry hovered, touched or focused): its
 * page's reads start too, so that the click finds its data on the way like its code. A menu
 * opened warms only the code of its entries (warmRoutes): the data of every entry would be
 * many reads for the one page the owner picks.
 */
export function warmRoute(path: string): void {
  warmRoutes([path]);
  const resolution = resolveRoute(routeEntries(), path);
  if (resolution.kind === 'match') startPageData(resolution.entry, resolution.params);
}
