/**
 * Leisure fixtures (restau, recettes, image folders): a few French restaurants, recipes of
 * every type with full ingredient lists and steps, the recipe photos and the 21 sport images
 * the interval timer draws from. Keyed by the names of leisureEndpoints; each passes its
 * endpoint's schema (mockApi checks it).
 */
import type { EndpointData } from 'contract-kit/endpoints';
import type { Recipe, Restaurant } from './schemas';
import type { leisureEndpoints } from './endpoints';

const restaurants: Restaurant[] = [
  { TW_TITRE: 'Le Bouchon des Canuts', TW_TYPE: 'Bouchon lyonnais', TW_VILLE: 'Lyon', TW_TARIF: '25-35 €' },
  { TW_TITRE: 'Sushi Kaito', TW_TYPE: 'Japonais', TW_VILLE: 'Lyon', TW_TARIF: '30-45 €' },
  { TW_TITRE: 'La Table de Margaux', TW_TYPE: 'Gastronomique', TW_VILLE: 'Annecy', TW_TARIF: '€€€' },
  { TW_TITRE: 'Crêperie Ty Breizh', TW_TYPE: 'Crêperie', TW_VILLE: 'Chambéry', TW_TARIF: '15-20 €' },
  { TW_TITRE: 'Brasserie du Lac', TW_TYPE: 'Brasserie', TW_VILLE: 'Aix-les-Bains', TW_TARIF: '€€' },
  { TW_TITRE: 'Le Chalet des Aravis', TW_TYPE: 'Savoyard', TW_VILLE: 'La Clusaz', TW_TARIF: '€€' },
];

const ing = (poids: string, nom: string) => ({ nom, poids });
const lines = (...text: string[]) => text.map((ligne) => ({ ligne }));

const recettes: Recipe[] = [
  {
    id: 1,
    titre: 'Quiche lorraine',
    note: 4,
    type: 'salée',
    ingredients: [ing('1', 'pâte brisée'), ing('200 g', 'lardons fumés'), ing('3', 'œufs'), ing('20 cl', 'crème fraîche épaisse')],
    commentaire: lines(
      'Préchauffer le four à 180 °C.',
      'Faire revenir les lardons, puis les répartir sur la pâte.',
      'Battre les œufs avec la crème, verser sur les lardons et cuire 35 minutes.',
    ),
  },
  {
    id: 3,
    titre: 'Tarte aux pommes',
    note: 5,
    type: 'dessert',
    ingredients: [ing('1', 'pâte sablée'), ing('6', 'pommes golden'), ing('60 g', 'sucre en poudre'), ing('30 g', 'beurre')],
    commentaire: lines(
      'Préchauffer le four à 200 °C.',
      'Disposer les pommes en lamelles fines sur la pâte.',
      'Parsemer de beurre et de sucre, cuire 35 minutes.',
    ),
  },
  {
    id: 4,
    titre: 'Pâte brisée',
    note: 3,
    type: 'pâte',
    ingredients: [ing('250 g', 'farine'), ing('125 g', 'beurre froid'), ing('5 cl', 'eau froide')],
    commentaire: lines('Sabler la farine et le beurre.', 'Ajouter l’eau, former une boule et laisser reposer 30 minutes.'),
  },
  {
    id: 6,
    titre: 'Mousse au chocolat',
    note: 5,
    type: 'dessert',
    ingredients: [ing('200 g', 'chocolat noir'), ing('6', 'œufs'), ing('30 g', 'sucre')],
    commentaire: lines(
      'Faire fondre le chocolat au bain-marie.',
      'Monter les blancs en neige et les incorporer au chocolat.',
      'Réserver 4 heures au réfrigérateur.',
    ),
  },
  {
    id: 11,
    titre: 'Ratatouille',
    note: 2,
    type: 'salée',
    ingredients: [ing('2', 'aubergines'), ing('3', 'courgettes'), ing('4', 'tomates'), ing('10 cl', 'huile d’olive')],
    commentaire: lines('Couper les légumes en dés.', 'Les faire revenir puis mijoter 45 minutes.'),
  },
];

const imagesRecettes = ['mousse-au-chocolat.png', 'quiche-lorraine.png', 'tarte-aux-pommes.png'];

const imagesSport = Array.from({ length: 21 }, (_, i) => `sport-${String(i).padStart(2, '0')}.png`);

type LeisureFixtures = { [N in keyof typeof leisureEndpoints]?: EndpointData<(typeof leisureEndpoints)[N]> };

export const leisureFixtures = {
  restaurants,
  recettes,
  imagesRecettes,
  imagesSport,
} satisfies LeisureFixtures;
