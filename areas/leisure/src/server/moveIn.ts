/**
 * The leisure area's legacy reads: restaurants (`restau`, a list or the one list of an
 * object), recipes (`recettes`, with their ingredients and comment lines), and the names of
 * the image folders' files (`contenuDossierImage/recettes` and `/sport`), copied by legacyImages.ts.
 */
import { type Candidate, isRecord, listIn, type ReadMapping, text } from './legacyRows';

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

export const leisureMappings: ReadMapping[] = [
  { reads: ['restau'], map: (p, out) => out.candidates.push(...restaurants(p.restau)) },
  { reads: ['recettes'], map: (p, out) => out.candidates.push(...recipes(p.recettes)) },
];

/** The image folders' file names the site lists. */
export function imageNames(list: unknown): string[] {
  return (listIn(list) ?? []).filter((n): n is string => typeof n === 'string' && n !== '');
}
