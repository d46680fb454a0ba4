import { useEffect, useMemo, type ComponentType } from 'react';
import { Spinner, lazyPage, useLocation, usePrivacyKey, type PageLoader } from 'shared-kernel';
import { startPage } from './federation/startPage';
import { RemoteArea } from './federation/RemoteArea';
import { Buttons } from './pages/Buttons/Buttons';
import { Home } from './pages/Home/Home';
import { NotFound } from './pages/NotFound/NotFound';
import { fireConditionsFailed, resolveRoute } from './routes/resolveRoute';
import { useRouteEntries, useRouteTablesSettled } from './routes/routeTables';
import { shellRouteOf } from './routes/shellRoutes';

/** A shell page other than Home and its tiles, in a chunk of its own: the start does not evaluate it. */
const later = (path: string, load: PageLoader): ComponentType => lazyPage(shellRouteOf(path), load);

const SHELL_PAGES: Record<string, ComponentType> = {
  '/': Home,
  '/buttons': Buttons,
  // « Mes données » (import, export, backups) is most of the shell's own code.
  '/donnees': later('/donnees', () => import('./pages/Donnees/Donnees').then((m) => m.Donnees)),
  '/test': later('/test', () => import('./pages/Test/TestPage').then((m) => m.TestPage)),
  '/testcard': later('/testcard', () => import('./pages/TestCard/TestCard').then((m) => m.TestCard)),
};

/** Maps the hash to a shell page or to the area of the remote that owns the route. */
export function RouteOutlet() {
  const { pathname, search } = useLocation();
  const entries = useRouteEntries();
  const settled = useRouteTablesSettled();
  const resolution = useMemo(() => resolveRoute(entries, pathname), [entries, pathname]);
  const privacyKey = usePrivacyKey();

  useEffect(() => {
    if (resolution.kind === 'conditionsFailed') fireConditionsFailed(resolution.detail);
    // Moving to another page: its data and code leave now, with its remote's entry.
    if (resolution.kind === 'match') startPage(resolution.entry, resolution.params, search);
    // Not on a change of the query string alone: the page asks for what it shows by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `search` left out on purpose (line above): a new query string alone starts nothing early
  }, [resolution]);

  // A path no known table has may belong to a page a remote just shipped: its table is on its way.
  if (resolution.kind === 'notFound' && !settled) return <Spinner />;
  if (resolution.kind !== 'match') return <NotFound />;
  const { entry } = resolution;
  if (entry.owner === 'shell') {
    const ShellPage = SHELL_PAGES[entry.path] ?? NotFound;
    // Remounted when privacy mode changes, so its amounts are formatted again. A remote's
    // area is not: its parcels remount their own content (defineRemote's Providers).
    return <ShellPage key={privacyKey} />;
  }
  // Keyed by remote: moving between two routes of one remote keeps its parcel mounted. The
  // title frames the page while its remote loads.
  return <RemoteArea key={entry.owner} name={entry.owner} title={entry.title} />;
}
