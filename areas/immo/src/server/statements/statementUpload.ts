/**
 * Receiving a bank statement: a multipart/form-data request with the file in the field
 * `fichier` and, optionally, the fields `decisions`, `colonnes`, `comptes` (JSON texts),
 * `cartes` and `ordre_dates` (requestFields.ts). Every refusal
 * is an HttpError with a French message; nothing is read beyond the size limit.
 */
// The request's multipart methods (isMultipart, parts) come with the api's @fastify/multipart.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, malformedOr, megabytes } from 'server-kit';

export const STATEMENT_FIELD = 'fichier';
const TEXT_FIELDS = ['decisions', 'colonnes', 'comptes', 'cartes', 'ordre_dates'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
/** The decisions of a 50 000-line statement stay well under this. */
const FIELD_MAX_BYTES = 32 * 1024 * 1024;

export interface StatementUpload {
  bytes: Buffer;
  /** The fields sent with it, as received (a JSON text, or a value already parsed when sent as application/json). */
  fields: Partial<Record<TextField, unknown>>;
}

const isTextField = (name: string): name is TextField => (TEXT_FIELDS as readonly string[]).includes(name);

export async function readStatementUpload(request: FastifyRequest, maxBytes: number): Promise<StatementUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      `Relevé refusé : la requête doit être en multipart/form-data avec le fichier dans le champ « ${STATEMENT_FIELD} ».`,
    );
  }
  let bytes: Buffer | undefined;
  const fields: StatementUpload['fields'] = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fieldSize: FIELD_MAX_BYTES } })) {
      const name = part.fieldname.slice(0, 40);
      if (part.type === 'file') {
        if (part.fieldname !== STATEMENT_FIELD) {
          part.file.resume();
          throw new HttpError(400, 'unexpected_field', `Relevé refusé : le fichier doit être envoyé dans le champ « ${STATEMENT_FIELD} » (reçu : « ${name} »).`);
        }
        bytes = await fileBytes(part.toBuffer(), maxBytes);
      } else {
        if (!isTextField(part.fieldname)) {
          throw new HttpError(400, 'unexpected_field', `Relevé refusé : champ « ${name} » inattendu (champs acceptés : ${STATEMENT_FIELD}, ${TEXT_FIELDS.join(', ')}).`);
        }
        if (part.valueTruncated) {
          throw new HttpError(413, 'payload_too_large', `Relevé refusé : le champ « ${name} » dépasse la taille maximale de ${megabytes(FIELD_MAX_BYTES)}.`);
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw malformedOr(error);
  }
  if (!bytes) throw new HttpError(400, 'missing_file', `Relevé refusé : aucun fichier reçu dans le champ « ${STATEMENT_FIELD} ».`);
  if (bytes.length === 0) throw new HttpError(400, 'empty_file', 'Relevé refusé : le fichier est vide.');
  return { bytes, fields };
}

async function fileBytes(reading: Promise<Buffer>, maxBytes: number): Promise<Buffer> {
  try {
    return await reading;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'payload_too_large', `Relevé refusé : le fichier dépasse la taille maximale de ${megabytes(maxBytes)} : exportez une période plus courte.`);
    }
    throw error;
  }
}
