/**
 * The route and navbar table of the dashboard, in one place. The shell draws the navbar,
 * the tile menu and the route-to-remote mapping from it; each remote declares the same
 * paths, and its contract test checks that they match.
 */
import type { RemoteName } from '../topology/topology';
import type { CardColor } from '../ui/theme';

export type RouteOwner = RemoteName | 'shell';
export type NavGroup = 'appt' | 'opvcm' | 'infos';

export interface RouteParamRule {
  name: string;
  /** What a valid value looks like; anything else fires conditionsFailed. */
  pattern: RegExp;
  /** A valid value, for tests that open every route (1 when absent). */
  example?: string;
}

export interface RouteEntry {
  /** Path pattern as React Router reads it, without trailing slash. */
  path: string;
  owner: RouteOwner;
  /** French heading of the page. */
  title: string;
  /** Where it sits in the navbar, and its label there (entries appear in table order). */
  nav?: { group: NavGroup; label: string };
  /** Its tile on the /buttons menu. */
  tile?: { title: string; comment: string; color: CardColor };
  param?: RouteParamRule;
}

const positiveInt: RegExp = /^[1-9]\d{0,8}$/;
/** A name as the data holds it (URL-encoded in the hash): anything but blank. */
const anyName: RegExp = /\S/;

export const NAV_GROUPS: ReadonlyArray<{ id: NavGroup; label: string }> = [
  { id: 'appt', label: 'Appt' },
  { id: 'opvcm', label: 'Opvcm' },
  { id: 'infos', label: 'Infos' },
];

export const HOME_LABEL = 'Accueil';

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', owner: 'shell', title: 'Tableau de bord' },
  // Export, import, backups, undo: linked from Home and the tile menu, never from the navbar.
  {
    path: '/donnees',
    owner: 'shell',
    title: 'Mes données',
    tile: { title: 'Mes données', comment: 'Exporter, importer, sauvegardes', color: 'blue' },
  },

  // Appt
  {
    path: '/recap',
    owner: 'immo',
    title: 'Récap loyers',
    nav: { group: 'appt', label: 'Recap' },
    tile: { title: 'Récap', comment: 'Loyers théoriques, perçus et honoraires', color: 'blue' },
  },
  {
    path: '/listeappt',
    owner: 'immo',
    title: 'Liste Appt',
    nav: { group: 'appt', label: 'liste' },
  },
  {
    path: '/loyers',
    owner: 'immo',
    title: 'Loyers',
    nav: { group: 'appt', label: 'loyers' },
    tile: { title: 'Loyers', comment: 'Taux de réalisation par bien', color: 'green' },
  },
  {
    path: '/emprunt',
    owner: 'immo',
    title: 'Emprunts',
    nav: { group: 'appt', label: 'emprunts' },
    tile: { title: 'Emprunts', comment: 'Capital et intérêts restant dus', color: 'orange' },
  },
  // What each property earns: reached from the lists, cards and tables that name it.
  { path: '/bien/:nom', owner: 'immo', title: 'Fiche du bien', param: { name: 'nom', pattern: anyName } },
  { path: '/emprunt/:nom', owner: 'immo', title: "Échéancier de l'emprunt", param: { name: 'nom', pattern: anyName } },
  {
    path: '/revenus-fonciers/:annee',
    owner: 'immo',
    title: 'Revenus fonciers',
    param: { name: 'annee', pattern: /^(19|20|21)\d{2}$/, example: '2025' },
  },
  {
    path: '/carsdetail',
    owner: 'immo',
    title: 'Récap frais voitures',
    nav: { group: 'appt', label: 'cars détail' },
    tile: { title: 'Voitures', comment: 'Frais par année et moyenne mensuelle', color: 'cherry' },
  },
  {
    path: '/depenses',
    owner: 'immo',
    title: 'Dépenses',
    nav: { group: 'appt', label: 'Dépenses' },
    tile: { title: 'Dépenses', comment: "Les dépenses d'une année", color: 'red' },
  },
  {
    path: '/graphdepenses',
    owner: 'charts',
    title: 'Graph Dépenses',
    nav: { group: 'appt', label: 'Graph Dépenses' },
  },

  // Opvcm
  {
    path: '/listebybk',
    owner: 'opvcm',
    title: 'Placements par banque',
    nav: { group: 'opvcm', label: 'liste Bk' },
    tile: { title: 'Banques', comment: 'Placements regroupés par banque', color: 'blue' },
  },
  {
    path: '/listeopvcm',
    owner: 'opvcm',
    title: 'Placements par type',
    nav: { group: 'opvcm', label: 'liste' },
    tile: { title: 'Placements', comment: 'Filtrés par type de placement', color: 'green' },
  },
  {
    path: '/listetabopvcm',
    owner: 'opvcm',
    title: 'Tableau des placements',
    nav: { group: 'opvcm', label: 'liste tableau' },
  },
  {
    path: '/grapheopvcm',
    owner: 'opvcm',
    title: 'Graphe bulles',
    nav: { group: 'opvcm', label: 'Graphe bulles' },
  },
  {
    path: '/brickssynthese',
    owner: 'opvcm',
    title: 'Bricks',
    nav: { group: 'opvcm', label: 'Bricks' },
    tile: { title: 'Bricks', comment: 'Synthèse du crowdfunding', color: 'orange' },
  },

  // Infos
  { path: '/buttons', owner: 'shell', title: 'Menu boutons', nav: { group: 'infos', label: 'Menu boutons' } },
  {
    path: '/graphedf',
    owner: 'charts',
    title: 'Graph EDF',
    nav: { group: 'infos', label: 'Graph EDF' },
    tile: { title: 'EDF', comment: 'Consommations électriques', color: 'cherry' },
  },
  {
    path: '/graphtxfronciere',
    owner: 'charts',
    title: 'Taxe foncière',
    nav: { group: 'infos', label: 'Gr Tx Froncière' },
    tile: { title: 'Taxe foncière', comment: 'Par bien et par année', color: 'red' },
  },
  {
    path: '/bank',
    owner: 'charts',
    title: 'Cumuls par banque',
    nav: { group: 'infos', label: 'Gr. Bank' },
    tile: { title: 'Cumuls', comment: 'Cumuls par banque et bénéficiaire', color: 'blue' },
  },
  {
    path: '/graphbybenef',
    owner: 'charts',
    title: 'Cumul par bénéficiaire',
    nav: { group: 'infos', label: 'Graph by benef.' },
    tile: { title: 'Bénéficiaires', comment: 'Cumul par bénéficiaire', color: 'green' },
  },
  {
    path: '/restau',
    owner: 'leisure',
    title: 'Restaurants',
    nav: { group: 'infos', label: 'Restaurants' },
    tile: { title: 'Restaurants', comment: 'Nos bonnes adresses', color: 'orange' },
  },
  {
    path: '/recettes',
    owner: 'leisure',
    title: 'Recettes',
    nav: { group: 'infos', label: 'recettes' },
    tile: { title: 'Recettes', comment: 'Chercher une recette', color: 'cherry' },
  },
  { path: '/recette/:id', owner: 'leisure', title: 'Fiche recette', param: { name: 'id', pattern: positiveInt } },
  {
    path: '/photo',
    owner: 'leisure',
    title: 'Recettes photos',
    nav: { group: 'infos', label: 'recettes photos' },
    tile: { title: 'Photos', comment: 'Photos des recettes', color: 'red' },
  },
  {
    path: '/piscine',
    owner: 'leisure',
    title: 'Piscine',
    nav: { group: 'infos', label: 'piscine' },
    tile: { title: 'Piscine', comment: "Horaires d'ouverture", color: 'blue' },
  },
  {
    path: '/cocktail',
    owner: 'leisure',
    title: 'Cocktails',
    nav: { group: 'infos', label: 'Cocktails' },
    tile: { title: 'Cocktails', comment: 'Quantités de champagne', color: 'cherry' },
  },
  { path: '/chrono', owner: 'leisure', title: 'Chrono', nav: { group: 'infos', label: 'Chrono' } },
  {
    path: '/films',
    owner: 'films',
    title: 'Films',
    nav: { group: 'infos', label: 'films' },
    tile: { title: 'Films', comment: 'Chercher un film', color: 'green' },
  },
  { path: '/film/:id', owner: 'films', title: 'Fiche film', param: { name: 'id', pattern: positiveInt } },
  { path: '/test', owner: 'shell', title: 'Test', nav: { group: 'infos', label: 'test' } },
  { path: '/testcard', owner: 'shell', title: 'Testcard', nav: { group: 'infos', label: 'testcard' } },
];

/** Tile order of the /buttons menu. */
export const TILE_ORDER = [
  '/recap', '/loyers', '/emprunt', '/carsdetail', '/depenses', '/listebybk', '/listeopvcm', '/brickssynthese',
  '/graphedf', '/graphtxfronciere', '/bank', '/graphbybenef', '/restau', '/recettes', '/photo', '/piscine',
  '/films', '/cocktail',
] as const;

export const NOT_FOUND_TITLE = 'Not Found !!!!';

export function routesOf(owner: RouteOwner): RouteEntry[] {
  return ROUTES.filter((r) => r.owner === owner);
}

export function routeByPath(path: string): RouteEntry {
  const entry = ROUTES.find((r) => r.path === path);
  if (!entry) throw new Error(`route inconnue : ${path}`);
  return entry;
}

export function navEntries(group: NavGroup): RouteEntry[] {
  return ROUTES.filter((r) => r.nav?.group === group);
}

export function tileEntries(): RouteEntry[] {
  return TILE_ORDER.map(routeByPath);
}
