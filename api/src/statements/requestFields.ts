/**
 * The JSON fields sent with a statement: `decisions` (a list of { n, section, row }) and
 * `colonnes` (the CSV's columns, csvColumnsSchema). A field that cannot be read is a 400 in
 * French naming what is wrong; nothing is written.
 */
import { z } from 'zod';
import { csvColumnsSchema, STATEMENT_TARGETS, type CsvColumns, type StatementDecision } from '../contracts';
import { DataError } from '../data/dataError';

const decisionSchema = z.strictObject({
  n: z.number().int().positive(),
  section: z.enum(STATEMENT_TARGETS),
  row: z.record(z.string(), z.unknown()).nullable(),
});

function jsonOf(field: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value.replace(/^\uFEFF/, ''));
  } catch {
    throw new DataError(400, 'invalid_json', `Relevé refusé : le champ « ${field} » n'est pas un JSON valide.`);
  }
}

/** « décision 3 (ligne 12), champ « section » : … » from a zod issue. */
function where(issue: z.core.$ZodIssue, decisions: unknown): string {
  const [index, field] = issue.path;
  if (typeof index !== 'number') return '';
  const n = (decisions as Array<{ n?: unknown }>)[index]?.n;
  const line = typeof n === 'number' ? ` (ligne ${n})` : '';
  return ` : décision ${index + 1}${line}${field !== undefined ? `, champ « ${String(field)} »` : ''}`;
}

/** The decisions by line number; each must name a line of the statement, once. */
export function decisionsOf(value: unknown, lineNumbers: ReadonlySet<number>): Map<number, StatementDecision> {
  const decisions = new Map<number, StatementDecision>();
  if (value === undefined) return decisions;
  const json = jsonOf('decisions', value);
  const parsed = z.array(decisionSchema).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const expected = 'une liste de { n, section, row } est attendue, section parmi ' + STATEMENT_TARGETS.join(', ');
    throw new DataError(400, 'invalid_data', `Relevé refusé : champ « decisions »${where(issue, json)} : ${expected}.`, { champ: 'decisions' });
  }
  for (const d of parsed.data) {
    if (!lineNumbers.has(d.n)) {
      throw new DataError(400, 'invalid_data', `Relevé refusé : une décision nomme la ligne ${d.n}, absente de ce relevé.`, { ligne: d.n, champ: 'decisions' });
    }
    if (decisions.has(d.n)) {
      throw new DataError(400, 'invalid_data', `Relevé refusé : deux décisions pour la ligne ${d.n}.`, { ligne: d.n, champ: 'decisions' });
    }
    decisions.set(d.n, d);
  }
  return decisions;
}

/** The columns the owner named for this CSV, or undefined when none were sent. */
export function columnsOf(value: unknown): CsvColumns | undefined {
  if (value === undefined) return undefined;
  const parsed = csvColumnsSchema.safeParse(jsonOf('colonnes', value));
  if (!parsed.success) {
    throw new DataError(
      400,
      'invalid_data',
      'Relevé refusé : champ « colonnes » : { date, libelle } et le montant (ou le débit et le crédit) sont attendus, chacun le nom d\'une colonne du fichier.',
      { champ: 'colonnes' },
    );
  }
  const c = parsed.data;
  if (!c.montant && !c.debit && !c.credit) {
    throw new DataError(400, 'invalid_data', 'Relevé refusé : champ « colonnes » : indiquez la colonne du montant, ou celles du débit et du crédit.', { champ: 'colonnes' });
  }
  return c;
}
