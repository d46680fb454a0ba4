/** What the sign-in page says when the api refuses or cannot be reached, in French. */
import { ApiError, formatInteger } from 'shared-kernel';

export interface SignInProblem {
  message: string;
  /** The same password may be sent again (the server, not the password, was at fault). */
  retry: boolean;
}

export const WRONG_PASSWORD = 'Mot de passe incorrect.';
export const UNREACHABLE = 'Serveur injoignable.';
export const EMPTY_PASSWORD = 'Saisissez le mot de passe.';

export function signInProblem(error: unknown): SignInProblem {
  if (!(error instanceof ApiError)) return { message: 'Connexion impossible.', retry: true };
  if (error.status === 401) return { message: WRONG_PASSWORD, retry: false };
  if (error.status === 429) {
    const wait = error.details?.retryAfterSeconds;
    if (wait !== undefined) return { message: `Trop de tentatives : réessayez dans ${formatInteger(wait)} s.`, retry: false };
    // Retry-After unreadable (not exposed to this origin): the api's own words give the wait.
    return { message: error.details?.error ? error.message : 'Trop de tentatives : réessayez plus tard.', retry: false };
  }
  if (error.kind === 'network' || error.kind === 'timeout') return { message: UNREACHABLE, retry: true };
  // Anything else: the api's own French message (apiSend keeps it as is).
  return { message: error.message, retry: true };
}
