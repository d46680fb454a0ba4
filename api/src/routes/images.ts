/** Image folders: listing, and the upload of a recipe photo (multipart field `imagesvelte`). */
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { HttpError } from '../errors';
import {
  contentMatchesExtension,
  extensionOf,
  IMAGE_FOLDERS,
  isImageFolder,
  isUploadExtension,
  listImages,
  sanitizeFileName,
  storeUnique,
  UPLOAD_EXTENSIONS,
} from '../files/imageFiles';

export const UPLOAD_FIELD = 'imagesvelte';
const UPLOAD_FOLDER = 'recettes';

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} Mo`.replace('.', ',');

/**
 * While the multipart body is being read, an error that carries no HTTP status comes from the
 * parser (missing boundary, truncated body, bad part header): the client's fault, so a 400.
 */
function malformedOr(error: unknown): unknown {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number') return error;
  return new HttpError(400, 'bad_request', 'Envoi refusé : le corps multipart/form-data est illisible ou incomplet.');
}

export const imageRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Params: { folder: string } }>('/permis/contenuDossierImage/:folder', async (request) => {
    const { folder } = request.params;
    if (!isImageFolder(folder)) {
      throw new HttpError(
        404,
        'not_found',
        `Dossier d’images inconnu : « ${folder.slice(0, 40)} » (dossiers disponibles : ${IMAGE_FOLDERS.join(', ')}).`,
      );
    }
    return { payload: await listImages(ctx.filesDir, folder) };
  });

  app.post('/permis/uploadfileimg', async (request) => {
    if (!request.isMultipart()) {
      throw new HttpError(
        415,
        'unsupported_media_type',
        `Envoi refusé : la requête doit être en multipart/form-data avec le fichier dans le champ « ${UPLOAD_FIELD} ».`,
      );
    }
    let part;
    try {
      part = await request.file({ limits: { fileSize: ctx.uploadMaxBytes, files: 1 } });
    } catch (error) {
      throw malformedOr(error);
    }
    if (!part) {
      throw new HttpError(400, 'missing_file', `Envoi refusé : aucun fichier reçu dans le champ « ${UPLOAD_FIELD} ».`);
    }
    if (part.fieldname !== UPLOAD_FIELD) {
      part.file.resume();
      throw new HttpError(
        400,
        'missing_file',
        `Envoi refusé : le fichier doit être envoyé dans le champ « ${UPLOAD_FIELD} » (reçu : « ${part.fieldname.slice(0, 40)} »).`,
      );
    }
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
        throw new HttpError(413, 'payload_too_large', `Envoi refusé : le fichier dépasse la taille maximale de ${megabytes(ctx.uploadMaxBytes)}.`);
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
    const stored = await storeUnique(path.join(ctx.filesDir, UPLOAD_FOLDER), sanitizeFileName(part.filename), bytes);
    request.log.info({ file: stored }, 'image enregistrée');
    return { payload: { result: stored } };
  });
};
