import { defineRemote } from 'shared-kernel';
import { BricksSynthese } from './pages/BricksSynthese/BricksSynthese';
import { GrapheOpvcm } from './pages/GrapheOpvcm/GrapheOpvcm';
import { ListeByBk } from './pages/ListeByBk/ListeByBk';
import { ListeOpvcm } from './pages/ListeOpvcm/ListeOpvcm';
import { ListeTabOpvcm } from './pages/ListeTabOpvcm/ListeTabOpvcm';

export default defineRemote({
  name: 'opvcm',
  pages: {
    '/listebybk': ListeByBk,
    '/listeopvcm': ListeOpvcm,
    '/listetabopvcm': ListeTabOpvcm,
    '/grapheopvcm': GrapheOpvcm,
    '/brickssynthese': BricksSynthese,
  },
});
