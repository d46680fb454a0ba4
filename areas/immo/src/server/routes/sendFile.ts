/** A document sent as a download (PDF or zip), never cached. */
import type { FastifyReply } from 'fastify';
import type { DocumentFile } from '../documents/documents';

export function sendFile(reply: FastifyReply, file: DocumentFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.content);
}
