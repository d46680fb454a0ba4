import { useEffect, useMemo, type ComponentType } from 'react';
import { useLocation, fireConditionsFailed, resolveRoute, usePrivacyKey } from 'shared-kernel';
import { RemoteArea } from './federation/RemoteArea';
import { Buttons } from './pages/Buttons/Buttons';
import { Donnees } from './pages/Donnees/Donnees';
import { Home } from './pages/Home/Home';
import { NotFound } from './pages/NotFound/NotFound';
import { TestCard } from './pages/TestCard/TestCard';
import { TestPage } from './pages/Test/TestPage';

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
  const resolution = useMemo(() => resolveRoute(pathname), [pathname]);
  const privacyKey = usePrivacyKey();

  useEffect(() => {
    if (resolution.kind === 'conditionsFailed') fireConditionsFailed(resolution.detail);
  }, [resolution]);

  if (resolution.kind !== 'match') return <NotFound />;
  const { entry } = resolution;
  if (entry.owner === 'shell') {
    const ShellPage = SHELL_PAGES[entry.path] ?? NotFound;
    // Remounted when privacy mode changes, so its amounts are formatted again. A remote's
    // area is not: its parcels remount their own content (defineRemote's Providers).
    return <ShellPage key={privacyKey} />;
  }
  // Keyed by remote: moving between two routes of one remote keeps its parcel mounted.
  return <RemoteArea key={entry.owner} name={entry.owner} />;
}
