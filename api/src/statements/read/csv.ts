/**
 * CSV statements: the separator guessed from the lines (« ; » in France, also « , » or a tab),
 * the preamble skipped (account number, balance… above the header), the columns recognised
 * or named (csvColumns.ts), then one transaction per row. csv-parse does the quoting; a row
 * whose number of fields is not the header's is refused (a cut file, or a separator in an
 * unquoted label shifts every column after it).
 */
import { CsvError, parse } from 'csv-parse/sync';
import type { ReadOptions } from './statementFile';
import { ColumnsUnknown } from './statementFile';
import { amountAt } from './amounts';
import { named, normalizeHeader, recognise, signatureOf, type Columns } from './csvColumns';
import { dateAt, parseDayFirst } from './dates';
import { labelAt, withDetail } from './labels';
import { refused } from './limits';
import type { RawLine } from './rawLine';

const SEPARATORS = [';', '\t', ',', '|'] as const;
/** Where the header may be: below it, a preamble would be a very long one. */
const HEADER_WITHIN = 50;

/** Separators outside quotes on one line. */
function countOutsideQuotes(line: string, sep: string): number {
  let n = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === sep && !quoted) n++;
  }
  return n;
}

/**
 * The separator that splits the most lines into the same number of fields (the data rows
 * agree; a decimal comma or a preamble does not). Ties go to the French « ; ».
 */
export function detectSeparator(text: string): string {
  const lines = text.split('\n', 200).filter((l) => l.trim() !== '');
  let best: string = SEPARATORS[0];
  let bestScore = 0;
  for (const sep of SEPARATORS) {
    const counts = new Map<number, number>();
    for (const line of lines) {
      const n = countOutsideQuotes(line, sep);
      if (n > 0) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    const score = Math.max(0, ...counts.values());
    if (score > bestScore) [best, bestScore] = [sep, score];
  }
  return best;
}

interface Row {
  cells: string[];
  ligne: number;
}

function rowsOf(text: string, delimiter: string): Row[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, each record comes with where it was read (csv-parse's types omit it).
    records = parse(text, { delimiter, info: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (e) {
    if (!(e instanceof CsvError)) throw e;
    const lines = (e as CsvError & { lines?: number }).lines ?? null;
    if (e.code === 'CSV_QUOTE_NOT_CLOSED') throw refused(lines, 'fichier tronqué : un guillemet ouvert n’est jamais fermé');
    throw refused(lines, `CSV illisible (${e.message})`);
  }
  return records.map(({ record, info }) => ({
    cells: record.map((c) => c.trim()),
    // csv-parse counts the line a record ends on: a quoted label may span several.
    ligne: info.lines - record.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0),
  }));
}

/** Fields up to the last one holding something (exports often end each line with « ; »). */
const widthOf = (cells: string[]) => {
  let w = cells.length;
  while (w > 0 && cells[w - 1] === '') w--;
  return w;
};

/** The header a file of unknown columns most likely has: the first row as wide as most rows. */
function likelyHeader(rows: Row[]): number {
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(widthOf(r.cells), (counts.get(widthOf(r.cells)) ?? 0) + 1);
  const width = [...counts.entries()].filter(([w]) => w > 1).sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
  const at = rows.findIndex((r) => widthOf(r.cells) === width);
  return at < 0 ? 0 : at;
}

interface Header {
  /** Index of the header row in `rows`; the data follow it. -1: no header, the data start at once. */
  at: number;
  cells: string[];
  columns: Columns | null;
}

/** The header row and its columns: named by the owner, from a saved profile, or recognised. */
function findHeader(rows: Row[], options: ReadOptions): Header {
  const head = rows.slice(0, HEADER_WITHIN);
  if (options.colonnes) {
    const names = options.colonnes;
    const at = head.findIndex((r) => named(r.cells, names) !== null);
    if (at < 0) {
      const wanted = [names.date, names.libelle, names.montant, names.debit, names.credit].filter(Boolean).join(', ');
      throw refused(rows[likelyHeader(rows)]?.ligne ?? 1, `colonnes indiquées introuvables dans l’en-tête (${wanted})`);
    }
    return { at, cells: head[at]!.cells, columns: named(head[at]!.cells, names) };
  }
  const guess = likelyHeader(rows);
  const guessed = headerAt(rows, guess);
  const profile = options.profiles?.get(signatureOf(guessed.cells));
  if (profile) return { ...guessed, columns: named(guessed.cells, profile) };
  const at = head.findIndex((r) => recognise(r.cells) !== null);
  if (at >= 0) return { at, cells: head[at]!.cells, columns: recognise(head[at]!.cells) };
  return guessed;
}

/** The row at `at` as a header, or, when it reads as data (a date first), numbered columns. */
function headerAt(rows: Row[], at: number): Header {
  const cells = rows[at]?.cells ?? [];
  const width = widthOf(cells);
  if (cells.some((c) => parseDayFirst(c) !== null)) {
    return { at: at - 1, cells: Array.from({ length: width }, (_, i) => `Colonne ${i + 1}`), columns: null };
  }
  return { at, cells: cells.slice(0, width), columns: null };
}

/** Footer rows some banks add under the data (« Solde au 31/03/2026 », « Total »). */
const isFooter = (cells: string[]) => /^(solde|total)\b/.test(normalizeHeader(cells.find((c) => c !== '') ?? ''));

export function readCsv(text: string, options: ReadOptions): { lignes: RawLine[]; signature: string } {
  const rows = rowsOf(text.replace(/\r\n?/g, '\n'), detectSeparator(text));
  const header = findHeader(rows, options);
  const signature = signatureOf(header.cells);
  const data = rows.slice(header.at + 1);
  const { columns } = header;
  if (!columns) {
    throw new ColumnsUnknown(header.cells, data.filter((r) => widthOf(r.cells) > 0).slice(0, 5).map((r) => r.cells), signature);
  }
  const headerLine = rows[header.at]?.ligne ?? 1;
  if (columns.montant === null && columns.debit === null && columns.credit === null) {
    throw refused(headerLine, 'indiquez la colonne du montant, ou celles du débit et du crédit');
  }
  const width = widthOf(header.cells);
  const lignes: RawLine[] = [];
  for (const { cells, ligne } of data) {
    const w = widthOf(cells);
    if (w === 0 || isFooter(cells)) continue;
    if (cells.length < width || w > width) {
      throw refused(ligne, `${cells.length} champs au lieu de ${width} (ligne coupée, ou séparateur dans un libellé sans guillemets)`);
    }
    const cell = (i: number | null) => (i === null ? '' : (cells[i] ?? ''));
    const date = dateAt(cell(columns.date), ligne, parseDayFirst, 'jj/mm/aaaa');
    const libelle = withDetail(labelAt(cell(columns.libelle), ligne), columns.detail === null ? '' : labelAt(cell(columns.detail), ligne));
    lignes.push({ ligne, date, libelle, montant: amountOf(cell, columns, ligne), fitid: null });
  }
  return { lignes, signature };
}

/** The signed amount: the amount column, or credit minus debit (a debit written positive is still one). */
function amountOf(cell: (i: number | null) => string, columns: Columns, ligne: number): number {
  if (columns.montant !== null) return amountAt(cell(columns.montant), ligne);
  const debit = cell(columns.debit);
  const credit = cell(columns.credit);
  if (debit === '' && credit === '') throw refused(ligne, 'montant absent (débit et crédit vides)');
  const cents = (debit === '' ? 0 : -Math.abs(Math.round(amountAt(debit, ligne) * 100))) + (credit === '' ? 0 : Math.round(amountAt(credit, ligne) * 100));
  return cents === 0 ? 0 : cents / 100;
}
