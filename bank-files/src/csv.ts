/**
 * CSV statements: the separator guessed from the lines (« ; » in France, also « , » or a tab),
 * the preamble skipped (a title, the account number, a balance… above the header: the account
 * it names is the file's), the columns recognised or named (csvColumns.ts), then one
 * transaction per row, its HTML entities decoded (BNP writes « &amp; »). The dates' order is
 * decided from the whole date column (dateOrder.ts). Papa Parse does the quoting (it reads a
 * 10 000-line file about ten times faster than csv-parse). A row whose number of fields is
 * not the header's is refused: a cut file, or a separator in an unquoted label, which shifts
 * every column after it.
 */
import Papa from 'papaparse';
import type { FileAccount, ReadOptions } from './statementFile';
import { ColumnsUnknown } from './statementFile';
import { amountAt, parseAmount } from './amounts';
import { named, recognise, signatureOf, type Columns } from './csvColumns';
import type { AccountKind, DateOrder } from './formats';
import { dateAt, parseInOrder } from './dates';
import { csvClues } from './csvClues';
import { decideDateOrder } from './dateOrder';
import { decodeEntities, shieldEntities } from './entities';
import { labelAt, withDetail } from './labels';
import { refused } from './limits';
import type { RawLine } from './rawLine';

const SEPARATORS = [';', '\t', ',', '|'] as const;
/** Where the header may be: below it, a preamble would be a very long one. */
const HEADER_WITHIN = 50;

/** A date read in either order. */
const isDate = (c: string) => parseInOrder(c, 'jma') !== null || parseInOrder(c, 'mja') !== null;

/** A row of data: a date in one field, an amount in another. */
const looksLikeData = (cells: string[]) => cells.some(isDate) && cells.some((c) => c !== '' && !isDate(c) && parseAmount(c) !== null);

/** The fields of one line split on `sep` outside quotes, their quotes dropped. */
function fieldsOf(line: string, sep: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === sep && !quoted) {
      fields.push(field.trim());
      field = '';
    } else field += ch;
  }
  fields.push(field.trim());
  return fields;
}

/** The largest number of lines sharing one field count, and that count (the widest on a tie). */
function agreement(widths: readonly number[]): { lines: number; fields: number } {
  const counts = new Map<number, number>();
  for (const n of widths) counts.set(n, (counts.get(n) ?? 0) + 1);
  let best = { lines: 0, fields: 0 };
  for (const [fields, lines] of counts) if (lines > best.lines || (lines === best.lines && fields > best.fields)) best = { lines, fields };
  return best;
}

/**
 * The separator of the file: the one under which most rows read as data (a date in one field,
 * an amount in another) with the same number of fields. A decimal comma in a « ; » file splits
 * every row in two under « , », but no half holds a date (BNP's files, where the « , » of each
 * amount outnumbered the « ; » of an account line above the rows). A file where no row reads
 * as data under any separator (dates in words) falls back on the field counts alone: the one
 * where most lines agree, the most fields on a tie. Never the first line alone: a title or an
 * account line above the header has fields of its own. Ties left go to the French « ; ».
 */
export function detectSeparator(text: string): string {
  const lines = text.split('\n', 200).filter((l) => l.trim() !== '');
  let best: string = SEPARATORS[0];
  let bestScore = { data: 0, lines: 0, fields: 0 };
  for (const sep of SEPARATORS) {
    const split = lines.map((l) => fieldsOf(l, sep)).filter((f) => f.length > 1);
    const data = agreement(split.filter(looksLikeData).map((f) => f.length)).lines;
    const { lines: agreeing, fields } = agreement(split.map((f) => f.length));
    const score = { data, lines: agreeing, fields };
    const better =
      score.data !== bestScore.data ? score.data > bestScore.data : score.lines !== bestScore.lines ? score.lines > bestScore.lines : score.lines > 0 && score.fields > bestScore.fields;
    if (better) [best, bestScore] = [sep, score];
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
  return data.map((cells, i) => ({ cells: cells.map((c) => decodeEntities(c).trim()), ligne: lines[i]! })).filter((r) => widthOf(r.cells) > 0);
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
  /** No header row: the columns are numbered, and the row at `at` is the last of the preamble. */
  numbered?: true;
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
  if (guessed.numbered) return { ...guessed, columns: fromContent(rows.slice(guessed.at + 1), guessed.cells.length) };
  return guessed;
}

/**
 * The columns of rows without a header, when their content leaves no doubt: one column of
 * dates, one of amounts and one of text, each filled on every row, the others empty (BNP's
 * loan account: « 05/01/2022;;; AMORTISSEMENT PRET 1234;70,93 »). Anything else is asked.
 */
function fromContent(rows: Row[], width: number): Columns | null {
  const data = rows.filter((r) => !isFooter(r.cells));
  if (data.length === 0) return null;
  const kinds = Array.from({ length: width }, (_, i) => {
    const cells = data.map((r) => r.cells[i] ?? '');
    if (cells.every((c) => c === '')) return 'empty';
    if (cells.every(isDate)) return 'date';
    if (cells.every((c) => c !== '' && parseAmount(c) !== null)) return 'amount';
    return cells.every((c) => c !== '') ? 'text' : 'mixed';
  });
  const single = (kind: (typeof kinds)[number]) => (kinds.filter((k) => k === kind).length === 1 ? kinds.indexOf(kind) : null);
  const [date, montant, libelle] = [single('date'), single('amount'), single('text')];
  if (date === null || montant === null || libelle === null || kinds.filter((k) => k !== 'empty').length !== 3) return null;
  return { date, libelle, montant, detail: null, debit: null, credit: null, compte: null, intitule: null, devise: null, frais: null, etat: null };
}

/**
 * The first row of data: the first of the rows read as data that have as many fields as most
 * of them (BNP's account line on top has a date and a balance too, and one field more); on a
 * tie, as many as the last one (the data run to the end of the file, the account line is on top).
 */
function firstDataRow(rows: Row[]): number {
  // The head of the file tells: the header is within HEADER_WITHIN rows.
  const data = rows.slice(0, HEADER_WITHIN * 4).flatMap((r, i) => (looksLikeData(r.cells) && !isFooter(r.cells) ? [{ i, fields: r.cells.length }] : []));
  if (data.length === 0) return -1;
  const counts = new Map<number, number>();
  for (const d of data) counts.set(d.fields, (counts.get(d.fields) ?? 0) + 1);
  let fields = data[data.length - 1]!.fields;
  for (const [n, count] of counts) if (count > counts.get(fields)!) fields = n;
  return data.find((d) => d.fields === fields)!.i;
}

/**
 * The header of a file whose columns are unknown: the row above the first row of data, when
 * it is as wide; else none (the data start at once) and the columns are numbered.
 */
function likelyHeader(rows: Row[]): Header {
  const first = firstDataRow(rows);
  if (first < 0) return { at: 0, cells: rows[0]?.cells.slice(0, widthOf(rows[0].cells)) ?? [], columns: null };
  const above = rows[first - 1];
  // The widest of the first rows of data: a trailing empty field is still a column.
  const width = Math.max(...rows.slice(first, first + 20).map((r) => widthOf(r.cells)));
  // A row above that reads as data itself (BNP's account line: a date, a balance) is no header.
  if (above && widthOf(above.cells) >= Math.min(2, width) && above.cells.length >= width && !looksLikeData(above.cells)) {
    return { at: first - 1, cells: above.cells.slice(0, Math.max(widthOf(above.cells), width)), columns: null };
  }
  return { at: first - 1, cells: Array.from({ length: width }, (_, i) => `Colonne ${i + 1}`), columns: null, numbered: true };
}

/** « dans la colonne « Débit » », for a refusal. */
const inColumn = (headers: readonly string[], i: number | null) => `dans la colonne « ${i === null ? '' : (headers[i] ?? `Colonne ${i + 1}`)} »`;

function cellAt(cells: string[], i: number | null): string {
  return i === null ? '' : (cells[i] ?? '');
}

/** Footer rows some banks add under the data (« Solde au 31/03/2026 », « Total »). */
const isFooter = (cells: string[]) => /^(solde|total)\b/i.test(cells.find((c) => c !== '') ?? '');

/** An account number in a preamble line (« Compte de chèques ****1234 », an IBAN, a long number). */
const ACCOUNT_IN_TEXT = /(?<![\w*])(FR\d{2}(?: ?[\dA-Z]{4}){5,6}(?: ?[\dA-Z]{1,3})?|[*X]{2,}\d{3,}|\d{8,})\b/;

/** The account a line names, with its kind from its words (« carte », « livret », « crédit immobilier »). */
function kindOf(text: string): AccountKind {
  if (/\bcartes?\b|\bcb\b|\bcredit card\b/i.test(text)) return 'carte';
  if (/livret|[ée]pargne|\bldds?\b|\bpel\b|\bcel\b|savings/i.test(text)) return 'epargne';
  if (/cr[ée]dit (immobilier|conso)|\bpr[eê]ts?\b|\bloan\b/i.test(text)) return 'autre';
  return 'courant';
}

/** The account named above the header, when the file has no account column. */
function preambleAccount(rows: Row[], headerAt: number): FileAccount | null {
  for (const row of rows.slice(0, Math.max(0, headerAt))) {
    const text = row.cells.join(' ');
    const m = ACCOUNT_IN_TEXT.exec(text);
    if (m) return { numero: m[1]!.replace(/\s/g, ''), type: kindOf(text), intitule: row.cells.find((c) => c !== '') ?? null };
  }
  return null;
}

export interface CsvRead {
  lignes: RawLine[];
  signature: string;
  comptes: FileAccount[];
  ordre: DateOrder | null;
}

export function readCsv(text: string, options: ReadOptions): CsvRead {
  const shielded = shieldEntities(text.replace(/\r\n?/g, '\n'));
  const rows = rowsOf(shielded, detectSeparator(shielded));
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
  const kept: Row[] = [];
  const footers: Row[] = [];
  for (const row of data) {
    const { cells, ligne } = row;
    const w = widthOf(cells);
    if (w === 0) continue;
    if (isFooter(cells)) {
      footers.push(row);
      continue;
    }
    if (cells.length < width || w > width) {
      throw refused(ligne, `${cells.length} champs au lieu de ${width} (ligne coupée, ou séparateur dans un libellé sans guillemets)`);
    }
    kept.push(row);
  }
  // Labels and amounts first: a file refused for them is not worth a question on its dates.
  const read = kept.map(({ cells, ligne }) => ({
    cells,
    ligne,
    libelle: withDetail(labelAt(cellAt(cells, columns.libelle), ligne), labelAt(cellAt(cells, columns.detail), ligne)),
    montant: withFee(amountOf(cells, columns, header.cells, ligne), cellAt(cells, columns.frais), inColumn(header.cells, columns.frais), ligne),
  }));
  const dated = read.map(({ cells, ligne }) => ({ raw: cellAt(cells, columns.date), ligne, libelle: cellAt(cells, columns.libelle) }));
  const preambleEnd = header.numbered ? header.at + 1 : header.at;
  const clues = csvClues({
    others: [...rows.slice(0, Math.max(0, preambleEnd)), ...footers].map((r) => r.cells.filter((c) => c !== '').join(' ')),
    header: header.numbered ? null : header.cells,
    amounts: kept.flatMap(({ cells }) => [cellAt(cells, columns.montant), cellAt(cells, columns.debit), cellAt(cells, columns.credit)]),
  });
  const { order, chosen } = decideDateOrder(dated, { chosen: options.ordreDates, saved: options.dateOrders?.get(signature), signature }, clues);
  const parse = (raw: string) => parseInOrder(raw, order);
  const preamble = columns.compte === null ? preambleAccount(rows, preambleEnd) : null;
  const comptes = new Map<string, FileAccount>();
  if (preamble) comptes.set(preamble.numero, preamble);
  const lignes = read.map(({ cells, ligne, libelle, montant }): RawLine => {
    const date = dateAt(cellAt(cells, columns.date), ligne, parse, `${order === 'jma' ? 'jj/mm/aaaa' : 'mm/jj/aaaa'} attendu ${inColumn(header.cells, columns.date)}`);
    const compte = columns.compte === null ? (preamble?.numero ?? null) : cellAt(cells, columns.compte) || null;
    if (compte && !comptes.has(compte)) {
      const intitule = cellAt(cells, columns.intitule) || null;
      comptes.set(compte, { numero: compte, type: kindOf(intitule ?? ''), intitule });
    }
    const written = cellAt(cells, columns.devise).toUpperCase();
    const devise = written === '' || /^(EUR|EUROS?|€)$/.test(written) ? 'EUR' : written;
    const etat = cellAt(cells, columns.etat).toUpperCase();
    return { ligne, date, libelle, montant, fitid: null, compte, devise, ...(etat && !DONE.test(etat) ? { etat } : {}) };
  });
  return { lignes, signature, comptes: [...comptes.values()], ordre: chosen };
}

/** A state saying the operation went through (Revolut's COMPLETED); any other is shown and proposed « ignorer ». */
const DONE = /^(COMPLETED|COMPLETE|TERMINEE?|EFFECTUEE?|COMPTABILISEE?)$/;

/** The amount with the fee taken on top of it (Revolut: balance = previous + Amount − Fee). */
function withFee(amount: number, fee: string, champ: string, ligne: number): number {
  if (fee === '') return amount;
  const cents = Math.round(amount * 100) - Math.abs(Math.round(amountAt(fee, ligne, champ) * 100));
  return cents === 0 ? 0 : cents / 100;
}

/** The signed amount: the amount column, or credit minus debit (a debit written positive is still one). */
function amountOf(cells: string[], columns: Columns, headers: readonly string[], ligne: number): number {
  if (columns.montant !== null) return amountAt(cellAt(cells, columns.montant), ligne, inColumn(headers, columns.montant));
  const debit = cellAt(cells, columns.debit);
  const credit = cellAt(cells, columns.credit);
  if (debit === '' && credit === '') throw refused(ligne, 'montant absent (débit et crédit vides)');
  const debitCents = debit === '' ? 0 : -Math.abs(Math.round(amountAt(debit, ligne, inColumn(headers, columns.debit)) * 100));
  const cents = debitCents + (credit === '' ? 0 : Math.round(amountAt(credit, ligne, inColumn(headers, columns.credit)) * 100));
  return cents === 0 ? 0 : cents / 100;
}
