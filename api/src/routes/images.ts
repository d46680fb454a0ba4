/**
 * Image folders: listing, and the upload of a recipe photo (multipart field `imagesvelte`;
 * rate-limited, within the folders' quota).
 */
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { HttpError } from 'server-kit';
import { IMAGE_FOLDERS, isImageFolder, listImages, storeUnique } from '../files/imageFiles';
import { readImageUpload } from '../files/imageUpload';
import { writeWithinQuota } from '../files/quota';

const UPLOAD_FOLDER = 'recettes';

export const imageRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Params: { folder: string } }>('/permis/contenuDossierImage/:folder', async (request) => {
    const { folder } = request.params;
    if (!isImageFolder(folder)) {
      // The requested name is not repeated (see errors.ts).
      throw new HttpError(404, 'not_found', `Dossier d’images inconnu (dossiers disponibles : ${IMAGE_FOLDERS.join(', ')}).`);
    }
    return { payload: await listImages(ctx.filesDir, folder) };
  });

  // Rate-limited before the body is read; the quota is checked once the size is known.
  app.post('/permis/uploadfileimg', { onRequest: app.security.uploadLimit }, async (request) => {
    const { name, bytes } = await readImageUpload(request, ctx.uploadMaxBytes);
    const stored = await writeWithinQuota(ctx.filesDir, app.security.uploadQuotaBytes, bytes.length, () =>
      storeUnique(path.join(ctx.filesDir, UPLOAD_FOLDER), name, bytes),
    );
    request.log.info({ file: stored }, 'image enregistrée');
    return { payload: { result: stored } };
  });
};
