/**
 * The legacy graph formats of spec section 7: an axis is a bracketed, comma-separated
 * string ("[2019,2020,'2021']"), a series is a JSON string of [{ name, data: number[] }].
 * Both sides use these: the api to write them, the charts to read them.
 */
import { z } from 'zod';

export class GraphFormatError extends Error {
  override name = 'GraphFormatError';
}

const seriesSchema = z.array(z.object({ name: z.string(), data: z.array(z.number().finite()) }));
export type LegacySeries = z.infer<typeof seriesSchema>;

export function parseAxis(raw: string): string[] {
  const text = raw.trim();
  if (!text.startsWith('[') || !text.endsWith(']')) {
    throw new GraphFormatError(`axe mal formé : crochets attendus (${text.slice(0, 40)})`);
  }
  const inner = text.slice(1, -1).trim();
  if (inner === '') return [];
  return inner.split(',').map((part) => part.trim().replace(/^(['"])(.*)\1$/, '$2'));
}

export function parseSeries(raw: string): LegacySeries {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new GraphFormatError('série mal formée : JSON invalide');
  }
  const parsed = seriesSchema.safeParse(json);
  if (!parsed.success) throw new GraphFormatError('série mal formée : [{ name, data: [nombres] }] attendu');
  return parsed.data;
}

export interface ParsedGraph {
  axis: string[];
  series: LegacySeries;
}

/** Parses an axis and its series and checks that every series has one value per label. */
export function parseGraph(axe: string, serie: string): ParsedGraph {
  const axis = parseAxis(axe);
  const series = parseSeries(serie);
  for (const s of series) {
    if (s.data.length !== axis.length) {
      throw new GraphFormatError(
        `série « ${s.name} » : ${s.data.length} valeurs pour ${axis.length} libellés`,
      );
    }
  }
  return { axis, series };
}

export function formatAxis(labels: ReadonlyArray<string | number>): string {
  return `[${labels.join(',')}]`;
}

export function formatSeries(series: LegacySeries): string {
  return JSON.stringify(series);
}
