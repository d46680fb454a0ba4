/** Demo restaurants (fictional addresses). */
import type { RowOf } from 'contract-kit/data';
import type { leisureSections } from '../../contract';

type Restaurant = RowOf<typeof leisureSections.restaurants>;

const r = (TW_TITRE: string, TW_TYPE: string, TW_VILLE: string, TW_TARIF: string): Restaurant => ({
  TW_TITRE,
  TW_TYPE,
  TW_VILLE,
  TW_TARIF,
});

export const DEMO_RESTAURANTS: Restaurant[] = [
  r('Le Bouchon des Canuts', 'Bouchon lyonnais', 'Lyon', '25-35 €'),
  r('La Table de Margaux', 'Gastronomique', 'Annecy', '€€€'),
  r('Trattoria Bella Vita', 'Italien', 'Villeurbanne', '€€'),
  r('Sushi Kaito', 'Japonais', 'Lyon', '30-45 €'),
  r('Brasserie du Lac', 'Brasserie', 'Aix-les-Bains', '€€'),
  r('Crêperie Ty Breizh', 'Crêperie', 'Chambéry', '15-20 €'),
  r('Le Chalet des Aravis', 'Savoyard', 'La Clusaz', '€€'),
  r('Le Comptoir du Vieux-Port', 'Poissons et fruits de mer', 'Marseille', '35-50 €'),
  r('L’Atelier des Saveurs', 'Bistronomique', 'Grenoble', '€€'),
  r('Chez Mémé Paulette', 'Cuisine familiale', 'Caluire-et-Cuire', '20-28 €'),
  r('Le Petit Bordelais', 'Bistrot', 'Bordeaux', '€€'),
  r('Le Riad de Fès', 'Marocain', 'Montpellier', '€€'),
  r('Pizzeria Da Nino', 'Pizzeria', 'Saint-Étienne', '€'),
  r('La Fromagerie Gourmande', 'Savoyard', 'Annecy', '30-40 €'),
];
