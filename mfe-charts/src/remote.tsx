import { defineRemote } from 'shared-kernel';
// The route table alone: the rest of the contract comes with the pages that use it.
import { routeTable } from './routes';

// Each page is its own chunk and pulls nivo (shared-kernel/charts) only when it is opened.
export default defineRemote({
  name: 'charts',
  table: routeTable,
  loadingLabel: 'Chargement du graphique…',
  pages: {
    '/graphdepenses': () => import('./pages/GraphDepenses/GraphDepenses').then((m) => m.GraphDepenses),
    '/graphedf': () => import('./pages/GraphEdf/GraphEdf').then((m) => m.GraphEdf),
    '/graphtxfronciere': () => import('./pages/GraphTxFonciere/GraphTxFonciere').then((m) => m.GraphTxFonciere),
    '/bank': () => import('./pages/Bank/Bank').then((m) => m.Bank),
    '/graphbybenef': () => import('./pages/GraphByBenef/GraphByBenef').then((m) => m.GraphByBenef),
  },
});
