/** The rental-property reads: path, payload schema and the message shown when the load fails. */
import { z } from 'zod/mini';
import { defineEndpoint, defineParamEndpoint, pathSegment } from 'contract-kit/endpoints';
import * as s from './schemas';
import { chargeSettlementSchema, settlementsDueSchema } from './chargeSettlement';
import { depositSchema } from './deposit';
import { aFaireSchema } from './aFaire';

/**
 * alldata (properties and holdings, the spec's one document for both areas) loads once for
 * every page that reads it, cached by its path. On arrival only this area's list is checked as
 * a list (the object keeps the other area's); a page validates the rows it shows (useImmos).
 */
export const allDataImmos = defineEndpoint({
  path: 'immeubles/alldata',
  schema: z.looseObject({ immos: z.array(s.immoSchema) }),
  arrivalSchema: z.looseObject({ immos: z.array(z.unknown()) }),
  errorMessage: 'unable to load immos on immostore init',
  loadOnce: true,
});

export const recapLoyers = defineEndpoint({
  path: 'immeubles/recaployers',
  schema: s.recapLoyersSchema,
  errorMessage: 'unable to load recap loyers',
});

export const tdb = defineEndpoint({ path: 'immeubles/tdb/', schema: s.tdbSchema, errorMessage: 'unable to load emprunts' });

export const opeCars = defineEndpoint({ path: 'immeubles/opecars/', schema: s.opeCarsSchema, errorMessage: 'Recup info cars in hs' });

export const opeDepenses = defineEndpoint({
  path: 'immeubles/opedepenses/',
  schema: s.expensesSchema,
  // 20 000 rows at 100× the demo data; the page shows one year (expenses.ts).
  arrivalSchema: s.expensesArrivalSchema,
  errorMessage: 'unable to load depenses',
});

export const echeancier = defineParamEndpoint({
  path: (nom: string) => `immeubles/echeancier/${pathSegment(nom)}`,
  schema: s.echeancierSchema,
  errorMessage: "Impossible de charger l'échéancier de cet emprunt.",
});

export const bien = defineParamEndpoint({
  path: (nom: string, annee?: number) => `immeubles/bien/${pathSegment(nom)}${annee === undefined ? '' : `?annee=${annee}`}`,
  schema: s.bienSchema,
  errorMessage: 'Impossible de charger les chiffres de ce bien.',
});

export const revenusFonciers = defineParamEndpoint({
  path: (annee: number) => `immeubles/revenusfonciers/${pathSegment(annee)}`,
  schema: s.revenusFonciersSchema,
  errorMessage: 'Impossible de charger les revenus fonciers de cette année.',
});

/** GET baux/{id}/revision: the rent revision of a lease (loi du 6 juillet 1989, art. 17-1). */
export const revisionBail = defineParamEndpoint({
  path: (bailId: number) => `baux/${pathSegment(bailId)}/revision`,
  schema: s.rentRevisionSchema,
  errorMessage: 'Impossible de calculer la révision de ce bail.',
});

/** GET baux/{id}/envois: what was e-mailed to the lease's tenant, and when. */
export const envoisBail = defineParamEndpoint({
  path: (bailId: number) => `baux/${pathSegment(bailId)}/envois`,
  schema: s.envoisSchema,
  errorMessage: 'Impossible de charger les envois de ce bail.',
});

/**
 * The rents due of a month (AAAA-MM), lease by lease; without a month, the api's current one:
 * the path the leases page reads as it opens, which its route row can name for the shell to
 * start early.
 */
export const loyersEcheances = defineParamEndpoint({
  path: (mois?: string) => (mois === undefined ? 'loyers/echeances' : `loyers/echeances?mois=${encodeURIComponent(mois)}`),
  schema: s.rentsDueSchema,
  errorMessage: 'Impossible de charger les loyers dus de ce mois.',
});

/** Every month of a lease past due and not paid in full. */
export const loyersRetards = defineEndpoint({ path: 'loyers/retards', schema: s.lateRentsSchema, errorMessage: 'Impossible de charger les loyers en retard.' });

/** Whether « Envoyer » can e-mail a document (the api has SMTP_URL). */
export const documentCapacites = defineEndpoint({
  path: 'documents/capacites',
  schema: s.documentCapabilitiesSchema,
  errorMessage: "Impossible de savoir si l'envoi par e-mail est possible.",
});

/** GET baux/{id}/regularisation/{annee}: a lease's charges of a year set against its provisions (art. 23). */
export const regularisationBail = defineParamEndpoint({
  path: (bailId: number, annee: number) => `baux/${pathSegment(bailId)}/regularisation/${pathSegment(annee)}`,
  schema: chargeSettlementSchema,
  errorMessage: 'Impossible de calculer la régularisation des charges de ce bail.',
});

/** Each lease's first regularization of charges due. */
export const regularisationsDues = defineEndpoint({ path: 'baux/regularisations', schema: settlementsDueSchema, errorMessage: 'Impossible de charger les régularisations de charges à faire.' });

/** GET baux/{id}/depot: an ended lease's deposit, its deadline and its return (art. 22). */
export const depotBail = defineParamEndpoint({
  path: (bailId: number) => `baux/${pathSegment(bailId)}/depot`,
  schema: depositSchema,
  errorMessage: 'Impossible de charger le dépôt de garantie de ce bail.',
});

/** What needs the owner, the most urgent first (aFaire.ts; the rules: server/todo/). */
export const aFaire = defineEndpoint({ path: 'a-faire', schema: aFaireSchema, errorMessage: 'Impossible de charger la liste « À faire ».' });

/** The yield after tax of each let property over the last 12 months, and their total (/listeappt). */
export const apresImpot = defineEndpoint({ path: 'immeubles/apresimpot', schema: s.apresImpotSchema, errorMessage: 'Impossible de calculer les revenus après impôt.' });

/** Every read of the area, for the api's contract test and the test double. */
export const immoEndpoints = { allDataImmos, recapLoyers, tdb, opeCars, opeDepenses, loyersRetards, documentCapacites, aFaire, apresImpot, regularisationsDues };
export const immoParamEndpoints = { echeancier, bien, revenusFonciers, revisionBail, envoisBail, loyersEcheances, regularisationBail, depotBail };
