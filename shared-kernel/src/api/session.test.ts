import { CAPABILITIES_KEY, SIGNED_OUT } from './capabilities';
import { queryClient } from './queries';
import { NOT_OWNER_DATA, signIn, signOut } from './session';
import { clearSignInRequired, markSignInRequired, signInStore } from './signInState';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  clearSignInRequired();
  queryClient.clear();
});

function reply(status: number, body?: unknown) {
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    json: async () => body,
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('signIn', () => {
  it('posts the password, clears « connexion requise » and invalidates the data, not the code', async () => {
    markSignInRequired();
    queryClient.setQueryData(['lecture/exemple'], { old: true });
    await queryClient.prefetchQuery({ queryKey: ['remote', 'immo'], queryFn: async () => ({ code: true }), meta: NOT_OWNER_DATA });
    const fetchMock = reply(204);
    await signIn('motdepasse');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/api\/session$/);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"password":"motdepasse"}' });
    expect(init!.headers).toMatchObject({ 'X-Tableau-De-Bord': '1' });
    expect(signInStore.getSnapshot()).toBe(false);
    expect(queryClient.getQueryState(['lecture/exemple'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['remote', 'immo'])?.isInvalidated).toBe(false);
  });

  it('rejects on a wrong password and keeps the flag', async () => {
    markSignInRequired();
    reply(401, { error: 'bad_password', message: 'Mot de passe incorrect.' });
    await expect(signIn('faux')).rejects.toMatchObject({ status: 401, message: 'Mot de passe incorrect.' });
    expect(signInStore.getSnapshot()).toBe(true);
  });
});

describe('signOut', () => {
  it('deletes the session, raises the flag and drops the owner data from the cache', async () => {
    queryClient.setQueryData(['lecture/exemple'], { figures: 1 });
    queryClient.setQueryData(CAPABILITIES_KEY, { write: true, signedIn: true, signInRequired: true });
    const fetchMock = reply(204);
    await signOut();
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'DELETE', credentials: 'include' });
    expect(signInStore.getSnapshot()).toBe(true);
    expect(queryClient.getQueryData(['lecture/exemple'])).toBeUndefined();
    expect(queryClient.getQueryData(CAPABILITIES_KEY)).toEqual(SIGNED_OUT);
  });

  it('keeps everything when the api cannot be reached', async () => {
    queryClient.setQueryData(['lecture/exemple'], { figures: 1 });
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(signOut()).rejects.toMatchObject({ kind: 'network' });
    expect(signInStore.getSnapshot()).toBe(false);
    expect(queryClient.getQueryData(['lecture/exemple'])).toEqual({ figures: 1 });
  });
});
