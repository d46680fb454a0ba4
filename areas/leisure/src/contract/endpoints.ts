/** The leisure reads: path, payload schema and the message shown when the load fails. */
import { defineEndpoint } from 'contract-kit/endpoints';
import * as s from './schemas';

export const restaurants = defineEndpoint({ path: 'immeubles/restau/', schema: s.restaurantsSchema, errorMessage: 'unable to load restaurants' });
export const recettes = defineEndpoint({
  path: 'immeubles/recettes',
  schema: s.recipesSchema,
  errorMessage: 'unable to load recettes on recettesstore init',
  loadOnce: true,
});
export const imagesSport = defineEndpoint({
  path: 'permis/contenuDossierImage/sport',
  schema: s.imageListSchema,
  errorMessage: 'unable to load liste images',
});
export const imagesRecettes = defineEndpoint({
  path: 'permis/contenuDossierImage/recettes',
  schema: s.imageListSchema,
  errorMessage: 'unable to load liste images',
});
export const mail = defineEndpoint({ path: 'permis/mail', schema: s.mailSchema, errorMessage: 'unable to send mail' });

/** The photo upload: POST with the image in this multipart field. */
export const UPLOAD_PATH = 'permis/uploadfileimg';
export const UPLOAD_FIELD = 'imagesvelte';

/** Every read of the area, for the api's contract test and the test double. */
export const leisureEndpoints = { restaurants, recettes, imagesSport, imagesRecettes, mail };
