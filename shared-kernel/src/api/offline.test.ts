import { z } from 'zod/mini';
import { sampleSection } from '../testing/sampleSection';
import { ApiError, OFFLINE_WRITE_MESSAGE, apiGet, apiSend } from './client';
import { CACHED_AT_HEADER, cachedReplies, forgetCachedReplies } from './cachedReplies';
import { saveRow } from '../edit/dataWrites';

const realFetch = global.fetch;
const onLine = jest.spyOn(window.navigator, 'onLine', 'get');

afterEach(() => {
  global.fetch = realFetch;
  onLine.mockReturnValue(true);
  forgetCachedReplies();
});

/** fetch as it fails without a network: a TypeError, and nothing sent. */
function noNetwork() {
  const fetchMock = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A 200 reply with `payload`, and the service worker's date header when it came from its cache. */
function replyOnce(payload: unknown, cachedAt?: string) {
  const headers: Record<string, string> = cachedAt ? { [CACHED_AT_HEADER]: cachedAt } : {};
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: { get: (name: string) => headers[name] ?? null },
    json: async () => ({ payload }),
  })) as unknown as typeof fetch;
}

describe('a write offline', () => {
  it('says the change was not saved, and is tried once, never queued', async () => {
    onLine.mockReturnValue(false);
    const fetchMock = noNetwork();
    const error = await apiSend('POST', 'data/depenses', { montant: 12 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', message: OFFLINE_WRITE_MESSAGE });
    expect(OFFLINE_WRITE_MESSAGE).toBe('vous êtes hors ligne, la modification n’a pas été enregistrée. Réessayez une fois la connexion revenue.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reaches the forms through saveRow with the same words', async () => {
    onLine.mockReturnValue(false);
    noNetwork();
    await expect(saveRow(sampleSection, { COP_DATE: '2026-11-23', COP_LIBELLE: 'Plein', COP_MONT: 60, COP_GARAGE: null })).rejects.toMatchObject({ message: OFFLINE_WRITE_MESSAGE });
  });

  it('with a network, a server that does not answer stays « serveur injoignable »', async () => {
    noNetwork();
    await expect(apiSend('DELETE', 'data/depenses/4')).rejects.toMatchObject({ kind: 'network', message: 'serveur injoignable' });
  });

  it('a read or the sign-in offline is not called a lost change', async () => {
    onLine.mockReturnValue(false);
    noNetwork();
    await expect(apiGet('lecture/exemple', z.unknown())).rejects.toMatchObject({ message: 'serveur injoignable' });
    await expect(apiSend('POST', 'session', { password: 'x' })).rejects.toMatchObject({ message: 'serveur injoignable' });
  });
});

describe('replies served from the cache', () => {
  it('records the oldest date of the cached replies, and forgets a path read fresh again', async () => {
    const seen: Array<Date | null> = [];
    const stop = cachedReplies.subscribe(() => seen.push(cachedReplies.oldest()));
    replyOnce([], '2026-11-23T13:05:00.000Z');
    await apiGet('lecture/exemple', z.unknown());
    replyOnce([], '2026-11-22T08:00:00.000Z');
    await apiGet('alldata', z.unknown());
    expect(cachedReplies.oldest()?.toISOString()).toBe('2026-11-22T08:00:00.000Z');

    replyOnce([]);
    await apiGet('alldata', z.unknown());
    expect(cachedReplies.oldest()?.toISOString()).toBe('2026-11-23T13:05:00.000Z');
    replyOnce([]);
    await apiGet('lecture/exemple', z.unknown());
    expect(cachedReplies.oldest()).toBeNull();
    stop();
    expect(seen.map((d) => d?.toISOString() ?? null)).toEqual([
      '2026-11-23T13:05:00.000Z',
      '2026-11-22T08:00:00.000Z',
      '2026-11-23T13:05:00.000Z',
      null,
    ]);
  });

  it('ignores a date it cannot read', async () => {
    replyOnce([], 'pas une date');
    await apiGet('alldata', z.unknown());
    expect(cachedReplies.oldest()).toBeNull();
  });
});
