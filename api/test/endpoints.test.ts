/**
 * Contract: every GET of the areas' endpoint tables answers, under /api and /index.php/api,
 * a payload its area's schema accepts; errors are JSON with a French message.
 */
import { parseGraph } from 'contract-kit/legacyGraph';
import { AREA_ENDPOINTS } from './areaEndpoints';
import { ALLOWED_ORIGIN, createTestApi, getPayload, WRITE_HEADERS, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const table = Object.entries(AREA_ENDPOINTS);

describe.each(['/api', '/index.php/api'])('%s', (prefix) => {
  test.each(table)('%s passes its area schema', async (_name, endpoint) => {
    const payload = await getPayload(api.app, `${prefix}/${endpoint.path}`);
    const parsed = endpoint.schema.safeParse(payload);
    if (!parsed.success) throw new Error(`${endpoint.path}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  });
});

test('both prefixes answer the same payloads', async () => {
  for (const [, endpoint] of table) {
    const a = await getPayload(api.app, `/api/${endpoint.path}`);
    const b = await getPayload(api.app, `/index.php/api/${endpoint.path}`);
    expect(b).toEqual(a);
  }
});

test('paths answer with and without a trailing slash', async () => {
  for (const path of ['immeubles/tdb', 'immeubles/tdb/', 'immeubles/recaployers/', 'immeubles/restau']) {
    await getPayload(api.app, `/api/${path}`);
  }
});

test('every legacy graph has one value per axis label', async () => {
  const pairs: Array<[string, string, string]> = [
    ['immeubles/graphedf', 'axeHerm', 'serieHerm'],
    ['immeubles/graphedf', 'axeFleurs', 'serieFleurs'],
    ['immeubles/graphedf', 'axeFleursMois', 'serieFleursMois'],
    ['immeubles/graphcumulbk', 'axe', 'serie'],
    ['immeubles/graphcumulbenef', 'axe', 'serie'],
    ['immeubles/graphTxFonciere/0', 'axe_fonciere', 'serie_fonciere'],
    ['immeubles/graphTxFonciere/1', 'axe_fonciere', 'serie_fonciere'],
    ['immeubles/graphDepPerso', 'axe_depenses', 'serie_depenses'],
  ];
  for (const [path, axe, serie] of pairs) {
    const p = (await getPayload(api.app, `/api/${path}`)) as Record<string, string>;
    const graph = parseGraph(p[axe] as string, p[serie] as string);
    expect(graph.axis.length).toBeGreaterThan(0);
    expect(graph.series.length).toBeGreaterThan(0);
  }
  const bricks = (await getPayload(api.app, '/api/immeubles/bricksliste')) as { graph: Record<string, string> };
  expect(parseGraph(bricks.graph.axes as string, bricks.graph.achat as string).series[0]?.name).toBe('Achat');
  expect(parseGraph(bricks.graph.axes as string, bricks.graph.loyer as string).series[0]?.name).toBe('Loyers');
});

test('mail is disabled', async () => {
  expect(await getPayload(api.app, '/api/permis/mail')).toEqual({ sent: false, message: "L'envoi de mail est désactivé." });
});

describe('errors are JSON with a French message', () => {
  test.each([
    ['GET', '/api/nulle/part', 404],
    ['GET', '/index.php/api/immeubles/inconnu', 404],
    ['GET', '/autre/chose', 404],
    ['POST', '/api/immeubles/alldata', 404],
    ['POST', '/api/immeubles/recaployers', 403, {}],
    ['GET', '/api/immeubles/graphTxFonciere/7', 400],
    ['GET', '/api/immeubles/graphTxFonciere/abc', 400],
    ['GET', '/api/permis/contenuDossierImage/secret', 404],
    ['GET', '/files/recettes/absente.png', 404],
  ] as const)('%s %s → %i', async (method, url, status, headers: Record<string, string> = WRITE_HEADERS) => {
    // A write without its header is refused before routing; with it, an unknown route is a 404.
    const res = await api.app.inject({ method, url, headers: method === 'GET' ? {} : headers });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json() as { error: string; message: string };
    expect(typeof body.error).toBe('string');
    expect(body.message).toMatch(/[a-zé]/);
    expect(res.body).not.toMatch(/<html|at .*\.ts:\d+/i);
  });

  test('a real bug answers 500 JSON without a stack trace', async () => {
    const broken = await createTestApi({ seed: false });
    try {
      broken.db.exec('DROP TABLE restaurants');
      const res = await broken.app.inject({ method: 'GET', url: '/api/immeubles/restau' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'internal_error', message: expect.stringMatching(/Erreur interne/) });
      expect(res.body).not.toMatch(/restaurants|SqliteError|\.ts/);
    } finally {
      await broken.close();
    }
  });
});

describe('static files', () => {
  test('serves a sport image', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/files/sport/sport-03.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  test.each([
    '/files/sport/../../dashboard.sqlite',
    '/files/sport/..%2f..%2fdashboard.sqlite',
    '/files/%2e%2e/dashboard.sqlite',
    '/files/dashboard.sqlite',
    '/files/',
  ])('refuses %s', async (url) => {
    const res = await api.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('CORS', () => {
  test('allows a configured origin', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/immeubles/restau', headers: { origin: ALLOWED_ORIGIN } });
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
  });

  test('ignores any other origin', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/immeubles/restau', headers: { origin: 'http://evil.test' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
