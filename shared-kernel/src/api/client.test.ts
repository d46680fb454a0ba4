import { z } from 'zod/mini';
import { ApiError, apiGet, apiSend, fetchJson, isApiRestarting, isTransient, movieApiUrl, startEarlyFetch, startEarlyRead } from './client';
import { readRetryDelay, retryRead, retryTransient } from './queries';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  jest.useRealTimers();
});

/** A fetch that never answers, but honours its abort signal as the browser's does. */
function hangingFetch() {
  global.fetch = jest.fn(
    (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  ) as typeof fetch;
}

/** jsdom has no Response: the part of it that fetchJson reads. */
function reply(status: number, body: string) {
  global.fetch = jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    json: async () => JSON.parse(body),
  })) as unknown as typeof fetch;
}

describe('fetchJson never hangs', () => {
  it('gives up after the timeout with a French "délai dépassé"', async () => {
    jest.useFakeTimers();
    hangingFetch();
    const pending = fetchJson('http://api/x', 'x', {}, 8000);
    const outcome = expect(pending).rejects.toMatchObject({ name: 'ApiError', kind: 'timeout', path: 'x' });
    await jest.advanceTimersByTimeAsync(7999);
    await jest.advanceTimersByTimeAsync(1);
    await outcome;
    await expect(pending).rejects.toThrow('délai dépassé : pas de réponse en 8 s');
  });

  it('takes its default from the runtime config', async () => {
    jest.useFakeTimers();
    hangingFetch();
    const pending = fetchJson('http://api/x', 'x');
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await jest.advanceTimersByTimeAsync(8000);
    await outcome;
  });

  it('lets a cancellation by the caller through, as react-query expects', async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = fetchJson('http://api/x', 'x', { signal: controller.signal }, 8000);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('also bounds a body that never ends', async () => {
    jest.useFakeTimers();
    // Headers arrive, then the body stalls until the request is aborted.
    global.fetch = jest.fn(async (_u: unknown, init?: RequestInit) => ({
      ok: true,
      status: 200,
      json: () =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    })) as unknown as typeof fetch;
    const pending = fetchJson('http://api/x', 'x', {}, 3000);
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await jest.advanceTimersByTimeAsync(3000);
    await outcome;
  });
});

describe('fetchJson faults', () => {
  it('network', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(fetchJson('http://api/x', 'x')).rejects.toMatchObject({ kind: 'network', message: 'serveur injoignable' });
  });

  it('http, with the message of the JSON error body', async () => {
    reply(500, JSON.stringify({ error: 'internal_error', message: 'Erreur interne.' }));
    await expect(fetchJson('http://api/x', 'x')).rejects.toMatchObject({ kind: 'http', status: 500, message: 'erreur 500 : Erreur interne.' });
  });

  it('malformed JSON', async () => {
    reply(200, '{"payload": [1, 2');
    await expect(fetchJson('http://api/x', 'x')).rejects.toMatchObject({ kind: 'format', message: 'réponse illisible (JSON invalide)' });
  });
});

describe('what is retried', () => {
  it.each([
    ['network', new ApiError('serveur injoignable', 'network', 'x'), true],
    ['500', new ApiError('erreur 500', 'http', 'x', 500), true],
    ['503', new ApiError('erreur 503', 'http', 'x', 503), true],
    ['429', new ApiError('erreur 429', 'http', 'x', 429), true],
    ['401 (the sign-in page takes over)', new ApiError('erreur 401', 'http', 'x', 401), false],
    ['404', new ApiError('erreur 404', 'http', 'x', 404), false],
    ['400', new ApiError('erreur 400', 'http', 'x', 400), false],
    ['timeout', new ApiError('délai dépassé', 'timeout', 'x'), false],
    ['format', new ApiError('données inattendues', 'format', 'x'), false],
    ['another error', new Error('boom'), false],
  ])('%s', (_label, error, transient) => {
    expect(isTransient(error)).toBe(transient);
    expect(retryTransient(0, error)).toBe(transient);
    expect(retryTransient(1, error)).toBe(false);
  });
});

describe('the api restarting behind its proxy', () => {
  /** The error fetchJson makes of a reply, for the classification below. */
  async function errorOf(status: number, body: string): Promise<unknown> {
    reply(status, body);
    return fetchJson('http://proxy/api/alldata', 'alldata').catch((error: unknown) => error);
  }

  it.each([
    // Caddy's and nginx's 502 when nothing listens upstream: no JSON body at all.
    ['a proxy’s 502 without body (Caddy)', 502, '', true],
    ['a proxy’s HTML 502 (nginx)', 502, '<html><body>502 Bad Gateway</body></html>', true],
    ['a proxy’s 503 without body', 503, '', true],
    // scripts/serve-one-address.mjs while the api restarts.
    ['the one-address server’s bad_gateway', 502, JSON.stringify({ error: 'bad_gateway', message: 'L’api ne répond pas (redémarrage en cours ?) : réessayez dans un instant.' }), true],
    // The api's own answers name their error: they are not a restart.
    ['the api’s film gateway (its own 502)', 502, JSON.stringify({ error: 'upstream_error', message: 'Le service de films est injoignable.' }), false],
    ['the api’s mail (its own 503)', 503, JSON.stringify({ error: 'mail_unavailable', message: 'envoi non configuré' }), false],
    ['a 500', 500, '', false],
    ['a 504 (the api hung)', 504, '', false],
  ])('%s', async (_label, status, body, restarting) => {
    const error = await errorOf(status, body);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'http', status });
    expect(isApiRestarting(error)).toBe(restarting);
  });

  it('a refused connection without proxy stays a failure shown at once (one quick retry)', () => {
    const error = new ApiError('serveur injoignable', 'network', 'alldata');
    expect(isApiRestarting(error)).toBe(false);
    expect(retryRead(0, error)).toBe(true);
    expect(retryRead(1, error)).toBe(false);
    expect(readRetryDelay(0, error)).toBe(400);
  });

  it('is tried again each second for a minute: 60 retries after the first failure, then shown', () => {
    const error = new ApiError('erreur 502 : Bad Gateway', 'http', 'alldata', 502);
    expect(retryRead(0, error)).toBe(true);
    expect(retryRead(59, error)).toBe(true);
    expect(retryRead(60, error)).toBe(false);
    expect(readRetryDelay(3, error)).toBe(1000);
  });

  it('leaves the other faults as they were: a 500 once, a 404 never', () => {
    expect(retryRead(0, new ApiError('erreur 500', 'http', 'x', 500))).toBe(true);
    expect(retryRead(1, new ApiError('erreur 500', 'http', 'x', 500))).toBe(false);
    expect(retryRead(0, new ApiError('erreur 404', 'http', 'x', 404))).toBe(false);
  });
});

describe('a read started early', () => {
  const schema = z.object({ total: z.number() });

  it('is taken once by the page’s own read, checked by its schema; the next read asks again', async () => {
    reply(200, JSON.stringify({ payload: { total: 42 } }));
    startEarlyRead('lecture/exemple');
    startEarlyRead('lecture/exemple');
    expect(global.fetch).toHaveBeenCalledTimes(1);
    await expect(apiGet('lecture/exemple', schema)).resolves.toEqual({ total: 42 });
    expect(global.fetch).toHaveBeenCalledTimes(1);
    await apiGet('lecture/exemple', schema);
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });

  it('gives its failure to the read that takes it, in French, and bad data fails the schema', async () => {
    reply(500, JSON.stringify({ error: 'failure', message: 'panne' }));
    startEarlyRead('lecture/panne');
    await expect(apiGet('lecture/panne', schema)).rejects.toMatchObject({ name: 'ApiError', status: 500 });
    reply(200, JSON.stringify({ payload: { total: 'beaucoup' } }));
    startEarlyRead('lecture/forme');
    await expect(apiGet('lecture/forme', schema)).rejects.toMatchObject({ kind: 'format' });
  });

  it('at another address (the movie gateway), is taken by the first read of that address, not by a write', async () => {
    reply(200, JSON.stringify({ page: 1 }));
    const url = movieApiUrl('movie/popular?language=fr-FR&page=1');
    expect(url).toBe('http://127.0.0.1:8080/tmdb/3/movie/popular?language=fr-FR&page=1');
    startEarlyFetch(url, 'movie/popular');
    await fetchJson(url, 'movie/popular', { method: 'POST' });
    expect(global.fetch).toHaveBeenCalledTimes(2);
    await expect(fetchJson(url, 'movie/popular')).resolves.toEqual({ page: 1 });
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });

  it('is dropped by a write: the page reads anew what the write may have changed', async () => {
    reply(200, JSON.stringify({ payload: { total: 1 } }));
    startEarlyRead('lecture/avant');
    await apiSend('POST', 'ecriture', { total: 2 });
    await apiGet('lecture/avant', schema);
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it('is dropped when no page takes it before the read timeout', async () => {
    jest.useFakeTimers();
    reply(200, JSON.stringify({ payload: { total: 1 } }));
    startEarlyRead('lecture/oubliee');
    await jest.advanceTimersByTimeAsync(8000);
    await apiGet('lecture/oubliee', schema);
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });
});
