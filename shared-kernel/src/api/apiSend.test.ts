import { z } from 'zod/mini';
import { ApiError, apiGet, apiSend, apiUrl } from './client';
import { clearSignInRequired, signInStore } from './signInState';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  clearSignInRequired();
});

/** The part of a Response the client reads, with its headers. */
function reply(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => headers[name] ?? null },
    json: async () => body,
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const initOf = (fetchMock: ReturnType<typeof reply>) => fetchMock.mock.calls[0]![1]!;

describe('apiSend', () => {
  it('sends JSON with the write header and the session cookie, and unwraps the payload', async () => {
    const fetchMock = reply(201, { payload: { id: 7, nom: 'Studio' } });
    const row = await apiSend('POST', 'data/immos', { nom: 'Studio' }, z.object({ id: z.number(), nom: z.string() }));
    expect(row).toEqual({ id: 7, nom: 'Studio' });
    expect(fetchMock.mock.calls[0]![0]).toBe(apiUrl('data/immos'));
    const init = initOf(fetchMock);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"nom":"Studio"}' });
    expect(init.headers).toMatchObject({ 'X-Tableau-De-Bord': '1', 'Content-Type': 'application/json' });
  });

  it('resolves undefined on 204, and sends no body nor Content-Type without one', async () => {
    const fetchMock = reply(204);
    await expect(apiSend('DELETE', 'data/immos/7')).resolves.toBeUndefined();
    const init = initOf(fetchMock);
    expect(init).toMatchObject({ method: 'DELETE', body: undefined });
    expect(init.headers).toEqual({ 'X-Tableau-De-Bord': '1' });
  });

  it("throws the api's own French message, with the section, line and field it names", async () => {
    reply(400, {
      error: 'invalid_row',
      message: 'Loyer invalide : un nombre est attendu.',
      section: 'immos',
      ligne: 3,
      champ: 'IM_MT_LOYER',
    });
    const error = await apiSend('PUT', 'data/immos/7', { IM_MT_LOYER: 'abc' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      path: 'data/immos/7',
      message: 'Loyer invalide : un nombre est attendu.',
      details: { error: 'invalid_row', section: 'immos', ligne: 3, champ: 'IM_MT_LOYER' },
    });
  });

  it('reads Retry-After of a 429 in seconds', async () => {
    reply(429, { error: 'too_many_attempts', message: 'Trop de tentatives.' }, { 'Retry-After': '42' });
    await expect(apiSend('POST', 'session', { password: 'x' })).rejects.toMatchObject({
      status: 429,
      details: { error: 'too_many_attempts', retryAfterSeconds: 42 },
    });
  });

  it('refuses a reply without payload', async () => {
    reply(200, { result: 'ok' });
    await expect(apiSend('POST', 'data/undo')).rejects.toMatchObject({ kind: 'format', message: 'réponse sans champ payload' });
  });
});

describe('401: « connexion requise »', () => {
  it('raises the flag on any call that answers 401, read or write', async () => {
    const seen: boolean[] = [];
    const stop = signInStore.subscribe(() => seen.push(signInStore.getSnapshot()));
    reply(401, { error: 'unauthorized', message: 'Connexion requise : connectez-vous.' });
    await expect(apiGet('lecture/exemple', z.unknown())).rejects.toMatchObject({ status: 401 });
    stop();
    expect(signInStore.getSnapshot()).toBe(true);
    expect(seen).toEqual([true]);
  });

  it('not for a wrong password on the sign-in itself', async () => {
    reply(401, { error: 'bad_password', message: 'Mot de passe incorrect.' });
    await expect(apiSend('POST', 'session', { password: 'faux' })).rejects.toMatchObject({ status: 401 });
    expect(signInStore.getSnapshot()).toBe(false);
  });

  it('reads carry the session cookie too', async () => {
    const fetchMock = reply(200, { payload: [] });
    await apiGet('lecture/autre/', z.array(z.unknown()));
    expect(initOf(fetchMock)).toMatchObject({ credentials: 'include' });
    expect(initOf(fetchMock).headers).toBeUndefined();
  });
});
