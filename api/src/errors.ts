/**
 * JSON errors with French messages: never an HTML page, never a stack trace, never the
 * request's URL echoed back by the framework. Three paths lead here: the error handler (route,
 * hook and body-parser errors), frameworkErrors (the router's: bad URL escape, parameter too
 * long) and clientErrorHandler (what Node's HTTP parser refuses before Fastify sees a request).
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, type ErrorWhere } from 'server-kit';
import { API_SECURITY_HEADERS } from './securityHeaders';


export interface ErrorBody extends ErrorWhere {
  error: string;
  message: string;
}

const MESSAGES_BY_STATUS: Record<number, [string, string]> = {
  400: ['bad_request', 'Requête invalide.'],
  401: ['unauthorized', 'Connexion requise : connectez-vous avec le mot de passe du propriétaire.'],
  403: ['forbidden', 'Accès refusé.'],
  404: ['not_found', 'Ressource introuvable.'],
  405: ['method_not_allowed', 'Méthode non autorisée.'],
  406: ['not_acceptable', 'Format de requête non accepté.'],
  408: ['request_timeout', 'Délai dépassé : la requête n’a pas été reçue à temps.'],
  413: ['payload_too_large', 'Requête trop volumineuse.'],
  414: ['uri_too_long', 'Adresse trop longue : un paramètre dépasse la longueur permise.'],
  415: ['unsupported_media_type', 'Type de contenu non pris en charge.'],
  421: ['misdirected_request', 'Hôte non autorisé.'],
  429: ['too_many_requests', 'Trop de requêtes : réessayez dans une minute.'],
  431: ['headers_too_large', 'En-têtes de requête trop volumineux.'],
};

/** Body-parser errors worth a precise message (the status stays Fastify's). */
const MESSAGES_BY_CODE: Record<string, [string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'Type de contenu non pris en charge (Content-Type).'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['bad_request', 'Corps de requête JSON invalide.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['bad_request', 'Corps de requête JSON vide.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['bad_request', 'Longueur du corps (Content-Length) incohérente.'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'Requête trop volumineuse.'],
};

/** The French body for a 4xx status (400's when the status has no message of its own). */
export function errorBodyFor(status: number): ErrorBody {
  const [error, message] = MESSAGES_BY_STATUS[status] ?? MESSAGES_BY_STATUS[400]!;
  return { error, message };
}

export function installErrorHandlers(app: FastifyInstance): void {
  // The requested path is not repeated: a reply never reflects what the client sent.
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send(errorBodyFor(404));
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ error: error.code, message: error.message, ...error.where } satisfies ErrorBody);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'requête refusée');
      // JSON.parse's own SyntaxError (400) also means an unreadable body.
      const byCode = MESSAGES_BY_CODE[error instanceof SyntaxError ? 'FST_ERR_CTP_INVALID_JSON_BODY' : error.code];
      const [code, message] = byCode ?? MESSAGES_BY_STATUS[status] ?? MESSAGES_BY_STATUS[400]!;
      return reply.code(status).send({ error: code, message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'erreur interne');
    return reply.code(500).send({
      error: 'internal_error',
      message: 'Erreur interne du serveur : la requête n’a pas pu aboutir.',
    } satisfies ErrorBody);
  });
}

/**
 * The router's own errors (Fastify option frameworkErrors): they happen before any hook, so
 * the security headers are set here; the URL is not repeated in the answer.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, 'requête refusée par le routeur');
  let status = 400;
  let body: ErrorBody = { error: 'bad_request', message: 'Adresse invalide : elle contient un encodage (%) incorrect.' };
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    status = 414;
    body = errorBodyFor(414);
  } else if (error.code !== 'FST_ERR_BAD_URL') {
    status = 500;
    body = { error: 'internal_error', message: 'Erreur interne du serveur : la requête n’a pas pu aboutir.' };
  }
  void reply.code(status).headers(API_SECURITY_HEADERS).type('application/json; charset=utf-8').send(body);
}

/** Node's HTTP parser and timeouts: which answer goes with which error code. */
function clientErrorStatus(code: string): { status: number; body: ErrorBody } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, body: errorBodyFor(408) };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, body: errorBodyFor(431) };
  if (code === 'HPE_INVALID_METHOD') {
    return { status: 400, body: { error: 'bad_request', message: 'Requête refusée : méthode HTTP inconnue.' } };
  }
  return { status: 400, body: { error: 'bad_request', message: 'Requête refusée : requête HTTP mal formée.' } };
}

/** A whole HTTP/1.1 response, written straight to the socket (there is no request object). */
export function rawErrorResponse(status: number, body: ErrorBody): string {
  const json = JSON.stringify(body);
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(json)),
    ...API_SECURITY_HEADERS,
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}\r\n${lines.join('\r\n')}\r\n\r\n${json}`;
}

/** How long a refused client has to read the answer before the socket is cut. */
const CLIENT_ERROR_LINGER_MS = 1000;

/**
 * Fastify option clientErrorHandler: a malformed request line, an unknown method, headers too
 * large, a request too slow. Answers in French with the security headers, then closes.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Like Node's own handler: no raw answer once a response has started on this socket.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, body } = clientErrorStatus(error.code);
  this.log.debug({ code: error.code }, 'requête refusée par le serveur HTTP');
  socket.end(rawErrorResponse(status, body));
  setTimeout(() => socket.destroy(), CLIENT_ERROR_LINGER_MS).unref();
}
