import { defineRemote } from 'shared-kernel';
// The route table and the widget's read alone: the rest of the contract comes with the pages that use it.
import { patrimoine } from 'area-opvcm/contract';
import { routeTable } from './routes';
import { NetWorthCard } from './widgets/NetWorthCard/NetWorthCard';

// Each page is its own chunk, downloaded when its route is first opened.
export default defineRemote({
  name: 'opvcm',
  table: routeTable,
  pages: {
    '/listebybk': () => import('./pages/ListeByBk/ListeByBk').then((m) => m.ListeByBk),
    '/listeopvcm': () => import('./pages/ListeOpvcm/ListeOpvcm').then((m) => m.ListeOpvcm),
    '/listetabopvcm': () => import('./pages/ListeTabOpvcm/ListeTabOpvcm').then((m) => m.ListeTabOpvcm),
    '/grapheopvcm': () => import('./pages/GrapheOpvcm/GrapheOpvcm').then((m) => m.GrapheOpvcm),
    '/brickssynthese': () => import('./pages/BricksSynthese/BricksSynthese').then((m) => m.BricksSynthese),
    '/patrimoine': () => import('./pages/Patrimoine/Patrimoine').then((m) => m.Patrimoine),
  },
  widgets: {
    // Home's « Patrimoine net » card, under the immo overview.
    netWorth: { component: NetWorthCard, prefetch: [patrimoine] },
  },
});
