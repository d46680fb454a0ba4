/**
 * « Importer depuis mon ancien site »: the api reads the owner's old site (POST
 * /api/data/legacy-import, no CORS involved) and answers its report, first as a preview,
 * then, confirmed, as what it wrote (one journal entry: « Annuler » takes it back whole).
 */
import { z } from 'zod/mini';
import { apiUrl, fetchJson, noteWrite, WRITE_HEADER } from 'shared-kernel';

const sectionReport = z.object({ libelle: z.optional(z.string()), added: z.number(), changed: z.number(), removed: z.number(), unchanged: z.number() });
const leftOut = z.object({ section: z.string(), cle: z.string(), champ: z.nullable(z.string()), raison: z.string() });

const legacyReport = z.object({
  adresse: z.string(),
  mode: z.enum(['replace', 'merge']),
  ecrit: z.boolean(),
  sections: z.record(z.string(), sectionReport),
  gardees: z.record(z.string(), z.number()),
  // An older api says neither: a base taken as the owner's, no section listed.
  baseDemo: z._default(z.boolean(), false),
  nonRemplacees: z._default(z.array(z.object({ section: z.string(), libelle: z.string(), lignes: z.number() })), []),
  ecartees: z.array(leftOut),
  manquantes: z.array(z.object({ lecture: z.string(), message: z.string() })),
  remarques: z.array(z.string()),
  images: z.object({ nouvelles: z.number(), dejaLa: z.number(), copiees: z.number(), refusees: z.array(leftOut) }),
  aCompleter: z.array(z.object({ sujet: z.string(), detail: z.string(), lien: z.string() })),
});
export type LegacyReport = z.infer<typeof legacyReport>;

export interface LegacyAsk {
  adresse: string;
  script: string;
  remplacer: boolean;
}

/**
 * The api reads the site with a delay and three tries per read, four reads at a time, then
 * copies the images: minutes in the worst case, far beyond the usual wait for an api call.
 */
export const LEGACY_IMPORT_TIMEOUT_MS = 5 * 60_000;
const PATH = 'data/legacy-import';
const reply = z.object({ payload: legacyReport });

async function send(body: Record<string, unknown>): Promise<LegacyReport> {
  const init = { method: 'POST', headers: { ...WRITE_HEADER, 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  return reply.parse(await fetchJson(apiUrl(PATH), PATH, init, LEGACY_IMPORT_TIMEOUT_MS)).payload;
}

export function previewLegacyImport(ask: LegacyAsk): Promise<LegacyReport> {
  return send({ ...ask, confirmer: false });
}

/** Writes, the reads listed as missing accepted; the undo bar then offers to take it back. */
export async function confirmLegacyImport(ask: LegacyAsk, manquantesAcceptees: string[]): Promise<LegacyReport> {
  const report = await send({ ...ask, confirmer: true, manquantesAcceptees });
  await noteWrite('Import depuis votre ancien site enregistré.');
  return report;
}
