/**
 * What reading a bank file gives (readStatement.ts): its format, the encoding it was decoded
 * from, and its transactions in file order. Refusals name the line of the file in French.
 */
import type { AccountKind, CsvColumns, DateOrder, StatementFormat } from './formats';

export interface BankLine {
  /** 1 for the statement's first transaction, in file order. */
  n: number;
  /** The line of the file it starts on (for messages). */
  ligne: number;
  /** AAAA-MM-JJ. */
  date: string;
  libelle: string;
  /** Signed: a debit is negative. In euros, to the cent. */
  montant: number;
  /** The bank's transaction id (OFX FITID, CAMT AcctSvcrRef/EndToEndId), or null. */
  fitid: string | null;
  /** The account it belongs to (OFX ACCTID, CAMT Acct/Id, a CSV's account column), or null when the file names none. */
  compte: string | null;
  /** ISO 4217 code of its amount (EUR unless the file says otherwise). */
  devise: string;
  /** Its state when the bank says it did not go through (Revolut's PENDING, REVERTED, DECLINED…). */
  etat?: string;
}

/** An account a file holds: its number, its kind (a card from OFX CCACCTFROM or its type), its name when the file gives one. */
export interface FileAccount {
  numero: string;
  type: AccountKind;
  intitule: string | null;
}

export interface StatementFile {
  format: StatementFormat;
  /** utf-8, windows-1252, iso-8859-15… */
  encodage: string;
  lignes: BankLine[];
  /** A CSV's header shape (for its column profile), null for the other formats. */
  signature: string | null;
  /** The accounts, in the order of the file (none when it names no account). */
  comptes: FileAccount[];
  /** The profile key its date order is saved under (CSV signature, « qif » + type), null when its dates need no order. */
  profilDates: string | null;
  /** The date order the owner chose (this time or saved), null when the file settles it. */
  ordreDates: DateOrder | null;
}

export interface ReadOptions {
  /** The columns the owner named for this CSV. */
  colonnes?: CsvColumns;
  /** Saved column profiles, by header signature. */
  profiles?: ReadonlyMap<string, CsvColumns>;
  /** The date order the owner chose for this file. */
  ordreDates?: DateOrder;
  /** Saved date orders, by profile key (CSV signature, « qif bank »…). */
  dateOrders?: ReadonlyMap<string, DateOrder>;
}

/** A line of a file whose date order is unknown, read both ways (null: impossible that way). */
export interface DateSample {
  ligne: number;
  brut: string;
  libelle: string;
  jma: string | null;
  mja: string | null;
}

/** A file that cannot be read: nothing is written. `ligne` is the file's line, when one is at fault. */
export class StatementRefused extends Error {
  constructor(
    message: string,
    readonly ligne: number | null = null,
  ) {
    super(message);
    this.name = 'StatementRefused';
  }
}

/** A CSV whose columns are not recognised and have no profile: the owner names them. */
export class ColumnsUnknown extends Error {
  constructor(
    readonly entetes: string[],
    readonly apercu: string[][],
    readonly signature: string,
  ) {
    super('Colonnes non reconnues : indiquez la colonne de la date, du libellé et du montant (ou du débit et du crédit).');
    this.name = 'ColumnsUnknown';
  }
}

/**
 * A QIF or CSV whose dates read both ways (no day above 12) and where nothing else in the file
 * tells the order: the owner says jour/mois or mois/jour. `lu` says what was looked at.
 */
export class DateOrderUnknown extends Error {
  constructor(
    readonly exemples: DateSample[],
    readonly signature: string,
    readonly lu: readonly string[] = [],
  ) {
    super(
      `Ordre des dates inconnu : rien dans ce fichier ne dit s’il écrit jour/mois ou mois/jour. Regardé : ${lu.join(' ; ')}. Choisissez l’ordre (jma ou mja) d’après les deux lignes lues dans les deux sens ; il sera retenu pour les fichiers de cette banque.`,
    );
    this.name = 'DateOrderUnknown';
  }
}
