import { z } from 'zod/mini';
import { entriesOf, goTo, type RouteTable } from 'shared-kernel';
import { jsonReply } from 'shared-kernel/testing';
import { navEntries } from '../layout/NavBar';
import { tileEntries } from '../pages/Buttons/Tiles';
import { BUILT_TABLES } from '../testing/builtRouteTables';
import { CONDITIONS_FAILED_EVENT, fireConditionsFailed, resolveRoute } from './resolveRoute';
import { refreshRouteTables, routeTableUrl } from '../federation/readRouteTables';
import { ROUTE_TABLES_KEY, routeEntries, routeTablesSettled, setRouteTables } from './routeTables';
import { routeRowSchema, routeTableSchema } from './routeTableSchema';
import shellRows from './shellRoutes.json';

const labels = (group: 'appt' | 'opvcm' | 'infos') => navEntries(routeEntries(), group).map((r) => r.nav?.label);

/** `expected` in `actual`, in order, other entries allowed between (a page a remote adds). */
const inOrder = (actual: readonly unknown[], expected: readonly unknown[]) => {
  let i = 0;
  for (const item of actual) if (i < expected.length && item === expected[i]) i += 1;
  return i === expected.length;
};

describe('the merged route table', () => {
  it('lists the spec’s navbar entries in each group, in the spec’s order', () => {
    expect(inOrder(labels('appt'), ['Recap', 'liste', 'loyers', 'emprunts', 'cars détail', 'Dépenses', 'Graph Dépenses'])).toBe(true);
    expect(inOrder(labels('opvcm'), ['liste Bk', 'liste', 'liste tableau', 'Graphe bulles', 'Bricks'])).toBe(true);
    expect(
      inOrder(labels('infos'), [
        'Menu boutons', 'Graph EDF', 'Gr Tx Froncière', 'Gr. Bank', 'Graph by benef.', 'Restaurants', 'recettes',
        'recettes photos', 'piscine', 'Cocktails', 'Chrono', 'films', 'test', 'testcard',
      ]),
    ).toBe(true);
  });

  it('sorts each group by its rows’ order, whichever app serves them', () => {
    const films = BUILT_TABLES.films!;
    setRouteTables({ films: { ...films, routes: [...films.routes, { path: '/cine', title: 'Ciné', nav: { group: 'infos', label: 'ciné', order: 15 } }] } });
    expect(labels('appt')).toEqual([]);
    expect(labels('infos')).toEqual(['Menu boutons', 'ciné', 'films', 'test', 'testcard']);
  });

  it('has the spec’s 18 tiles in the spec order, each with a title and a comment', () => {
    const tiles = tileEntries(routeEntries());
    expect(
      inOrder(tiles.map((t) => t.path), [
        '/recap', '/loyers', '/emprunt', '/carsdetail', '/depenses', '/listebybk', '/listeopvcm', '/brickssynthese',
        '/graphedf', '/graphtxfronciere', '/bank', '/graphbybenef', '/restau', '/recettes', '/photo', '/piscine',
        '/films', '/cocktail',
      ]),
    ).toBe(true);
    for (const t of tiles) {
      expect({ path: t.path, title: t.tile?.title, comment: t.tile?.comment }).toEqual({
        path: t.path,
        title: expect.stringMatching(/\S/),
        comment: expect.stringMatching(/\S/),
      });
    }
  });

  it('reads every remote’s published table, and its own rows, as valid', () => {
    for (const table of Object.values(BUILT_TABLES)) expect(routeTableSchema.safeParse(table).success).toBe(true);
    expect(z.array(routeRowSchema).safeParse(shellRows).success).toBe(true);
    expect(routeTableSchema.safeParse({ ...BUILT_TABLES.films, remote: 'cinema' }).success).toBe(false);
    expect(routeTableSchema.safeParse({ remote: 'films', routes: [{ path: '/x', title: 'X', param: { name: 'id', pattern: '(' } }] }).success).toBe(false);
  });

  it('has unique paths', () => {
    const paths = routeEntries().map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('resolveRoute', () => {
  const resolve = (path: string) => resolveRoute(routeEntries(), path);

  it('matches with and without a trailing slash, and names the owner', () => {
    for (const p of ['/emprunt', '/emprunt/', '/piscine/', '/cocktail/', '/chrono/']) expect(resolve(p).kind).toBe('match');
    const r = resolve('/emprunt/');
    expect(r.kind === 'match' && r.entry.owner).toBe('immo');
  });

  it('reads route parameters', () => {
    expect(resolve('/recette/7')).toMatchObject({ kind: 'match', params: { id: '7' } });
  });

  it('fails the route condition on a bad parameter', () => {
    expect(resolve('/recette/abc')).toMatchObject({ kind: 'conditionsFailed', detail: { route: '/recette/:id', param: 'id', value: 'abc' } });
    expect(resolve('/film/-1').kind).toBe('conditionsFailed');
    expect(resolve('/film/0').kind).toBe('conditionsFailed');
  });

  it('returns notFound for unknown paths', () => {
    expect(resolve('/nulle-part').kind).toBe('notFound');
    expect(resolve('/recap/extra').kind).toBe('notFound');
  });

  it('fires conditionsFailed on window with its detail, and navigates through the hash', () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(CONDITIONS_FAILED_EVENT, listener);
    fireConditionsFailed({ route: '/film/:id', param: 'id', value: 'x' });
    window.removeEventListener(CONDITIONS_FAILED_EVENT, listener);
    expect(seen).toEqual([{ route: '/film/:id', param: 'id', value: 'x' }]);
    goTo('/recap');
    expect(window.location.hash).toBe('#/recap');
  });
});

describe('tables read at run time', () => {
  const leisure = BUILT_TABLES.leisure!;
  const withWine: RouteTable = {
    ...leisure,
    routes: [...leisure.routes, { path: '/vins', title: 'Cave à vins', nav: { group: 'infos', label: 'Cave à vins', order: 115 } }],
  };
  const manifests = { leisure: 'http://127.0.0.1:3004/mf-manifest.json', films: 'http://127.0.0.1:3005/mf-manifest.json' };

  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());
  /** The tables this device remembers, as the next start checks them. */
  const validStored = (): Partial<Record<string, RouteTable>> =>
    Object.fromEntries(
      Object.entries(JSON.parse(localStorage.getItem(ROUTE_TABLES_KEY) ?? '{}') as Record<string, unknown>).flatMap(([remote, table]) => {
        const parsed = routeTableSchema.safeParse(table);
        return parsed.success ? [[remote, parsed.data]] : [];
      }),
    );

  it('finds each table beside its manifest', () => {
    expect(routeTableUrl(manifests.leisure)).toBe('http://127.0.0.1:3004/routes.json');
  });

  it('adds the page a remote now publishes, keeps the rows of a remote that is down, and remembers them', async () => {
    global.fetch = jest.fn(async (url: RequestInfo | URL) =>
      String(url).includes(':3004') ? jsonReply(withWine) : jsonReply({}, 503),
    ) as typeof fetch;
    setRouteTables(BUILT_TABLES, false);
    expect(resolveRoute(routeEntries(), '/vins').kind).toBe('notFound');
    expect(routeTablesSettled()).toBe(false);

    await refreshRouteTables(manifests);

    expect(routeTablesSettled()).toBe(true);
    expect(resolveRoute(routeEntries(), '/vins')).toMatchObject({ kind: 'match', entry: { owner: 'leisure', title: 'Cave à vins' } });
    expect(labels('infos')).toEqual(expect.arrayContaining(['Cave à vins', 'films']));
    expect(labels('infos').indexOf('Cave à vins')).toBe(labels('infos').indexOf('Chrono') + 1);
    expect(JSON.parse(localStorage.getItem(ROUTE_TABLES_KEY)!).leisure.routes.map((r: { path: string }) => r.path)).toContain('/vins');
  });

  it('keeps the address of each page\'s code files, beside the table; a file outside its folder makes the table invalid', async () => {
    const withCode = { ...withWine, routes: withWine.routes.map((r) => (r.path === '/vins' ? { ...r, chunks: ['41.9f.js'] } : r)) };
    global.fetch = jest.fn(async () => jsonReply(withCode)) as typeof fetch;
    setRouteTables(BUILT_TABLES, false);
    await refreshRouteTables({ leisure: manifests.leisure });
    expect(resolveRoute(routeEntries(), '/vins')).toMatchObject({ kind: 'match', entry: { chunks: ['http://127.0.0.1:3004/41.9f.js'] } });
    // Remembered as read, and valid again on the next start.
    expect(validStored().leisure?.routes.find((r) => r.path === '/vins')?.chunks).toEqual(['http://127.0.0.1:3004/41.9f.js']);

    // And the files of the remote's entry, which the table names too.
    global.fetch = jest.fn(async () => jsonReply({ ...withCode, entry: ['remoteEntry.js', '__federation_expose_remote.7c.js'] })) as typeof fetch;
    await refreshRouteTables({ leisure: manifests.leisure });
    expect(validStored().leisure?.entry).toEqual(['http://127.0.0.1:3004/remoteEntry.js', 'http://127.0.0.1:3004/__federation_expose_remote.7c.js']);

    const outside = { ...withCode, routes: withCode.routes.map((r) => (r.path === '/vins' ? { ...r, chunks: ['../../autre/1.js'] } : r)) };
    global.fetch = jest.fn(async () => jsonReply(outside)) as typeof fetch;
    localStorage.clear();
    setRouteTables(BUILT_TABLES, false);
    await refreshRouteTables({ leisure: manifests.leisure });
    expect(resolveRoute(routeEntries(), '/vins').kind).toBe('notFound');
  });

  it('ignores a table that is malformed or names another remote', async () => {
    global.fetch = jest.fn(async () => jsonReply({ ...withWine, remote: 'films' })) as typeof fetch;
    setRouteTables(BUILT_TABLES, false);
    await refreshRouteTables({ leisure: manifests.leisure });
    expect(resolveRoute(routeEntries(), '/vins').kind).toBe('notFound');
    expect(routeEntries().filter((r) => r.owner === 'leisure')).toEqual(entriesOf(leisure));
  });
});
