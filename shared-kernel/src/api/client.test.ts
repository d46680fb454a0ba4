import { z } from 'zod';
import { ApiError, apiGet, fetchJson, isTransient, startEarlyRead } from './client';
import { retryTransient } from './queries';

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

  it('is dropped when no page takes it before the read timeout', async () => {
    jest.useFakeTimers();
    reply(200, JSON.stringify({ payload: { total: 1 } }));
    startEarlyRead('lecture/oubliee');
    await jest.advanceTimersByTimeAsync(8000);
    await apiGet('lecture/oubliee', schema);
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });
});
