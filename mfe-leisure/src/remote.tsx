import { defineRemote } from 'shared-kernel';
// The route table alone: the rest of the contract comes with the pages that use it.
import { routeTable } from './routes';

// Each page is its own chunk, downloaded when its route is first opened.
export default defineRemote({
  name: 'leisure',
  table: routeTable,
  pages: {
    '/restau': () => import('./pages/Restau/Restau').then((m) => m.Restau),
    '/recettes': () => import('./pages/Recettes/Recettes').then((m) => m.Recettes),
    '/recette/:id': () => import('./pages/Recette/Recette').then((m) => m.Recette),
    '/photo': () => import('./pages/Photo/Photo').then((m) => m.Photo),
    '/piscine': () => import('./pages/Piscine/Piscine').then((m) => m.Piscine),
    '/cocktail': () => import('./pages/Cocktail/Cocktail').then((m) => m.Cocktail),
    '/chrono': () => import('./pages/Chrono/Chrono').then((m) => () => <m.Chrono />),
  },
});
