import { apiAddress, movieAddress, openingDataPaths, openingMoviePaths, paramsOf, preloadOpeningData } from './earlyData';

const rows = [
  { path: '/depenses', data: ['immeubles/opedepenses/'] },
  { path: '/revenus-fonciers/:annee', data: ['immeubles/revenusfonciers/:annee'] },
  { path: '/bien/:nom', data: ['immeubles/bien/:nom'] },
  { path: '/photo' },
  { path: '/films', movieData: ['movie/popular?language=fr-FR&page=1'] },
  { path: '/film/:id', param: { name: 'id', pattern: '^[1-9]\\d{0,8}$' }, movieData: ['movie/:id?language=fr-FR'] },
];

describe('openingDataPaths: what the opening page reads, from its route row', () => {
  it.each([
    ['#/depenses', ['immeubles/opedepenses/']],
    ['#/depenses?annee=2024', ['immeubles/opedepenses/']],
    ['#/revenus-fonciers/2025', ['immeubles/revenusfonciers/2025']],
    // Decoded from the address, encoded again into the api path, as the kernel's dataPaths does.
    ['#/bien/Rue%20Haute', ['immeubles/bien/Rue%20Haute']],
    ['#/photo', []],
    ['#/', []],
    ['#/nulle-part', []],
  ])('%s → %j', (hash, paths) => {
    expect(openingDataPaths(hash, rows)).toEqual(paths);
  });

  it('paramsOf refuses another shape and an empty parameter', () => {
    expect(paramsOf('/bien/:nom', '/bien/Lyon')).toEqual({ nom: 'Lyon' });
    expect(paramsOf('/bien/:nom', '/bien/')).toBeNull();
    expect(paramsOf('/bien/:nom', '/emprunt/Lyon')).toBeNull();
    expect(paramsOf('/bien/:nom', '/bien/%E0')).toBeNull();
  });
});

describe('openingMoviePaths: the movie database reads of the opening page, at its path alone', () => {
  it.each([
    ['#/films', ['movie/popular?language=fr-FR&page=1']],
    ['#/film/550', ['movie/550?language=fr-FR']],
    // A search or another page of the list: other reads, the page's own.
    ['#/films?mode=title&q=parrain', []],
    // A value the route's rule refuses: Not Found, nothing asked of the gateway (it would answer 400).
    ['#/film/-1', []],
    ['#/depenses', []],
  ])('%s → %j', (hash, paths) => {
    expect(openingMoviePaths(hash, rows)).toEqual(paths);
  });

  it('movieAddress: the kernel movieApiUrl, before the kernel; nothing without a usable gateway', () => {
    expect(movieAddress({ movieApiBase: 'http://127.0.0.1:8080/tmdb/3/' }, 'movie/2?language=fr-FR')).toBe('http://127.0.0.1:8080/tmdb/3/movie/2?language=fr-FR');
    expect(movieAddress({ movieApiBase: '/tmdb/3' }, 'movie/2')).toBeNull();
    expect(movieAddress(null, 'movie/2')).toBeNull();
  });
});

describe('apiAddress: the kernel apiUrl, before the kernel', () => {
  it('joins the base, the index script and the path', () => {
    expect(apiAddress({ apiBase: 'http://127.0.0.1:8080/' }, 'immeubles/alldata')).toBe('http://127.0.0.1:8080/api/immeubles/alldata');
    expect(apiAddress({ apiBase: 'https://maison.example/back', indexScript: 'index.php' }, 'data/opvcm')).toBe(
      'https://maison.example/back/index.php/api/data/opvcm',
    );
  });

  it('gives nothing without a base it can use', () => {
    expect(apiAddress(null, 'x')).toBeNull();
    expect(apiAddress({ apiBase: 12 }, 'x')).toBeNull();
    expect(apiAddress({ apiBase: 'javascript:alert(1)' }, 'x')).toBeNull();
  });
});

describe('preloadOpeningData', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  const builtPage = () => {
    const tables = { immo: { remote: 'immo', routes: rows.slice(0, 4) }, films: { remote: 'films', routes: rows.slice(4) } };
    document.body.innerHTML = `<script type="application/json" id="route-tables">${JSON.stringify(tables)}</script>`;
  };
  const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => [l.getAttribute('as'), l.getAttribute('crossorigin'), l.getAttribute('href')]);

  it('preloads each path of the page with the credentials the kernel sends, once', () => {
    builtPage();
    preloadOpeningData({ apiBase: 'http://127.0.0.1:8080' }, '#/depenses');
    preloadOpeningData({ apiBase: 'http://127.0.0.1:8080' }, '#/depenses');
    expect(preloads()).toEqual([['fetch', 'use-credentials', 'http://127.0.0.1:8080/api/immeubles/opedepenses/']]);
  });

  it('without cookies when config.json says omit', () => {
    builtPage();
    preloadOpeningData({ apiBase: 'http://127.0.0.1:8081', apiCredentials: 'omit' }, '#/revenus-fonciers/2024');
    expect(preloads()).toEqual([['fetch', 'anonymous', 'http://127.0.0.1:8081/api/immeubles/revenusfonciers/2024']]);
  });

  it('and the movie database reads of a films page, the same way', () => {
    builtPage();
    preloadOpeningData({ apiBase: 'http://127.0.0.1:8080', movieApiBase: 'http://127.0.0.1:8080/tmdb/3' }, '#/films');
    expect(preloads()).toEqual([['fetch', 'use-credentials', 'http://127.0.0.1:8080/tmdb/3/movie/popular?language=fr-FR&page=1']]);
  });

  it('nothing on a page without the build’s blocks (the dev server)', () => {
    preloadOpeningData({ apiBase: 'http://127.0.0.1:8080' }, '#/depenses');
    expect(preloads()).toEqual([]);
  });
});
