/** Helpers of the statement reader's tests: bytes in a bank's encoding, and the refusal a read throws. */
import iconv from 'iconv-lite';
import { ColumnsUnknown, StatementRefused } from '../src/readStatement';

/** Windows-1252 bytes, lines ending in CRLF as Windows banks write them. */
export const cp1252 = (lines: string[]): Buffer => iconv.encode(lines.join('\r\n') + '\r\n', 'windows-1252');
export const utf8 = (lines: string[]): Buffer => Buffer.from(lines.join('\n') + '\n', 'utf8');

function thrown(read: () => unknown): unknown {
  try {
    read();
  } catch (e) {
    return e;
  }
  throw new Error('the read did not throw');
}

export function refusal(read: () => unknown): StatementRefused {
  const e = thrown(read);
  if (!(e instanceof StatementRefused)) throw e;
  return e;
}

export function columnsUnknown(read: () => unknown): ColumnsUnknown {
  const e = thrown(read);
  if (!(e instanceof ColumnsUnknown)) throw e;
  return e;
}
