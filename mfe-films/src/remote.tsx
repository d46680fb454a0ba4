import { defineRemote } from 'shared-kernel';
import { routeTable } from './contract';

// Each page is its own chunk, downloaded when its route is first opened.
export default defineRemote({
  name: 'films',
  table: routeTable,
  pages: {
    '/films': () => import('./pages/Films/Films').then((m) => m.Films),
    '/film/:id': () => import('./pages/Film/Film').then((m) => m.Film),
  },
});
