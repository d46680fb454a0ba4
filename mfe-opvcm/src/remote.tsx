import { defineRemote, lazyPage } from 'shared-kernel';

// Each page is its own chunk, downloaded when its route is first opened.
export default defineRemote({
  name: 'opvcm',
  pages: {
    '/listebybk': lazyPage('/listebybk', () => import('./pages/ListeByBk/ListeByBk').then((m) => m.ListeByBk)),
    '/listeopvcm': lazyPage('/listeopvcm', () => import('./pages/ListeOpvcm/ListeOpvcm').then((m) => m.ListeOpvcm)),
    '/listetabopvcm': lazyPage('/listetabopvcm', () => import('./pages/ListeTabOpvcm/ListeTabOpvcm').then((m) => m.ListeTabOpvcm)),
    '/grapheopvcm': lazyPage('/grapheopvcm', () => import('./pages/GrapheOpvcm/GrapheOpvcm').then((m) => m.GrapheOpvcm)),
    '/brickssynthese': lazyPage('/brickssynthese', () => import('./pages/BricksSynthese/BricksSynthese').then((m) => m.BricksSynthese)),
  },
});
