/**
 * What reading a bank file gives (readStatement.ts): its format, the encoding it was decoded
 * from, and its transactions in file order. Refusals name the line of the file in French.
 */
import type { CsvColumns, StatementFormat } from '../../contracts';

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
}

export interface StatementFile {
  format: StatementFormat;
  /** utf-8, windows-1252, iso-8859-15… */
  encodage: string;
  lignes: BankLine[];
  /** A CSV's header shape (for its column profile), null for the other formats. */
  signature: string | null;
}

export interface ReadOptions {
  /** The columns the owner named for this CSV. */
  colonnes?: CsvColumns;
  /** Saved column profiles, by header signature. */
  profiles?: ReadonlyMap<string, CsvColumns>;
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
