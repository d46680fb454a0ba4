/**
 * bank-files: a bank statement's bytes (CSV, OFX, QIF, CAMT.053) to its format, encoding,
 * accounts and transactions, or a refusal in French naming the line at fault.
 */
export { readStatement, STATEMENT_MAX_BYTES, STATEMENT_MAX_LINES } from './readStatement';
export { ColumnsUnknown, DateOrderUnknown, StatementRefused } from './statementFile';
export type { BankLine, DateSample, FileAccount, ReadOptions, StatementFile } from './statementFile';
export type { AccountKind, CsvColumns, DateOrder, StatementFormat } from './formats';
