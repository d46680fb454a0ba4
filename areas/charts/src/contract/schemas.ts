/**
 * Payload schemas of the chart reads, in the legacy graph formats: axes as "[a,b,c]" strings,
 * series as JSON strings (legacyGraph.ts reads and writes them).
 */
import { z } from 'zod/mini';

// ---- Legacy graph payloads: axes as "[a,b,c]" strings, series as JSON strings ----------

export const graphEdfSchema = z.object({
  axeHerm: z.string(),
  serieHerm: z.string(),
  axeFleurs: z.string(),
  serieFleurs: z.string(),
  axeFleursMois: z.string(),
  serieFleursMois: z.string(),
});
export type GraphEdf = z.infer<typeof graphEdfSchema>;

export const graphAxeSerieSchema = z.object({ axe: z.string(), serie: z.string() });
export type GraphAxeSerie = z.infer<typeof graphAxeSerieSchema>;

export const graphFonciereSchema = z.object({ axe_fonciere: z.string(), serie_fonciere: z.string() });
export type GraphFonciere = z.infer<typeof graphFonciereSchema>;

export const graphDepensesSchema = z.object({ axe_depenses: z.string(), serie_depenses: z.string() });
export type GraphDepenses = z.infer<typeof graphDepensesSchema>;
