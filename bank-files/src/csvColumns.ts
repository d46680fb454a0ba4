/**
 * A CSV's columns: recognised from the usual French headers (any case, with or without
 * accents, with or without a currency: « Montant(EUROS) »), or named by the owner
 * (CsvColumns) for a file of that header's shape. The shape is the header's signature: its
 * normalized cells joined with « ; » (« date;libelle;debit;credit »), the key of saved profiles.
 */
import type { CsvColumns } from './formats';

/** Column indexes of a statement's fields. */
export interface Columns {
  date: number;
  libelle: number;
  /** A second label column (« Détail »), added to the label when it says more. */
  detail: number | null;
  montant: number | null;
  debit: number | null;
  credit: number | null;
  /** The account of each row (Boursorama's « accountNum »), its name, and the row's currency (Revolut's « Currency »). */
  compte: number | null;
  intitule: number | null;
  devise: number | null;
  /** Revolut's « Fee » (taken on top of the amount) and « State » (COMPLETED, PENDING, REVERTED…). */
  frais: number | null;
  etat: number | null;
}

/** Lowercase, no accents, words separated by one space: « Date d'opération » → « date d operation ». */
export function normalizeHeader(cell: string): string {
  return cell
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The header's shape; empty cells at its end (a line ending with « ; ») do not change it. */
export function signatureOf(headers: readonly string[]): string {
  const cells = headers.map(normalizeHeader);
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  return cells.join(';');
}

/** Without the currency it is written in: « montant en euros » → « montant ». */
const core = (h: string) => normalizeHeader(h).replace(/ (en )?(eur|euro|euros)$/, '');

// Each list in order of preference: the operation date before the value date, the bank's
// label before its detail.
const DATE = ['date operation', 'dateop', 'started date', 'completed date', 'date d operation', 'date de l operation', 'date', 'date op', 'date comptable', 'date de comptabilisation', 'date de valeur', 'date valeur', 'dateval'];
const LABEL = ['libelle', 'libelle operation', 'libelle de l operation', 'libelle simplifie', 'libelle court', 'intitule', 'label', 'description', 'nature de l operation', 'operation'];
const DETAIL = ['detail', 'details', 'detail de l ecriture', 'libelle complet', 'libelle detaille', 'informations complementaires', 'info complementaire'];
const AMOUNT = ['montant', 'montant de l operation', 'montant operation', 'amount', 'somme'];
const DEBIT = ['debit', 'debits', 'montant debit', 'sortie'];
const CREDIT = ['credit', 'credits', 'montant credit', 'entree'];
const ACCOUNT = ['accountnum', 'compte', 'numero de compte', 'n de compte', 'no de compte', 'account', 'account number', 'iban'];
const ACCOUNT_NAME = ['accountlabel', 'intitule du compte', 'libelle du compte', 'nom du compte', 'account name'];
const CURRENCY = ['devise', 'currency', 'monnaie'];
const FEE = ['fee', 'frais'];
const STATE = ['state', 'etat', 'statut'];

function first(cores: string[], names: string[], skip: number | null = null): number | null {
  for (const name of names) {
    const i = cores.findIndex((c, k) => c === name && k !== skip);
    if (i >= 0) return i;
  }
  return null;
}

/** The columns of a header row when it reads as a statement's header, else null. */
export function recognise(headers: readonly string[]): Columns | null {
  const cores = headers.map(core);
  const date = first(cores, DATE);
  const mainLabel = first(cores, LABEL);
  const libelle = mainLabel ?? first(cores, DETAIL);
  const columns = { montant: first(cores, AMOUNT), debit: first(cores, DEBIT), credit: first(cores, CREDIT) };
  if (date === null || libelle === null || (columns.montant === null && columns.debit === null && columns.credit === null)) return null;
  const detail = mainLabel === null ? null : first(cores, DETAIL, libelle);
  return { date, libelle, detail, ...columns, ...extrasOf(headers) };
}

/** The account, account name, currency, fee and state columns, whichever set of columns was named. */
function extrasOf(headers: readonly string[]): Pick<Columns, 'compte' | 'intitule' | 'devise' | 'frais' | 'etat'> {
  const cores = headers.map(core);
  return { compte: first(cores, ACCOUNT), intitule: first(cores, ACCOUNT_NAME), devise: first(cores, CURRENCY), frais: first(cores, FEE), etat: first(cores, STATE) };
}

/** The columns the owner named, when this header holds them all, else null. */
export function named(headers: readonly string[], names: CsvColumns): Columns | null {
  const cells = headers.map(normalizeHeader);
  const at = (name: string | undefined) => (name === undefined ? null : cells.indexOf(normalizeHeader(name)));
  const found = { date: at(names.date), libelle: at(names.libelle), montant: at(names.montant), debit: at(names.debit), credit: at(names.credit) };
  if (Object.values(found).some((i) => i === -1)) return null;
  const { date, libelle } = found;
  if (date === null || libelle === null) return null;
  return { ...found, date, libelle, detail: null, ...extrasOf(headers) };
}
