import { defineRemote, lazyPage } from 'shared-kernel';

// Each page is its own chunk and pulls nivo (shared-kernel/charts) only when it is opened.
const label = 'Chargement du graphique…';

export default defineRemote({
  name: 'charts',
  pages: {
    '/graphdepenses': lazyPage('/graphdepenses', () => import('./pages/GraphDepenses/GraphDepenses').then((m) => m.GraphDepenses), label),
    '/graphedf': lazyPage('/graphedf', () => import('./pages/GraphEdf/GraphEdf').then((m) => m.GraphEdf), label),
    '/graphtxfronciere': lazyPage('/graphtxfronciere', () => import('./pages/GraphTxFonciere/GraphTxFonciere').then((m) => m.GraphTxFonciere), label),
    '/bank': lazyPage('/bank', () => import('./pages/Bank/Bank').then((m) => m.Bank), label),
    '/graphbybenef': lazyPage('/graphbybenef', () => import('./pages/GraphByBenef/GraphByBenef').then((m) => m.GraphByBenef), label),
  },
});
