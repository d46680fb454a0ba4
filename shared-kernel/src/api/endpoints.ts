/**
 * Every GET call of the api, once: its path, the schema of its payload and the message
 * shown when it fails. Pages fetch through these; the api
 * contract tests walk the same table.
 */
import type { z } from 'zod';
import { apiGet } from './client';
import { getRuntimeConfig } from '../config/runtimeConfig';
import * as s from './schemas';

export interface Endpoint<S extends z.ZodType = z.ZodType> {
  /** Path after /api/. */
  path: string;
  schema: S;
  /** The message shown when the load fails. */
  errorMessage: string;
  /** Loaded once and reused by every remote. */
  loadOnce?: boolean;
  /** Checked on arrival instead of `schema`, whose parts the readers validate when they use them. */
  arrivalSchema?: z.ZodType;
}

/** Checks an entry against Endpoint while keeping its own schema types. */
function endpoint<E extends Endpoint>(e: E): E {
  return e;
}

export const endpoints = {
  allData: endpoint({
    path: 'immeubles/alldata',
    schema: s.allDataSchema,
    arrivalSchema: s.allDataEnvelopeSchema,
    errorMessage: 'unable to load immos on immostore init',
    loadOnce: true,
  }),
  recapLoyers: endpoint({
    path: 'immeubles/recaployers',
    schema: s.recapLoyersSchema,
    errorMessage: 'unable to load recap loyers',
  }),
  tdb: endpoint({ path: 'immeubles/tdb/', schema: s.tdbSchema, errorMessage: 'unable to load emprunts' }),
  opeCars: endpoint({ path: 'immeubles/opecars/', schema: s.opeCarsSchema, errorMessage: 'Recup info cars in hs' }),
  opListeByBk: endpoint({
    path: 'immeubles/oplistebybk',
    schema: s.bankListSchema,
    errorMessage: 'unable to load opvcm on opvcm store init',
  }),
  graphEdf: endpoint({ path: 'immeubles/graphedf', schema: s.graphEdfSchema, errorMessage: 'unable to load graph edf' }),
  graphCumulBenef: endpoint({
    path: 'immeubles/graphcumulbenef',
    schema: s.graphAxeSerieSchema,
    errorMessage: 'unable to load graph cumul benef',
  }),
  graphCumulBk: endpoint({
    path: 'immeubles/graphcumulbk',
    schema: s.graphAxeSerieSchema,
    errorMessage: 'unable to load graph cumul bank',
  }),
  graphTxFonciere0: endpoint({
    path: 'immeubles/graphTxFonciere/0',
    schema: s.graphFonciereSchema,
    errorMessage: 'unable to load graph taxe fonciere',
  }),
  graphTxFonciere1: endpoint({
    path: 'immeubles/graphTxFonciere/1',
    schema: s.graphFonciereSchema,
    errorMessage: 'unable to load graph taxe fonciere',
  }),
  graphDepPerso: endpoint({
    path: 'immeubles/graphDepPerso',
    schema: s.graphDepensesSchema,
    errorMessage: 'unable to load graph depenses',
  }),
  bricksListe: endpoint({ path: 'immeubles/bricksliste', schema: s.bricksListeSchema, errorMessage: 'unable to load bricks' }),
  restaurants: endpoint({ path: 'immeubles/restau/', schema: s.restaurantsSchema, errorMessage: 'unable to load restaurants' }),
  recettes: endpoint({
    path: 'immeubles/recettes',
    schema: s.recipesSchema,
    errorMessage: 'unable to load recettes on recettesstore init',
    loadOnce: true,
  }),
  opeDepenses: endpoint({
    path: 'immeubles/opedepenses/',
    schema: s.expensesSchema,
    // 20 000 rows at 100× the demo data; the page shows one year (expenses.ts).
    arrivalSchema: s.expensesArrivalSchema,
    errorMessage: 'unable to load depenses',
  }),
  imagesSport: endpoint({
    path: 'permis/contenuDossierImage/sport',
    schema: s.imageListSchema,
    errorMessage: 'unable to load liste images',
  }),
  imagesRecettes: endpoint({
    path: 'permis/contenuDossierImage/recettes',
    schema: s.imageListSchema,
    errorMessage: 'unable to load liste images',
  }),
  mail: endpoint({ path: 'permis/mail', schema: s.mailSchema, errorMessage: 'unable to send mail' }),
} as const;

/**
 * GETs of one thing named in the path (a loan, a property, a year): `path(arg)` builds it.
 * Their replies are cached by path, and refreshed after a write like every owner's read.
 */
export interface ParamEndpoint<S extends z.ZodType = z.ZodType, A extends unknown[] = never[]> {
  path: (...args: A) => string;
  schema: S;
  errorMessage: string;
}

function paramEndpoint<S extends z.ZodType, A extends unknown[]>(e: ParamEndpoint<S, A>): ParamEndpoint<S, A> {
  return e;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

export const paramEndpoints = {
  echeancier: paramEndpoint({
    path: (nom: string) => `immeubles/echeancier/${segment(nom)}`,
    schema: s.echeancierSchema,
    errorMessage: "Impossible de charger l'échéancier de cet emprunt.",
  }),
  bien: paramEndpoint({
    path: (nom: string, annee?: number) => `immeubles/bien/${segment(nom)}${annee === undefined ? '' : `?annee=${annee}`}`,
    schema: s.bienSchema,
    errorMessage: 'Impossible de charger les chiffres de ce bien.',
  }),
  revenusFonciers: paramEndpoint({
    path: (annee: number) => `immeubles/revenusfonciers/${segment(annee)}`,
    schema: s.revenusFonciersSchema,
    errorMessage: 'Impossible de charger les revenus fonciers de cette année.',
  }),
};

export type ParamEndpointName = keyof typeof paramEndpoints;
type ParamArgs<N extends ParamEndpointName> = Parameters<(typeof paramEndpoints)[N]['path']>;
export type ParamEndpointData<N extends ParamEndpointName> = z.infer<(typeof paramEndpoints)[N]['schema']>;

export function fetchParamEndpoint<N extends ParamEndpointName>(
  name: N,
  args: ParamArgs<N>,
  signal?: AbortSignal,
): Promise<ParamEndpointData<N>> {
  const e = paramEndpoints[name] as unknown as ParamEndpoint<z.ZodType, ParamArgs<N>>;
  return apiGet(e.path(...args), e.schema, signal) as Promise<ParamEndpointData<N>>;
}

export type EndpointName = keyof typeof endpoints;
/** The payload once its `schema` accepted it. */
export type EndpointData<N extends EndpointName> = z.infer<(typeof endpoints)[N]['schema']>;
/** What the query cache holds: the payload as checked on arrival. */
export type ArrivedData<N extends EndpointName> = (typeof endpoints)[N] extends { arrivalSchema: infer A extends z.ZodType }
  ? z.infer<A>
  : EndpointData<N>;
/** Endpoints whose payload is wholly validated on arrival, so usable as they come. */
export type EagerEndpointName = {
  [N in EndpointName]: (typeof endpoints)[N] extends { arrivalSchema: z.ZodType } ? never : N;
}[EndpointName];

export function fetchEndpoint<N extends EndpointName>(name: N, signal?: AbortSignal): Promise<ArrivedData<N>> {
  const e: Endpoint = endpoints[name];
  return apiGet(e.path, e.arrivalSchema ?? e.schema, signal) as Promise<ArrivedData<N>>;
}

/** The photo upload: POST with the image in this multipart field. */
export const UPLOAD_PATH = 'permis/uploadfileimg';
export const UPLOAD_FIELD = 'imagesvelte';

/** URL of an image file of the backend's files folder. */
export function imageUrl(folder: 'recettes' | 'sport', fileName: string): string {
  return `${apiBaseOrigin()}/files/${folder}/${encodeURIComponent(fileName)}`;
}

function apiBaseOrigin(): string {
  return getRuntimeConfig().apiBase.replace(/\/+$/, '');
}
