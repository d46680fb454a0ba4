/** The French answers of the api's guards. */
import { HttpError } from 'server-kit';

export const unauthorized = () =>
  new HttpError(401, 'unauthorized', 'Connexion requise : connectez-vous avec le mot de passe du propriétaire (POST /api/session).');

export const misdirected = () =>
  new HttpError(
    421,
    'misdirected_request',
    'Hôte non autorisé : ce serveur ne répond qu’à ses propres noms (localhost, API_HOST, API_ALLOWED_HOSTS).',
  );

export const missingWriteHeader = () =>
  new HttpError(
    403,
    'forbidden',
    'Écriture refusée : l’en-tête X-Tableau-De-Bord: 1 manque (une page d’un autre site ne peut pas écrire ici).',
  );

export const foreignOrigin = () =>
  new HttpError(403, 'forbidden', 'Écriture refusée : la requête vient d’une origine non autorisée (voir CORS_ORIGINS).');

export const tooManyRequests = (what: string, seconds: number) =>
  new HttpError(429, 'too_many_requests', `Trop ${what} : réessayez dans ${seconds} s.`);
