import { formatInteger, formatNumber } from 'shared-kernel';

const KO = 1024;
const MO = 1024 * 1024;

/** A file size as French writes it: 2 048 → "2 ko", 1 572 864 → "1,5 Mo" (at least 1 ko). */
export function formatSize(bytes: number): string {
  if (bytes < MO) return `${formatInteger(Math.max(1, Math.round(bytes / KO)))}\u00a0ko`;
  return `${formatNumber(Math.round((bytes / MO) * 10) / 10)}\u00a0Mo`;
}
