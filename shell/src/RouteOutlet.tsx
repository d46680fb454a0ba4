import { useEffect, useMemo, type ComponentType } from 'react';
import { Spinner, useLocation, usePrivacyKey } from 'shared-kernel';
import { startPage } from './federation/startPage';
import { RemoteArea } from './federation/RemoteArea';
import { Buttons } from './pages/Buttons/Buttons';
import { Donnees } from './pages/Donnees/Donnees';
import { Home } from './pages/Home/Home';
import { NotFound } from './pages/NotFound/NotFound';
import { TestCard } from './pages/TestCard/TestCard';
import { TestPage } from './pages/Test/TestPage';
import { fireConditionsFailed, resolveRoute } from './routes/resolveRoute';
import { useRouteEntries, useRouteTablesSettled } from './routes/routeTables';

const SHELL_PAGES: Record<string, ComponentType> = {
  '/': Home,
  '/buttons': Buttons,
  '/donnees': Donnees,
  '/test': TestPage,
  '/testcard': TestCard,
};

/** Maps the hash to a shell page or to the area of the remote that owns the route. */
export function RouteOutlet() {
  const { pathname } = useLocation();
  const entries = useRouteEntries();
  const settled = useRouteTablesSettled();
  const resolution = useMemo(() => resolveRoute(entries, pathname), [entries, pathname]);
  const privacyKey = usePrivacyKey();

  useEffect(() => {
    if (resolution.kind === 'conditionsFailed') fireConditionsFailed(resolution.detail);
    // Moving to another page: its data and code leave now, with its remote's entry.
    if (resolution.kind === 'match') startPage(resolution.entry, resolution.params);
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
