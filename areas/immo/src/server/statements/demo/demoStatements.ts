/**
 * The demo's sample bank statements, one per format the statements page reads (a CSV in
 * Windows-1252 with a preamble, OFX 1.x, OFX 2.x, QIF, CAMT.053), all holding the same lines
 * of the demo account (statements/demoBankLines.ts) over the last two full months and the
 * current month to date. Same clock, same bytes.
 */
import { isoDay, monthFromIndex, monthIndex, parseIsoDay } from 'server-kit';
import { demoBankLines } from './demoBankLines';
import { writeCamt } from './writeCamt';
import { writeCsv } from './writeCsv';
import { writeOfx1, writeOfx2 } from './writeOfx';
import { writeQif } from './writeQif';

export interface DemoStatement {
  nom: string;
  /** Its media type, for a download. */
  type: string;
  bytes: Buffer;
}

/** The account's balance before the first line: the files print the balance after the last. */
const OPENING_BALANCE = 3250;

export function demoStatements(clock: Date): DemoStatement[] {
  const lines = demoBankLines(clock);
  const to = isoDay(clock);
  const { year, month } = parseIsoDay(to);
  const first = monthFromIndex(monthIndex(year, month) - 2);
  const from = `${first.year}-${String(first.month).padStart(2, '0')}-01`;
  return [
    { nom: 'releve-demo.csv', type: 'text/csv; charset=windows-1252', bytes: writeCsv(lines, OPENING_BALANCE, from, to) },
    { nom: 'releve-demo-ofx1.ofx', type: 'application/x-ofx', bytes: writeOfx1(lines, OPENING_BALANCE, from, to) },
    { nom: 'releve-demo-ofx2.ofx', type: 'application/x-ofx', bytes: writeOfx2(lines, OPENING_BALANCE, from, to) },
    { nom: 'releve-demo.qif', type: 'application/qif', bytes: writeQif(lines) },
    { nom: 'releve-demo-camt053.xml', type: 'application/xml', bytes: writeCamt(lines, OPENING_BALANCE, from, to) },
  ];
}
