/**
 * The owner's sign-in (POST/DELETE /api/session) and GET /api/capabilities. Sign-in is the one
 * route open without a session; it still needs the write header, and is rate-limited.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { HttpError } from 'server-kit';
import { MAX_PASSWORD_LENGTH } from '../security/password';

/** Room for a long password in JSON, not for a stranger's megabytes. */
const SIGN_IN_BODY_LIMIT = 8 * 1024;

function passwordOf(body: unknown): string {
  const password = body !== null && typeof body === 'object' ? (body as { password?: unknown }).password : undefined;
  if (typeof password !== 'string' || password.length === 0) {
    throw new HttpError(400, 'bad_request', 'Connexion refusée : envoyez {"password": "…"} en JSON.');
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new HttpError(401, 'wrong_password', 'Connexion refusée : mot de passe incorrect.');
  }
  return password;
}

export const sessionRoutes: FastifyPluginAsync<RouteOptions> = async (app) => {
  const { security } = app;

  app.post(
    '/session',
    { config: { signIn: true }, bodyLimit: SIGN_IN_BODY_LIMIT, onRequest: security.signInLimit },
    async (request, reply) => {
      const result = await security.signIn(request, passwordOf(request.body));
      if (result === 'no_password') {
        throw new HttpError(
          503,
          'sign_in_unavailable',
          'Connexion impossible : aucun mot de passe n’est défini sur le serveur (pnpm --filter api run set-password).',
        );
      }
      if (result === 'wrong_password') {
        throw new HttpError(401, 'wrong_password', 'Connexion refusée : mot de passe incorrect.');
      }
      return reply.code(204).send();
    },
  );

  app.delete('/session', async (request, reply) => {
    await security.signOut(request, reply);
    return reply.code(204).send();
  });

  app.get('/capabilities', async (request) => {
    const signInRequired = security.signInRequired(request);
    return { payload: { write: true, signedIn: !signInRequired || security.isSignedIn(request), signInRequired } };
  });
};
