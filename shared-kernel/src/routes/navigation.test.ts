import { ROUTES, TILE_ORDER, navEntries, tileEntries } from './routeTable';
import { CONDITIONS_FAILED_EVENT, fireConditionsFailed, goTo, resolveRoute } from './navigation';

describe('route table', () => {
  it('lists the navbar groups in the order and with the labels of the spec', () => {
    expect(navEntries('appt').map((r) => [r.path, r.nav?.label])).toEqual([
      ['/recap', 'Recap'], ['/listeappt', 'liste'], ['/loyers', 'loyers'], ['/emprunt', 'emprunts'],
      ['/carsdetail', 'cars détail'], ['/depenses', 'Dépenses'], ['/graphdepenses', 'Graph Dépenses'],
    ]);
    expect(navEntries('opvcm').map((r) => r.nav?.label)).toEqual(['liste Bk', 'liste', 'liste tableau', 'Graphe bulles', 'Bricks']);
    expect(navEntries('infos').map((r) => r.nav?.label)).toEqual([
      'Menu boutons', 'Graph EDF', 'Gr Tx Froncière', 'Gr. Bank', 'Graph by benef.', 'Restaurants', 'recettes',
      'recettes photos', 'piscine', 'Cocktails', 'Chrono', 'films', 'test', 'testcard',
    ]);
  });

  it('has the 18 tiles of the menu, each with a title and a comment', () => {
    const tiles = tileEntries();
    expect(tiles).toHaveLength(18);
    expect(tiles.map((t) => t.path)).toEqual([...TILE_ORDER]);
    for (const t of tiles) expect(t.tile?.title && t.tile.comment).toBeTruthy();
  });

  it('has unique paths', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
});

describe('resolveRoute', () => {
  it('matches with and without a trailing slash', () => {
    for (const p of ['/emprunt', '/emprunt/', '/piscine/', '/cocktail/', '/chrono/']) {
      const r = resolveRoute(p);
      expect(r.kind).toBe('match');
    }
    const r = resolveRoute('/emprunt/');
    expect(r.kind === 'match' && r.entry.owner).toBe('immo');
  });

  it('reads route parameters', () => {
    const r = resolveRoute('/recette/7');
    expect(r).toMatchObject({ kind: 'match', params: { id: '7' } });
  });

  it('fails the route condition on a bad parameter', () => {
    expect(resolveRoute('/recette/abc')).toMatchObject({ kind: 'conditionsFailed', detail: { route: '/recette/:id', param: 'id', value: 'abc' } });
    expect(resolveRoute('/film/-1').kind).toBe('conditionsFailed');
    expect(resolveRoute('/film/0').kind).toBe('conditionsFailed');
  });

  it('returns notFound for unknown paths', () => {
    expect(resolveRoute('/nulle-part').kind).toBe('notFound');
    expect(resolveRoute('/recap/extra').kind).toBe('notFound');
  });
});

describe('navigation helpers', () => {
  it('fires conditionsFailed on window with its detail', () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(CONDITIONS_FAILED_EVENT, listener);
    fireConditionsFailed({ route: '/film/:id', param: 'id', value: 'x' });
    window.removeEventListener(CONDITIONS_FAILED_EVENT, listener);
    expect(seen).toEqual([{ route: '/film/:id', param: 'id', value: 'x' }]);
  });

  it('navigates through the hash', () => {
    goTo('/recap');
    expect(window.location.hash).toBe('#/recap');
  });
});
