/**
 * The legacy graph formats of the chart endpoints: an axis is a bracketed, comma-separated
 * string ("[2019,2020,'2021']"), a series is a JSON string of [{ name, data: number[] }].
 * The api writes them; the charts and the bricks graph read them. A format of the spec's
 * protocol, not an area's rule: imported through the narrow entry `contract-kit/legacyGraph`,
 * so each remote bundles only what it uses.
 *
 * Reading is lenient where the owner's PHP backend is (quoted labels, numeric strings such
 * as "1234.50" in data, numeric series names) and strict everywhere else: anything else
 * throws a GraphFormatError whose message says, in French, what is wrong.
 */
import { z } from 'zod/mini';

export class GraphFormatError extends Error {
  override name = 'GraphFormatError';
}

/** A finite number, also accepted as a numeric string (PHP's json_encode of SQL rows). */
const legacyNumber = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v)),
  z.number(),
);
const seriesSchema = z.array(
  z.object({
    name: z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
    data: z.array(legacyNumber),
  }),
);
export type LegacySeries = Array<{ name: string; data: number[] }>;

/** The start of a raw value, for error messages. */
function excerpt(raw: string): string {
  const text = raw.trim();
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

const unquote = (label: string) => label.replace(/^(['"])(.*)\1$/, '$2');

export function parseAxis(raw: string): string[] {
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

export function parseSeries(raw: string): LegacySeries {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new GraphFormatError(`série mal formée : JSON invalide (« ${excerpt(raw)} »)`);
  }
  const parsed = seriesSchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new GraphFormatError(
      `série mal formée : une liste de { name, data: [nombres] } est attendue${where ? ` (erreur en ${where})` : ''}`,
    );
  }
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
      const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;
      throw new GraphFormatError(
        `série « ${s.name} » : ${plural(s.data.length, 'valeur')} pour ${plural(axis.length, 'libellé')}`,
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
