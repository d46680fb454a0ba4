/** JSON errors with French messages: never an HTML page, never a stack trace. */
import type { FastifyError, FastifyInstance } from 'fastify';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ErrorBody {
  error: string;
  message: string;
}

const MESSAGES_BY_STATUS: Record<number, [string, string]> = {
  400: ['bad_request', 'Requête invalide.'],
  403: ['forbidden', 'Accès refusé.'],
  404: ['not_found', 'Ressource introuvable.'],
  405: ['method_not_allowed', 'Méthode non autorisée.'],
  406: ['not_acceptable', 'Format de requête non accepté.'],
  413: ['payload_too_large', 'Requête trop volumineuse.'],
  415: ['unsupported_media_type', 'Type de contenu non pris en charge.'],
};

export function installErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const path = (request.url.split('?')[0] ?? '').slice(0, 200);
    void reply.code(404).send({
      error: 'not_found',
      message: `Ressource introuvable : ${request.method} ${path}.`,
    } satisfies ErrorBody);
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ error: error.code, message: error.message } satisfies ErrorBody);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const [code, message] = MESSAGES_BY_STATUS[status] ?? ['bad_request', 'Requête invalide.'];
      request.log.info({ err: error }, 'requête refusée');
      return reply.code(status).send({ error: code, message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'erreur interne');
    return reply.code(500).send({
      error: 'internal_error',
      message: 'Erreur interne du serveur : la requête n’a pas pu aboutir.',
    } satisfies ErrorBody);
  });
}
