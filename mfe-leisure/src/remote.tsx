import { defineRemote, lazyPage } from 'shared-kernel';

// Each page is its own chunk, downloaded when its route is first opened.
export default defineRemote({
  name: 'leisure',
  pages: {
    '/restau': lazyPage('/restau', () => import('./pages/Restau/Restau').then((m) => m.Restau)),
    '/recettes': lazyPage('/recettes', () => import('./pages/Recettes/Recettes').then((m) => m.Recettes)),
    '/recette/:id': lazyPage('/recette/:id', () => import('./pages/Recette/Recette').then((m) => m.Recette)),
    '/photo': lazyPage('/photo', () => import('./pages/Photo/Photo').then((m) => m.Photo)),
    '/piscine': lazyPage('/piscine', () => import('./pages/Piscine/Piscine').then((m) => m.Piscine)),
    '/cocktail': lazyPage('/cocktail', () => import('./pages/Cocktail/Cocktail').then((m) => m.Cocktail)),
    '/chrono': lazyPage('/chrono', () => import('./pages/Chrono/Chrono').then((m) => () => <m.Chrono />)),
  },
});
