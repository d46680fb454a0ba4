import { useEffect, useState, type ComponentType } from 'react';
import type { RouteRow } from '../routes/routeRow';
import { Page } from '../ui/Page';
import { Spinner } from '../ui/Spinner';

/** What a page receives: the row of the route it was mounted for (one page may serve two). */
export interface PageProps {
  route: RouteRow;
}

export type PageLoader = () => Promise<ComponentType<PageProps>>;

/**
 * A remote's page as its own chunk, fetched when its route is first opened: Home and the
 * other routes never download it. The heading shows at once, a spinner until the code is in.
 *
 * Loaded with state, not React.lazy + Suspense: React holds back the content that replaces
 * a Suspense fallback for up to 300 ms, which a chunk on a fast connection never needs.
 * A chunk that fails to load throws into the section's error boundary (Réessayer).
 */
export function lazyPage(route: RouteRow, load: PageLoader, label = 'Chargement de la page…'): ComponentType & { preload: () => void } {
  let loaded: ComponentType<PageProps> | null = null;
  let loading: Promise<ComponentType<PageProps>> | null = null;
  const fetchPage = () =>
    (loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = null; // Réessayer fetches it again
        throw error;
      },
    ));

  function LazyPage() {
    const [Loaded, setLoaded] = useState<ComponentType<PageProps> | null>(() => loaded);
    const [error, setError] = useState<Error | null>(null);
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      fetchPage().then(
        (page) => live && setLoaded(() => page),
        (e: unknown) => live && setError(e instanceof Error ? e : new Error(String(e))),
      );
      return () => {
        live = false;
      };
    }, [Loaded]);
    if (error) throw error;
    if (Loaded) return <Loaded route={route} />;
    return (
      <Page route={route}>
        {/* Marks the wait for the page's code: the test harness waits it out. */}
        <div data-lazy-page="">
          <Spinner label={label} />
        </div>
      </Page>
    );
  }
  /** Starts fetching the page's code now (a failure is told when the page mounts and asks again). */
  const preload = () => void fetchPage().catch(() => undefined);
  return Object.assign(LazyPage, { preload });
}
