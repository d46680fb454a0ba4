import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, clearSignInRequired, markSignInRequired, queryClient, useSignInRequired } from 'shared-kernel';
import { SignInGate } from './SignInGate';
import { SignInPage } from './SignInPage';
import { signInProblem } from './signInProblem';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  clearSignInRequired();
  queryClient.clear();
});

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'down';

/** The api: POST /api/session answers the replies in turn; capabilities is left unknown (404). */
function api(...replies: Reply[]) {
  const sessions: RequestInit[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const reply: Reply = String(input).endsWith('/api/session') ? (sessions.push(init!), replies.shift()!) : { status: 404, body: {} };
    if (reply === 'down') throw new TypeError('Failed to fetch');
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      statusText: '',
      headers: { get: (name: string) => reply.headers?.[name] ?? null },
      json: async () => reply.body,
    };
  }) as unknown as typeof fetch;
  return sessions;
}

const password = () => screen.getByLabelText('Mot de passe');

describe('SignInPage', () => {
  it('is a labelled form: heading « Connexion », the password field focused, « Se connecter »', () => {
    render(<SignInPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Connexion' })).toBeInTheDocument();
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(password()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says « Mot de passe incorrect. » on a 401, keyboard only, and calls back on success', async () => {
    const sessions = api(
      { status: 401, body: { error: 'bad_password', message: 'Mot de passe incorrect.' } },
      { status: 204 },
    );
    const onSignedIn = jest.fn();
    render(<SignInPage onSignedIn={onSignedIn} />);
    const user = userEvent.setup();
    await user.keyboard('faux{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Mot de passe incorrect.');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription('Mot de passe incorrect.');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();

    // The field kept focus with its text selected: typing replaces it.
    await user.keyboard('motdepasse{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(sessions.map((s) => s.body)).toEqual(['{"password":"faux"}', '{"password":"motdepasse"}']);
    expect(sessions[0]).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('asks for the password rather than sending an empty one', async () => {
    const sessions = api();
    render(<SignInPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Saisissez le mot de passe.');
    expect(sessions).toHaveLength(0);
  });

  it('gives the wait of a 429 in seconds', async () => {
    api({ status: 429, body: { error: 'too_many_attempts', message: 'Trop de tentatives.' }, headers: { 'Retry-After': '30' } });
    render(<SignInPage />);
    await userEvent.keyboard('x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives : réessayez dans 30 s.');
  });

  it('« Serveur injoignable. » with « Réessayer », which sends the same password again', async () => {
    const sessions = api('down', { status: 204 });
    const onSignedIn = jest.fn();
    render(<SignInPage onSignedIn={onSignedIn} />);
    await userEvent.keyboard('motdepasse{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Serveur injoignable.');
    expect(password()).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(sessions.map((s) => s.body)).toEqual(['{"password":"motdepasse"}', '{"password":"motdepasse"}']);
  });
});

describe('SignInGate', () => {
  function Probe() {
    return <p>{useSignInRequired() ? 'requise' : 'page du propriétaire'}</p>;
  }

  it('shows the sign-in page while « connexion requise » is up, then the page again', async () => {
    api({ status: 204 });
    markSignInRequired();
    render(
      <SignInGate>
        <Probe />
      </SignInGate>,
    );
    // The form is a chunk of its own: it shows once loaded.
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.queryByText('page du propriétaire')).toBeNull();
    await userEvent.keyboard('motdepasse{Enter}');
    expect(await screen.findByText('page du propriétaire')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Connexion' })).toBeNull();
  });

  it('shows the page when the api answers capabilities with a 404 (legacy backend)', async () => {
    api();
    render(
      <SignInGate>
        <Probe />
      </SignInGate>,
    );
    await waitFor(() => expect(queryClient.getQueryState(['capabilities'])?.status).toBe('success'));
    expect(screen.getByText('page du propriétaire')).toBeInTheDocument();
  });
});

describe('signInProblem', () => {
  it("falls back on the api's message when Retry-After cannot be read", () => {
    const error = new ApiError('Trop de tentatives de connexion : réessayez dans 60 s.', 'http', 'session', 429, { error: 'too_many_requests' });
    expect(signInProblem(error)).toEqual({ message: 'Trop de tentatives de connexion : réessayez dans 60 s.', retry: false });
    expect(signInProblem(new ApiError('erreur 429', 'http', 'session', 429))).toEqual({
      message: 'Trop de tentatives : réessayez plus tard.',
      retry: false,
    });
  });
});
