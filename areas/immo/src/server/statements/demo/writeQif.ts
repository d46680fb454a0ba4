/** QIF as French banks export it: !Type:Bank, dates jj/mm/aaaa, decimal comma, Windows-1252. */
import iconv from 'iconv-lite';
import type { DemoBankLine } from './demoBankLines';
import { frenchDate } from './bankFormats';

export function writeQif(lines: DemoBankLine[]): Buffer {
  const records = lines.flatMap((l) => [`D${frenchDate(l.date)}`, `T${l.montant.toFixed(2).replace('.', ',')}`, `P${l.libelle}`, '^']);
  return iconv.encode(['!Type:Bank', ...records].join('\r\n') + '\r\n', 'windows-1252');
}
