/**
 * « À faire » (#/a-faire, Home's first items): what needs the owner, dated, the most urgent
 * first (GET a-faire), and what he decides about an item (section suiviAFaire: put off to a
 * date, dismissed with a reason, done). The rules are the server's (server/todo/); the remote
 * shows the items and runs their actions.
 */
import { z } from 'zod/mini';
import { isoDate } from 'contract-kit/schemas';
import { oneOf, optionalDate, optionalRowId, optionalText, requiredText, strictDate, strictRow } from 'contract-kit/data';

export const A_FAIRE_TYPES = [
  'loyer_en_retard',
  'quittance_a_envoyer',
  'revision_irl',
  'fin_de_bail',
  'attestation_assurance',
  'taxe_fonciere',
  'declaration_revenus',
  'regularisation_charges',
] as const;
export type AFaireType = (typeof A_FAIRE_TYPES)[number];

/**
 * What the item's button does, without leaving the list:
 *  - envoyer: POST `chemin` (a document route's `/envoi`), `telecharger` its PDF (GET);
 *  - reviser, attestation: POST `chemin` (a-faire/…), which writes through the data core (journaled, undoable);
 *  - lien: opens `chemin`, a page of the app (a figure to enter, a form to fill).
 */
export const aFaireActionSchema = z.object({
  type: z.enum(['envoyer', 'reviser', 'attestation', 'lien']),
  libelle: z.string(),
  chemin: z.string(),
  telecharger: z.nullable(z.string()),
});
export type AFaireAction = z.infer<typeof aFaireActionSchema>;

export const aFaireItemSchema = z.object({
  /** Stable from one day to the next: the type, the lease (or the property) and the period. */
  id: z.string(),
  type: z.enum(A_FAIRE_TYPES),
  /** The property, or null for what concerns every property (the 2044). */
  bien: z.nullable(z.string()),
  bail_id: z.nullable(z.number()),
  /** The day by which it should be done (revision_irl: the last day the law allows to claim it). */
  echeance: isoDate,
  titre: z.string(),
  detail: z.string(),
  action: aFaireActionSchema,
});
export type AFaireItem = z.infer<typeof aFaireItemSchema>;
export const aFaireSchema = z.array(aFaireItemSchema);

/** What the owner decided about an item: put off (until `jusqu_au`), dismissed (with a `motif`), or done. */
export const A_FAIRE_SUIVIS = ['reporte', 'ecarte', 'fait'] as const;

/**
 * One decision per item (`element`: the item's id). A put-off item comes back on `jusqu_au`; a
 * dismissed or done one stays gone (the next period's item has another id).
 */
export const aFaireSuiviRow = strictRow({
  id: optionalRowId,
  element: requiredText,
  etat: oneOf(A_FAIRE_SUIVIS),
  jusqu_au: z.optional(optionalDate),
  motif: optionalText,
  /** The day it was decided. */
  le: strictDate,
}).check(
  z.refine((r) => r.etat !== 'reporte' || r.jusqu_au != null, { error: 'un report a une date (jusqu_au)', path: ['jusqu_au'] }),
  z.refine((r) => r.etat !== 'ecarte' || (r.motif ?? '').trim() !== '', { error: 'un élément écarté a un motif', path: ['motif'] }),
);
export type AFaireSuivi = z.output<typeof aFaireSuiviRow>;

/** POST a-faire/{id}/report and a-faire/{id}/ecart: the request bodies. */
export const aFaireReportSchema = z.object({ jusqu_au: strictDate });
export const aFaireEcartSchema = z.object({ motif: requiredText.check(z.maxLength(200)) });
/** POST a-faire/revision/{bail}: whether to e-mail the letter to the tenant as well. */
export const aFaireRevisionSchema = z.object({ envoyer: z.optional(z.boolean()) });
