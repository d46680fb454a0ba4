/** What the api's and the areas' file uploads share: sizes in French, the multipart parser's refusals. */
import { HttpError } from './httpError';

/** A size in Mo for French messages: one decimal, decimal comma (10 Mo, 2,5 Mo). */
export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} Mo`.replace('.', ',');

/**
 * While the multipart body is being read, an error that carries no HTTP status comes from the
 * parser (missing boundary, truncated body, bad part header): the client's fault, so a 400.
 */
export function malformedOr(error: unknown): unknown {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number') return error;
  return new HttpError(400, 'bad_request', 'Envoi refusé : le corps multipart/form-data est illisible ou incomplet.');
}
