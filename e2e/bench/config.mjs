// Where the benchmark builds, serves and looks. Ports stay clear of the live product
// (3000-3005, 8080), which may be running for someone else.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BENCH_DIR = path.join(ROOT, '.tmp', 'bench');
export const FED_DIR = path.join(BENCH_DIR, 'federated');
export const MONO_DIR = path.join(BENCH_DIR, 'monolith');
export const DATA_ROOT = path.join(os.tmpdir(), `dashboard-bench-${process.pid}`);
export const RESULTS_FILE = path.join(ROOT, 'bench-results.json');

export const API_PORT = 8180;
export const API = `http://127.0.0.1:${API_PORT}`;
export const MONO_PORT = 4100;

/** The federated apps as deployed: one folder and one origin each. */
export const APPS = [
  { name: 'shell', dir: 'shell', port: 4000 },
  { name: 'immo', dir: 'mfe-immo', port: 4001 },
  { name: 'opvcm', dir: 'mfe-opvcm', port: 4002 },
  { name: 'charts', dir: 'mfe-charts', port: 4003 },
  { name: 'leisure', dir: 'mfe-leisure', port: 4004 },
  { name: 'films', dir: 'mfe-films', port: 4005 },
];
export const REMOTES = APPS.filter((a) => a.name !== 'shell');

export const BUILDS = {
  federated: { label: 'federated', url: `http://127.0.0.1:${APPS[0].port}/` },
  monolith: { label: 'monolith', url: `http://127.0.0.1:${MONO_PORT}/` },
};

/** Served folder of an origin, to find the file (and its source map) behind a downloaded URL. */
export function dirOfPort(port) {
  if (port === MONO_PORT) return MONO_DIR;
  const app = APPS.find((a) => a.port === port);
  return app ? path.join(FED_DIR, app.dir) : null;
}

/**
 * Every route of the tour, with what "its content is there" means: the page heading and,
 * where the page shows data, the first element that carries it.
 */
export const ROUTES = [
  { path: '/', title: 'Tableau de bord', content: '[role=group][aria-label="Parc immobilier"] section' },
  { path: '/recap', title: 'Récap loyers', content: '[role=group]' },
  { path: '/listeappt', title: 'Liste Appt', content: 'tbody tr' },
  { path: '/loyers', title: 'Loyers', content: '[role=group]' },
  { path: '/emprunt', title: 'Emprunts', content: 'tbody tr' },
  { path: '/carsdetail', title: 'Récap frais voitures', content: 'tbody tr' },
  { path: '/depenses', title: 'Dépenses', content: 'tbody tr' },
  { path: '/graphdepenses', title: 'Graph Dépenses', content: 'figure svg' },
  { path: '/listebybk', title: 'Placements par banque', content: 'dl' },
  { path: '/listeopvcm', title: 'Placements par type', content: 'dl' },
  { path: '/listetabopvcm', title: 'Tableau des placements', content: 'tbody tr' },
  { path: '/grapheopvcm', title: 'Graphe bulles', content: 'svg' },
  { path: '/brickssynthese', title: 'Bricks', content: 'svg' },
  { path: '/buttons', title: 'Menu boutons', content: 'li a' },
  { path: '/graphedf', title: 'Graph EDF', content: 'figure svg' },
  { path: '/graphtxfronciere', title: 'Taxe foncière', content: 'figure svg' },
  { path: '/bank', title: 'Cumuls par banque', content: 'figure svg' },
  { path: '/graphbybenef', title: 'Cumul par bénéficiaire', content: 'figure svg' },
  { path: '/restau', title: 'Restaurants', content: 'tbody tr' },
  { path: '/recettes', title: 'Recettes', content: 'tbody tr' },
  { path: '/recette/1', title: 'Fiche recette', content: 'li' },
  { path: '/photo', title: 'Recettes photos', content: 'img' },
  { path: '/piscine', title: 'Piscine', content: 'tbody tr' },
  { path: '/cocktail', title: 'Cocktails', content: 'dl' },
  { path: '/chrono', title: 'Chrono', content: 'button' },
  { path: '/films', title: 'Films', content: 'li a' },
  { path: '/film/:id', title: 'Fiche film', content: 'article' },
  { path: '/test', title: 'Test', content: 'h1' },
  { path: '/testcard', title: 'Testcard', content: 'h1' },
];

export const routeOf = (p) => ROUTES.find((r) => r.path === p);

/** First visit of one route per remote: each is a tile on Home, so the bench clicks it. */
export const FIRST_VISITS = [
  { remote: 'immo', path: '/depenses' },
  { remote: 'opvcm', path: '/listeopvcm' },
  { remote: 'charts', path: '/graphedf' },
  { remote: 'leisure', path: '/restau' },
  { remote: 'films', path: '/films' },
];

/** Lighthouse and axe: Home and one page per remote. */
export const AUDITED = ['/', '/depenses', '/listeopvcm', '/graphedf', '/restau', '/films'];

/** Large-data pages: the endpoint whose arrival starts the clock, and the filter to click. */
export const LARGE_PAGES = [
  { path: '/depenses', endpoint: '/immeubles/opedepenses', filter: 'year' },
  { path: '/listeopvcm', endpoint: '/immeubles/alldata', filter: 'placement' },
  { path: '/listetabopvcm', endpoint: '/immeubles/alldata', filter: 'placement' },
  { path: '/listeappt', endpoint: '/immeubles/alldata', filter: 'sort' },
];

export const SCALES = [10, 100];
