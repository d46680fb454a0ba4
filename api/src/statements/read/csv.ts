/**
 * CSV statements: the separator guessed from the lines (« ; » in France, also « , » or a tab),
 * the preamble skipped (account number, balance… above the header), the columns recognised
 * or named (csvColumns.ts), then one transaction per row. Papa Parse does the quoting (it
 * reads a 10 000-line file about ten times faster than csv-parse). A row whose number of
 * fields is not the header's is refused: a cut file, or a separator in an unquoted label,
 * which shifts every column after it.
 */
import Papa from 'papaparse';
import type { ReadOptions } from './statementFile';
import { ColumnsUnknown } from './statementFile';
import { amountAt, parseAmount } from './amounts';
import { named, recognise, signatureOf, type Columns } from './csvColumns';
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

/** The rows of a text whose line ends are « \n », each with the line it starts on (blank rows dropped). */
function rowsOf(text: string, delimiter: string): Row[] {
  const { data, errors } = Papa.parse<string[]>(text, { delimiter, newline: '\n', quoteChar: '"', skipEmptyLines: false });
  const lines: number[] = [];
  let line = 1;
  for (const cells of data) {
    lines.push(line);
    line += 1;
    for (const c of cells) if (c.includes('\n')) line += c.split('\n').length - 1;
  }
  // A quote opened and never closed: the file was cut inside a quoted field (other quote slips are tolerated).
  const unclosed = errors.find((e) => e.code === 'MissingQuotes');
  if (unclosed) throw refused(lines[unclosed.row ?? 0] ?? null, 'fichier tronqué : un guillemet ouvert n’est jamais fermé');
  return data.map((cells, i) => ({ cells: cells.map((c) => c.trim()), ligne: lines[i]! })).filter((r) => widthOf(r.cells) > 0);
}

/** Fields up to the last one holding something (exports often end each line with « ; »). */
const widthOf = (cells: string[]) => {
  let w = cells.length;
  while (w > 0 && cells[w - 1] === '') w--;
  return w;
};

interface Header {
  /** Index of the header row in `rows`; the data follow it. -1: no header, the data start at once. */
  at: number;
  cells: string[];
  columns: Columns | null;
}

/** The header row and its columns: named by the owner, from a saved profile, or recognised. */
function findHeader(rows: Row[], options: ReadOptions): Header {
  const head = rows.slice(0, HEADER_WITHIN);
  const guessed = likelyHeader(rows);
  const names = options.colonnes ?? options.profiles?.get(signatureOf(guessed.cells));
  if (names) {
    const at = head.findIndex((r) => named(r.cells, names) !== null);
    if (at >= 0) return { at, cells: head[at]!.cells, columns: named(head[at]!.cells, names) };
    // A file without header: the numbered columns of likelyHeader.
    const columns = named(guessed.cells, names);
    if (columns) return { ...guessed, columns };
    const wanted = [names.date, names.libelle, names.montant, names.debit, names.credit].filter(Boolean).join(', ');
    throw refused(rows[Math.max(0, guessed.at)]?.ligne ?? 1, `colonnes indiquées introuvables dans l’en-tête (${wanted})`);
  }
  const at = head.findIndex((r) => recognise(r.cells) !== null);
  if (at >= 0) return { at, cells: head[at]!.cells, columns: recognise(head[at]!.cells) };
  return guessed;
}

/** A row of data: a date in one field, an amount in another. */
const looksLikeData = (cells: string[]) =>
  cells.some((c) => parseDayFirst(c) !== null) && cells.some((c) => c !== '' && parseDayFirst(c) === null && parseAmount(c) !== null);

/**
 * The header of a file whose columns are unknown: the row above the first row of data, when
 * it is as wide; else none (the data start at once) and the columns are numbered.
 */
function likelyHeader(rows: Row[]): Header {
  const first = rows.findIndex((r) => looksLikeData(r.cells));
  if (first < 0) return { at: 0, cells: rows[0]?.cells.slice(0, widthOf(rows[0].cells)) ?? [], columns: null };
  const above = rows[first - 1];
  // The widest of the first rows of data: a trailing empty field is still a column.
  const width = Math.max(...rows.slice(first, first + 20).map((r) => widthOf(r.cells)));
  if (above && widthOf(above.cells) >= Math.min(2, width) && above.cells.length >= width) {
    return { at: first - 1, cells: above.cells.slice(0, Math.max(widthOf(above.cells), width)), columns: null };
  }
  return { at: first - 1, cells: Array.from({ length: width }, (_, i) => `Colonne ${i + 1}`), columns: null };
}

function cellAt(cells: string[], i: number | null): string {
  return i === null ? '' : (cells[i] ?? '');
}

/** Footer rows some banks add under the data (« Solde au 31/03/2026 », « Total »). */
const isFooter = (cells: string[]) => /^(solde|total)\b/i.test(cells.find((c) => c !== '') ?? '');

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
    const date = dateAt(cellAt(cells, columns.date), ligne, parseDayFirst, 'jj/mm/aaaa');
    const libelle = withDetail(labelAt(cellAt(cells, columns.libelle), ligne), labelAt(cellAt(cells, columns.detail), ligne));
    lignes.push({ ligne, date, libelle, montant: amountOf(cells, columns, ligne), fitid: null });
  }
  return { lignes, signature };
}

/** The signed amount: the amount column, or credit minus debit (a debit written positive is still one). */
function amountOf(cells: string[], columns: Columns, ligne: number): number {
  if (columns.montant !== null) return amountAt(cellAt(cells, columns.montant), ligne);
  const debit = cellAt(cells, columns.debit);
  const credit = cellAt(cells, columns.credit);
  if (debit === '' && credit === '') throw refused(ligne, 'montant absent (débit et crédit vides)');
  const cents = (debit === '' ? 0 : -Math.abs(Math.round(amountAt(debit, ligne) * 100))) + (credit === '' ? 0 : Math.round(amountAt(credit, ligne) * 100));
  return cents === 0 ? 0 : cents / 100;
}
