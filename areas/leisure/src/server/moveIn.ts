/**
 * Moving in, the leisure area's reads of the old site: restaurants (`restau`, a list or the
 * one list of an object) and recipes (`recettes`, with their ingredients and comment lines).
 * The image folders are the api's files: it copies them itself.
 */
import { isRecord, type LegacyCandidate as Candidate, type LegacyMapping, listIn, text } from 'server-kit';

function restaurants(restau: unknown): Candidate[] {
  return (listIn(restau) ?? []).filter(isRecord).map((r) => ({
    section: 'restaurants' as const,
    cle: text(r.TW_TITRE),
    row: { TW_TITRE: r.TW_TITRE, TW_TYPE: text(r.TW_TYPE), TW_VILLE: text(r.TW_VILLE), TW_TARIF: text(r.TW_TARIF) },
  }));
}

/** Each element of a recipe's list, with only its own fields, numbers written as text (« 250 » g). */
const lines = (value: unknown, fields: readonly string[]) =>
  (listIn(value) ?? []).filter(isRecord).map((item) => Object.fromEntries(fields.map((f) => [f, text(item[f])])));

function recipes(recettes: unknown): Candidate[] {
  return (listIn(recettes) ?? []).filter(isRecord).map((r) => ({
    section: 'recettes' as const,
    cle: `${text(r.id)} ${text(r.titre)}`.trim(),
    row: {
      id: r.id,
      titre: r.titre,
      note: r.note,
      type: typeof r.type === 'string' ? r.type.toLowerCase() : r.type,
      ingredients: lines(r.ingredients, ['nom', 'poids']),
      commentaire: lines(r.commentaire, ['ligne']),
    },
  }));
}

export const leisureMoveIn: LegacyMapping = {
  reads: { restau: { path: 'immeubles/restau' }, recettes: { path: 'immeubles/recettes' } },
  mappings: [
    { reads: ['restau'], map: (p, out) => out.candidates.push(...restaurants(p.restau)) },
    { reads: ['recettes'], map: (p, out) => out.candidates.push(...recipes(p.recettes)) },
  ],
  keepKeys: { restaurants: { key: (r) => String(r.TW_TITRE) }, recettes: { key: (r) => String(r.id) } },
};
