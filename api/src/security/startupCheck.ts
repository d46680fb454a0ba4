/** The server does not start open to the network: beyond loopback, a password must exist first. */
import type { ServerConfig } from '../config';
import { isLoopbackHost } from './hosts';
import { readPasswordHash } from './password';

/** Why the server may not start, in French; null when it may. */
export function signInStartupProblem(config: Pick<ServerConfig, 'host' | 'requireSignIn' | 'passwordFile'>): string | null {
  if (!config.requireSignIn || readPasswordHash(config.passwordFile) !== null) return null;
  const why = isLoopbackHost(config.host)
    ? 'API_REQUIRE_SIGNIN=1 impose la connexion du propriétaire'
    : `API_HOST=${config.host} ouvre l’api au-delà de cette machine, la connexion du propriétaire y est donc obligatoire`;
  return (
    `${why}, mais aucun mot de passe n’est défini (${config.passwordFile}). ` +
    'Définissez-le d’abord avec : pnpm --filter api run set-password'
  );
}
