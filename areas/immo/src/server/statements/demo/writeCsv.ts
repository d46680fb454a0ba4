/**
 * A CSV as French banks let their customers download it: Windows-1252, CRLF, « ; », a preamble
 * (account, period, balance) above the header, the debit written positive in its own column.
 */
import iconv from 'iconv-lite';
import { DEMO_ACCOUNT, type DemoBankLine } from './demoBankLines';
import { balanceAfter, frenchAmount, frenchDate } from './bankFormats';

const quoted = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

export function writeCsv(lines: DemoBankLine[], opening: number, from: string, to: string): Buffer {
  const rows = [
    `Compte chèques ${DEMO_ACCOUNT.titulaire};;;`,
    `Numéro de compte;${DEMO_ACCOUNT.compte};;`,
    `Période;du ${frenchDate(from)} au ${frenchDate(to)};;`,
    `Solde au ${frenchDate(to)};${frenchAmount(balanceAfter(opening, lines.map((l) => l.montant)))};;`,
    '',
    'Date;Libellé;Débit;Crédit',
    ...lines.map((l) => [frenchDate(l.date), quoted(l.libelle), l.montant < 0 ? frenchAmount(l.montant) : '', l.montant >= 0 ? frenchAmount(l.montant) : ''].join(';')),
  ];
  return iconv.encode(rows.join('\r\n') + '\r\n', 'windows-1252');
}
