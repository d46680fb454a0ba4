/**
 * Error replies say what went wrong in French and nothing else: the 404 no longer repeats the
 * requested path, a malformed JSON body no longer carries the engine's English text (nor the
 * body it quotes), a 500 shows neither the system's text nor a path; and every one of them
 * carries the same security headers as any other reply.
 */
import { API_SECURITY_HEADERS } from '../src/securityHeaders';
import { createTestApi, WRITE_HEADERS, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false, security: { signInsPerMinute: 1000 } });
});
afterAll(async () => {
  await api.close();
});

/** Neither Fastify's, Node's nor JSON.parse's English, no stack, no file path. */
const ENGINE_TEXT = /Unexpected|JSON input|at position|is not valid|token|Error|statusCode|FST_|\bat \S+:\d+|node_modules|\/tmp\/|api-test-/;

interface Reply {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

function expectCleanError(res: Reply, status: number, echoed: string[] = []): { error: string; message: string } {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect({ name, value: res.headers[name] }).toEqual({ name, value });
  expect(res.body).not.toMatch(ENGINE_TEXT);
  for (const piece of echoed) expect(res.body).not.toContain(piece);
  const body = JSON.parse(res.body) as { error: string; message: string };
  expect(Object.keys(body).sort()).toEqual(expect.arrayContaining(['error', 'message']));
  return body;
}

const NOT_FOUND = { error: 'not_found', message: 'Ressource introuvable.' };

describe('404: « Ressource introuvable. », without the requested path', () => {
  test.each([
    ['GET', '/api/mon-chemin-secret?jeton=abc123', ['mon-chemin-secret', 'abc123', 'GET']],
    ['GET', '/index.php/api/mon-chemin-secret', ['mon-chemin-secret']],
    ['POST', '/api/mon-chemin-secret', ['mon-chemin-secret', 'POST']],
    ['GET', '/files/recettes/mon-image-secrete.png', ['mon-image-secrete', 'recettes']],
    ['GET', '/files/../../etc/passwd', ['passwd', 'etc']],
    ['GET', '/tmdb/3/tv/mon-chemin-secret', ['mon-chemin-secret', 'tmdb']],
    ['GET', '/mon-chemin-secret', ['mon-chemin-secret']],
  ])('%s %s', async (method, url, echoed) => {
    const res = await api.app.inject({ method: method as 'GET' | 'POST', url, headers: WRITE_HEADERS });
    expect(expectCleanError(res, 404, echoed)).toEqual(NOT_FOUND);
  });

  test('an unknown image folder is not repeated either', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/permis/contenuDossierImage/dossier-secret' });
    expect(expectCleanError(res, 404, ['dossier-secret']).message).toBe('Dossier d’images inconnu (dossiers disponibles : recettes, sport).');
  });
});

describe('a malformed JSON body: French, without the engine’s message', () => {
  const post = (url: string, payload: string) =>
    api.app.inject({ method: 'POST', url, headers: { ...WRITE_HEADERS, 'content-type': 'application/json' }, payload });

  test.each([
    ['{"password": ', 'Corps de requête JSON invalide.'],
    ['{"password": }', 'Corps de requête JSON invalide.'],
    ['', 'Corps de requête JSON vide.'],
  ])('sign-in with %j', async (payload, message) => {
    expect(expectCleanError(await post('/api/session', payload), 400, ['password'])).toEqual({ error: 'bad_request', message });
  });

  test.each([
    ['{"MONTANT": ', 'Ajout refusé : le corps de la requête n\'est pas un JSON valide (le texte s’arrête avant la fin du JSON).'],
    ['{"MONTANT": }', 'Ajout refusé : le corps de la requête n\'est pas un JSON valide.'],
    ['{\n  MONTANT: 12 }', 'Ajout refusé : le corps de la requête n\'est pas un JSON valide (erreur ligne 2, colonne 3).'],
  ])('a row of the data api with %j', async (payload, message) => {
    const body = expectCleanError(await post('/api/data/depenses', payload), 400, ['MONTANT']);
    expect(body).toMatchObject({ error: 'invalid_json', message });
  });

  test('an import through the data api', async () => {
    const body = expectCleanError(await post('/api/data?mode=merge', '{"depenses": [ }'), 400, ['depenses": [']);
    expect(body).toEqual({ error: 'invalid_json', message: 'Import refusé : le fichier n\'est pas un JSON valide.' });
  });
});

describe('other refusals carry the same headers', () => {
  test('421, 413, 415, 429, 403', async () => {
    expectCleanError(await api.app.inject({ method: 'GET', url: '/api/immeubles/restau', headers: { host: 'ailleurs.example' } }), 421);
    const big = JSON.stringify({ password: 'x'.repeat(20_000) });
    expectCleanError(await api.app.inject({ method: 'POST', url: '/api/session', headers: { ...WRITE_HEADERS, 'content-type': 'application/json' }, payload: big }), 413);
    expectCleanError(await api.app.inject({ method: 'POST', url: '/api/session', headers: { ...WRITE_HEADERS, 'content-type': 'text/csv' }, payload: 'a;b' }), 415);
    expectCleanError(await api.app.inject({ method: 'POST', url: '/api/data/depenses', payload: {} }), 403);
    const limited = await createTestApi({ seed: false, security: { signInsPerMinute: 1 } });
    try {
      const signIn = () => limited.app.inject({ method: 'POST', url: '/api/session', headers: WRITE_HEADERS, payload: { password: 'x' } });
      await signIn();
      expectCleanError(await signIn(), 429);
    } finally {
      await limited.close();
    }
  });
});

describe('500: a generic French message, without the system’s text', () => {
  test('a read on a base that fails', async () => {
    const broken = await createTestApi({ seed: false });
    try {
      broken.db.close();
      const res = await broken.app.inject({ method: 'GET', url: '/api/immeubles/restau' });
      const body = expectCleanError(res, 500, ['restau', 'database', 'connection', 'sqlite']);
      expect(body).toEqual({ error: 'internal_error', message: 'Erreur interne du serveur : la requête n’a pas pu aboutir.' });
    } finally {
      await broken.close();
    }
  });
});
