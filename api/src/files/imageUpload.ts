/**
 * Receiving an uploaded image: a multipart/form-data request with one file in the field
 * `imagesvelte` and no other part, a .jpg/.jpeg/.png extension, content of that type, not
 * empty, within the size limit. Every refusal is an HttpError with a French message; the client's file name comes
 * back sanitised.
 */
import path from 'node:path';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, malformedOr, megabytes } from 'server-kit';
import { sanitizeFileName } from './fileName';
import { contentMatchesExtension, extensionOf, isUploadExtension, UPLOAD_EXTENSIONS } from './imageType';

export const UPLOAD_FIELD = 'imagesvelte';

export interface ImageUpload {
  /** Safe name derived from the client's file name (see sanitizeFileName). */
  name: string;
  bytes: Buffer;
}

/** Reads and checks the image sent with `request`; throws the HttpError to answer otherwise. */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<ImageUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      `Envoi refusé : la requête doit être en multipart/form-data avec le fichier dans le champ « ${UPLOAD_FIELD} ».`,
    );
  }
  let upload: ImageUpload | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file' || part.fieldname !== UPLOAD_FIELD) throw unexpectedPart(part);
      upload = await readImagePart(part, maxBytes);
    }
  } catch (error) {
    throw malformedOr(error);
  }
  if (!upload) {
    throw new HttpError(400, 'missing_file', `Envoi refusé : aucun fichier reçu dans le champ « ${UPLOAD_FIELD} ».`);
  }
  return upload;
}

/** Any part but the one image: refused, naming it (a stray field is a client mistake worth telling). */
function unexpectedPart(part: Multipart): HttpError {
  const field = part.fieldname.slice(0, 40);
  if (part.type === 'file') {
    part.file.resume();
    return new HttpError(
      400,
      'unexpected_field',
      `Envoi refusé : le fichier doit être envoyé dans le champ « ${UPLOAD_FIELD} » (reçu : « ${field} »).`,
    );
  }
  return new HttpError(
    400,
    'unexpected_field',
    `Envoi refusé : champ « ${field} » inattendu (seul le fichier du champ « ${UPLOAD_FIELD} » est accepté).`,
  );
}

async function readImagePart(part: MultipartFile, maxBytes: number): Promise<ImageUpload> {
  const ext = extensionOf(part.filename);
  if (!isUploadExtension(ext)) {
    part.file.resume();
    throw new HttpError(
      415,
      'unsupported_media_type',
      `Envoi refusé : seuls les fichiers ${UPLOAD_EXTENSIONS.join(', ')} sont acceptés (fichier « ${path.basename(part.filename).slice(0, 80)} »).`,
    );
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'payload_too_large', `Envoi refusé : le fichier dépasse la taille maximale de ${megabytes(maxBytes)}.`);
    }
    throw malformedOr(error);
  }
  if (bytes.length === 0) {
    throw new HttpError(400, 'empty_file', 'Envoi refusé : le fichier est vide.');
  }
  if (!contentMatchesExtension(ext, bytes)) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      `Envoi refusé : le contenu du fichier n’est pas une image ${ext === '.png' ? 'PNG' : 'JPEG'} valide, malgré son extension ${ext}.`,
    );
  }
  return { name: sanitizeFileName(part.filename), bytes };
}
