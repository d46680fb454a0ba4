import { defineRemote } from 'shared-kernel';

// Each page is its own chunk, downloaded when its route is first opened.
export default defineRemote({
  name: 'films',
  pages: {
    '/films': () => import('./pages/Films/Films').then((m) => m.Films),
    '/film/:id': () => import('./pages/Film/Film').then((m) => m.Film),
  },
});
