/**
 * The server does not start reachable from outside without a password: beyond loopback
 * (API_HOST), named from outside (API_ALLOWED_HOSTS) or behind a proxy (TRUST_PROXY).
 */
import type { ServerConfig } from '../config';
import { isLoopbackHost } from './hosts';
import { readPasswordHash } from './password';
import { outsideHostNames } from './signInPolicy';

type StartupFacts = Pick<ServerConfig, 'host' | 'requireSignIn' | 'passwordFile' | 'allowedHosts' | 'trustedProxies'>;

/** Why the owner's password is needed, in French; null when the api is reachable from this machine only. */
export function whyPasswordNeeded(config: StartupFacts): string | null {
  if (!isLoopbackHost(config.host)) {
    return `API_HOST=${config.host} ouvre l’api au-delà de cette machine, la connexion du propriétaire y est donc obligatoire`;
  }
  if (config.requireSignIn) return 'API_REQUIRE_SIGNIN=1 impose la connexion du propriétaire';
  const outside = outsideHostNames(config.allowedHosts);
  if (outside.length > 0) {
    return `API_ALLOWED_HOSTS=${outside.join(',')} rend l’api joignable sous un nom d’une autre machine, la connexion du propriétaire y est donc obligatoire`;
  }
  if (config.trustedProxies.length > 0) {
    return `TRUST_PROXY=${config.trustedProxies.join(',')} place l’api derrière un proxy inverse, la connexion du propriétaire y est donc obligatoire`;
  }
  return null;
}

/** Why the server may not start, in French; null when it may. */
export function signInStartupProblem(config: StartupFacts): string | null {
  const why = whyPasswordNeeded(config);
  if (why === null || readPasswordHash(config.passwordFile) !== null) return null;
  return (
    `${why}, mais aucun mot de passe n’est défini (${config.passwordFile}). ` +
    'Définissez-le d’abord avec : pnpm --filter api run set-password'
  );
}

/** The start log's line on sign-in: which case holds and why. */
export function signInLogLine(config: StartupFacts): string {
  if (config.requireSignIn) {
    return `Connexion du propriétaire obligatoire sur toutes les routes (POST /api/session) : ${whyPasswordNeeded(config)}.`;
  }
  const outside = outsideHostNames(config.allowedHosts);
  const names = outside.length > 0 ? ` ou adressée à ${outside.join(', ')}` : '';
  const because = whyPasswordNeeded(config);
  return (
    `Connexion du propriétaire obligatoire pour toute requête passée par un proxy (Forwarded, X-Forwarded-For…)${names}. ` +
    `Sans connexion : seulement les requêtes directes de cette machine (127.0.0.1, localhost)` +
    (because === null ? ' ; sans mot de passe défini, tout accès par un proxy est refusé.' : '.')
  );
}
