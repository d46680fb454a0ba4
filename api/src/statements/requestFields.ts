/**
 * The JSON fields sent with a statement: `decisions` (a list of { n, section, row }) and
 * `colonnes` (the CSV's columns, csvColumnsSchema). A field that cannot be read is a 400 in
 * French naming what is wrong; nothing is written.
 */
import { csvColumnsSchema, STATEMENT_TARGETS, type CsvColumns, type StatementDecision, type StatementTarget } from '../contracts';
import { DataError } from '../data/dataError';

const DECISION_FIELDS = ['n', 'section', 'row'];
const isTarget = (v: unknown): v is StatementTarget => (STATEMENT_TARGETS as readonly unknown[]).includes(v);

/** What is wrong with one decision (checked by hand: a 50 000-line statement has as many), or null. */
function decisionProblem(d: unknown): string | null {
  if (d === null || typeof d !== 'object' || Array.isArray(d)) return 'un objet { n, section, row } est attendu';
  const extra = Object.keys(d).find((k) => !DECISION_FIELDS.includes(k));
  if (extra !== undefined) return `champ « ${extra.slice(0, 40)} » inconnu (champs acceptés : n, section, row)`;
  const { n, section, row } = d as Record<string, unknown>;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return 'champ « n » : le numéro de la ligne est attendu (entier positif)';
  if (!isTarget(section)) return `champ « section » : valeur attendue parmi : ${STATEMENT_TARGETS.join(', ')}`;
  if (row !== null && (typeof row !== 'object' || Array.isArray(row))) return 'champ « row » : un objet ou null est attendu';
  return null;
}

function jsonOf(field: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value.replace(/^\uFEFF/, ''));
  } catch {
    throw new DataError(400, 'invalid_json', `Relevé refusé : le champ « ${field} » n'est pas un JSON valide.`);
  }
}


/** The decisions by line number; each must name a line of the statement, once. */
export function decisionsOf(value: unknown, lineNumbers: ReadonlySet<number>): Map<number, StatementDecision> {
  const decisions = new Map<number, StatementDecision>();
  if (value === undefined) return decisions;
  const json = jsonOf('decisions', value);
  if (!Array.isArray(json)) {
    throw new DataError(400, 'invalid_data', 'Relevé refusé : champ « decisions » : une liste de { n, section, row } est attendue.', { champ: 'decisions' });
  }
  json.forEach((d: unknown, i) => {
    const problem = decisionProblem(d);
    if (!problem) return;
    const n = (d as { n?: unknown } | null)?.n;
    const line = typeof n === 'number' && Number.isInteger(n) ? ` (ligne ${n})` : '';
    throw new DataError(400, 'invalid_data', `Relevé refusé : champ « decisions », décision ${i + 1}${line}, ${problem}.`, { champ: 'decisions' });
  });
  for (const d of json as StatementDecision[]) {
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
