import { renderHook, waitFor } from '@testing-library/react';
import { READ_ONLY, SIGNED_OUT, fetchCapabilities, useCapabilities } from './capabilities';
import { queryClient } from './queries';
import { clearSignInRequired, signInStore } from './signInState';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  clearSignInRequired();
  queryClient.clear();
});

function reply(status: number, body: unknown) {
  global.fetch = jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    json: async () => body,
  })) as unknown as typeof fetch;
}

describe('fetchCapabilities', () => {
  it("passes the embedded api's answer through", async () => {
    reply(200, { payload: { write: true, signedIn: true, signInRequired: true } });
    await expect(fetchCapabilities()).resolves.toEqual({ write: true, signedIn: true, signInRequired: true });
    expect(signInStore.getSnapshot()).toBe(false);
  });

  it.each([
    ['the legacy backend (404)', () => reply(404, { message: 'Not Found' })],
    ['an HTML page', () => reply(200, '<html>')],
    ['a server error', () => reply(500, { message: 'Erreur interne.' })],
    [
      'no answer',
      () => {
        global.fetch = jest.fn(async () => {
          throw new TypeError('Failed to fetch');
        }) as typeof fetch;
      },
    ],
  ])('reads %s as read-only', async (_label, setUp) => {
    setUp();
    await expect(fetchCapabilities()).resolves.toEqual(READ_ONLY);
    expect(signInStore.getSnapshot()).toBe(false);
  });

  it('reads a 401 as « signed out » and raises « connexion requise »', async () => {
    reply(401, { error: 'unauthorized', message: 'Connexion requise : connectez-vous.' });
    await expect(fetchCapabilities()).resolves.toEqual(SIGNED_OUT);
    expect(signInStore.getSnapshot()).toBe(true);
  });

  it('raises it too when the api says sign-in is required and the caller is not signed in', async () => {
    reply(200, { payload: { write: true, signedIn: false, signInRequired: true } });
    await fetchCapabilities();
    expect(signInStore.getSnapshot()).toBe(true);
  });
});

describe('useCapabilities', () => {
  it('is read-only until known, then the answer, without a QueryClientProvider', async () => {
    reply(200, { payload: { write: true, signedIn: false, signInRequired: false } });
    const { result } = renderHook(() => useCapabilities());
    expect(result.current).toEqual(READ_ONLY);
    await waitFor(() => expect(result.current).toEqual({ write: true, signedIn: false, signInRequired: false }));
  });

  it('shows no error on a 404: read-only', async () => {
    reply(404, { message: 'Not Found' });
    const { result } = renderHook(() => useCapabilities());
    await waitFor(() => expect(queryClient.getQueryState(['capabilities'])?.status).toBe('success'));
    expect(result.current).toEqual(READ_ONLY);
  });
});
