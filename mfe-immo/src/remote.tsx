import { defineRemote, lazyPage } from 'shared-kernel';
import { Overview } from './widgets/Overview/Overview';

// Each page is its own chunk: Home, which mounts only the overview widget, loads none of them.
const Rents = (route: '/recap' | '/loyers') =>
  lazyPage(route, () => import('./pages/Rents/Rents').then((m) => () => <m.Rents route={route} />));

export default defineRemote({
  name: 'immo',
  pages: {
    '/recap': Rents('/recap'),
    '/listeappt': lazyPage('/listeappt', () => import('./pages/ListeAppt/ListeAppt').then((m) => m.ListeAppt)),
    '/loyers': Rents('/loyers'),
    '/emprunt': lazyPage('/emprunt', () => import('./pages/Emprunt/Emprunt').then((m) => m.Emprunt)),
    '/carsdetail': lazyPage('/carsdetail', () => import('./pages/CarsDetail/CarsDetail').then((m) => m.CarsDetail)),
    '/depenses': lazyPage('/depenses', () => import('./pages/Depenses/Depenses').then((m) => m.Depenses)),
  },
  widgets: { overview: Overview },
});
