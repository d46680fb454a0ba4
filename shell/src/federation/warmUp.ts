/**
 * What the opening page needs from the network, started as soon as config.json is read and
 * before the shell's first render: its remote's code (on Home, its widget's remote). The area
 * that renders next picks up the same query from the shared cache, and starts the data its
 * widget declares as soon as that code is in (RemoteArea).
 */
import { queryClient, resolveRoute, type RemoteName } from 'shared-kernel';
import { HOME_WIDGET } from '../pages/Home/Home';
import { remoteQueryOptions } from './RemoteArea';

const pathOf = (hash: string) => hash.replace(/^#/, '').split('?')[0] || '/';

/** The remote the page at `hash` shows (Home: its overview widget's), or null. */
export function remoteOfHash(hash: string): RemoteName | null {
  const path = pathOf(hash);
  if (path === '/') return HOME_WIDGET.remote;
  const resolution = resolveRoute(path);
  return resolution.kind === 'match' && resolution.entry.owner !== 'shell' ? resolution.entry.owner : null;
}

export function warmUp(hash: string): void {
  const remote = remoteOfHash(hash);
  if (remote) void queryClient.prefetchQuery(remoteQueryOptions(remote));
}
