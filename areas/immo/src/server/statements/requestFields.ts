/**
 * The fields sent with a statement: `decisions` (a list of { n, section, row }), `colonnes`
 * (the CSV's columns, csvColumnsSchema), `comptes` (the account numbers to import, a JSON
 * list), `cartes` (detail or totaux) and `ordre_dates` (jma or mja). A field that cannot be
 * read is a 400 in French naming what is wrong; nothing is written.
 */
import {
  CARD_CHOICES,
  csvColumnsSchema,
  DATE_ORDERS,
  STATEMENT_TARGETS,
  type CardChoice,
  type CsvColumns,
  type DateOrder,
  type StatementDecision,
  type StatementTarget,
} from '../../contract';
import { HttpError } from 'server-kit';

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
    throw new HttpError(400, 'invalid_json', `Relevé refusé : le champ « ${field} » n'est pas un JSON valide.`);
  }
}


/** The decisions by line number; each must name a line of the statement, once. */
export function decisionsOf(value: unknown, lineNumbers: ReadonlySet<number>): Map<number, StatementDecision> {
  const decisions = new Map<number, StatementDecision>();
  if (value === undefined) return decisions;
  const json = jsonOf('decisions', value);
  if (!Array.isArray(json)) {
    throw new HttpError(400, 'invalid_data', 'Relevé refusé : champ « decisions » : une liste de { n, section, row } est attendue.', { champ: 'decisions' });
  }
  json.forEach((d: unknown, i) => {
    const problem = decisionProblem(d);
    if (!problem) return;
    const n = (d as { n?: unknown } | null)?.n;
    const line = typeof n === 'number' && Number.isInteger(n) ? ` (ligne ${n})` : '';
    throw new HttpError(400, 'invalid_data', `Relevé refusé : champ « decisions », décision ${i + 1}${line}, ${problem}.`, { champ: 'decisions' });
  });
  for (const d of json as StatementDecision[]) {
    if (!lineNumbers.has(d.n)) {
      throw new HttpError(400, 'invalid_data', `Relevé refusé : une décision nomme la ligne ${d.n}, absente de ce relevé.`, { ligne: d.n, champ: 'decisions' });
    }
    if (decisions.has(d.n)) {
      throw new HttpError(400, 'invalid_data', `Relevé refusé : deux décisions pour la ligne ${d.n}.`, { ligne: d.n, champ: 'decisions' });
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
    throw new HttpError(
      400,
      'invalid_data',
      'Relevé refusé : champ « colonnes » : { date, libelle } et le montant (ou le débit et le crédit) sont attendus, chacun le nom d\'une colonne du fichier.',
      { champ: 'colonnes' },
    );
  }
  const c = parsed.data;
  if (!c.montant && !c.debit && !c.credit) {
    throw new HttpError(400, 'invalid_data', 'Relevé refusé : champ « colonnes » : indiquez la colonne du montant, ou celles du débit et du crédit.', { champ: 'colonnes' });
  }
  return c;
}

/** The account numbers to import, or undefined when none were sent (the defaults apply). */
export function accountsOf(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const json = jsonOf('comptes', value);
  if (!Array.isArray(json) || json.some((c) => typeof c !== 'string' || c === '')) {
    throw new HttpError(400, 'invalid_data', 'Relevé refusé : champ « comptes » : une liste des numéros de compte à importer est attendue (["FR76…", …]).', { champ: 'comptes' });
  }
  return json as string[];
}

/** One of `values`, sent as a plain text field, or undefined when absent. */
function choiceOf<T extends string>(field: string, value: unknown, values: readonly T[], meaning: string): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  throw new HttpError(400, 'invalid_data', `Relevé refusé : champ « ${field} » : ${values.join(' ou ')} attendu (${meaning}).`, { champ: field });
}

export const cardChoiceOf = (value: unknown): CardChoice | undefined =>
  choiceOf('cartes', value, CARD_CHOICES, 'detail : garder les opérations de la carte ; totaux : garder les totaux « RELEVE CARTE »');

export const dateOrderOf = (value: unknown): DateOrder | undefined =>
  choiceOf('ordre_dates', value, DATE_ORDERS, 'jma : jour/mois/année ; mja : mois/jour/année');
