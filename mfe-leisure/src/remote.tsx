import { defineRemote } from 'shared-kernel';
import { Chrono } from './pages/Chrono/Chrono';
import { Cocktail } from './pages/Cocktail/Cocktail';
import { Photo } from './pages/Photo/Photo';
import { Piscine } from './pages/Piscine/Piscine';
import { Recette } from './pages/Recette/Recette';
import { Recettes } from './pages/Recettes/Recettes';
import { Restau } from './pages/Restau/Restau';

export default defineRemote({
  name: 'leisure',
  pages: {
    '/restau': Restau,
    '/recettes': Recettes,
    '/recette/:id': Recette,
    '/photo': Photo,
    '/piscine': Piscine,
    '/cocktail': Cocktail,
    '/chrono': () => <Chrono />,
  },
});
