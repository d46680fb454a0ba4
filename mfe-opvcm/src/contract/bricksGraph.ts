/**
 * The graph of the bricks reply (bricksliste) in the legacy format the api writes for it: the
 * axis a bracketed list of quoted brick names ("['Clos','Villa']"), each series a JSON string
 * of [{ name, data: number[] }]. The charts area reads the same format with its own reader; a
 * remote never imports another, so the holdings area keeps this one. Messages are in French.
 */
import { z } from 'zod';

export class GraphFormatError extends Error {
  override name = 'GraphFormatError';
}

export type GraphSeries = Array<{ name: string; data: number[] }>;

/** A finite number, also accepted as a numeric string (the PHP backend's json_encode of SQL rows). */
const legacyNumber = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v),
  z.number().finite(),
);
const seriesSchema = z.array(z.object({ name: z.union([z.string(), z.number().transform(String)]), data: z.array(legacyNumber) }));

/** The start of a raw value, for error messages. */
function excerpt(raw: string): string {
  const text = raw.trim();
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

const unquote = (label: string) => label.replace(/^(['"])(.*)\1$/, '$2');

function parseAxis(raw: string): string[] {
  const text = raw.trim();
  if (!text.startsWith('[') || !text.endsWith(']')) {
    throw new GraphFormatError(`axe mal formé : une liste entre crochets est attendue, reçu « ${excerpt(raw)} »`);
  }
  const inner = text.slice(1, -1).trim();
  if (inner === '') return [];
  const labels = inner.split(',').map((part) => unquote(part.trim()));
  const blank = labels.findIndex((l) => l.trim() === '');
  if (blank >= 0) throw new GraphFormatError(`axe mal formé : le libellé n° ${blank + 1} est vide`);
  return labels;
}

function parseSeries(raw: string): GraphSeries {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new GraphFormatError(`série mal formée : JSON invalide (« ${excerpt(raw)} »)`);
  }
  const parsed = seriesSchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new GraphFormatError(`série mal formée : une liste de { name, data: [nombres] } est attendue${where ? ` (erreur en ${where})` : ''}`);
  }
  return parsed.data;
}

/** An axis and its series; throws GraphFormatError unless every series has one value per label. */
export function parseGraph(axe: string, serie: string): { axis: string[]; series: GraphSeries } {
  const axis = parseAxis(axe);
  const series = parseSeries(serie);
  for (const s of series) {
    if (s.data.length !== axis.length) {
      const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;
      throw new GraphFormatError(`série « ${s.name} » : ${plural(s.data.length, 'valeur')} pour ${plural(axis.length, 'libellé')}`);
    }
  }
  return { axis, series };
}

/** What the api writes: labels as given (text labels already quoted), series as JSON. */
export const formatAxis = (labels: ReadonlyArray<string | number>): string => `[${labels.join(',')}]`;
export const formatSeries = (series: GraphSeries): string => JSON.stringify(series);
