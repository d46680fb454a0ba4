import type { BankLine } from './statementFile';

/** What each format's reader gives for a transaction; readStatement numbers them and checks the whole. */
export type RawLine = Omit<BankLine, 'n'>;
