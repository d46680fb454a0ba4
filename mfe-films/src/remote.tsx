import { defineRemote } from 'shared-kernel';
// The route table alone: the rest of the contract comes with the pages that use it.
import { routeTable } from './routes';

// Each page is its own chunk, downloaded when its route is first opened.
export default defineRemote({
  name: 'films',
  table: routeTable,
  pages: {
    '/films': () => import('./pages/Films/Films').then((m) => m.Films),
    '/film/:id': () => import('./pages/Film/Film').then((m) => m.Film),
  },
});
