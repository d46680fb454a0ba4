import { Suspense, lazy, type ComponentType } from 'react';
import { Page, Spinner, defineRemote } from 'shared-kernel';

/**
 * Each page is its own chunk and pulls nivo (shared-kernel/charts) only when it is opened:
 * the page heading shows at once, a spinner until the chart code has arrived.
 */
function lazyPage(route: string, load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <Page route={route}>
            <Spinner label="Chargement du graphique…" />
          </Page>
        }
      >
        <Lazy />
      </Suspense>
    );
  };
}

export default defineRemote({
  name: 'charts',
  pages: {
    '/graphdepenses': lazyPage('/graphdepenses', () => import('./pages/GraphDepenses/GraphDepenses').then((m) => m.GraphDepenses)),
    '/graphedf': lazyPage('/graphedf', () => import('./pages/GraphEdf/GraphEdf').then((m) => m.GraphEdf)),
    '/graphtxfronciere': lazyPage('/graphtxfronciere', () =>
      import('./pages/GraphTxFonciere/GraphTxFonciere').then((m) => m.GraphTxFonciere),
    ),
    '/bank': lazyPage('/bank', () => import('./pages/Bank/Bank').then((m) => m.Bank)),
    '/graphbybenef': lazyPage('/graphbybenef', () => import('./pages/GraphByBenef/GraphByBenef').then((m) => m.GraphByBenef)),
  },
});
