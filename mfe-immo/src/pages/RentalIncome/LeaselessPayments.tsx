/**
 * « Loyers sans bail »: the payments of the year that no lease covers. They count whole on line
 * 211 (nothing tells their rent from the tenant's charges); the owner should attach them to a
 * lease, so that only the rent is declared.
 */
import { formatDate, formatEuro, hrefOf } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';
import type { RevenusFonciers } from 'area-immo/contract';
import { Formula, Section } from '../../ui/sheet';

/** A payment with its place in the list (two may share a day and an amount). */
type Payment = RevenusFonciers['loyers_sans_bail'][number] & { n: number };

export const LEASELESS_SENTENCE =
  'Ces loyers ne sont rattachés à aucun bail : ils comptent en entier, charges comprises, sur la ligne 211. Rattachez-les à un bail pour ne déclarer que le loyer.';

const columns: ReadonlyArray<Column<Payment>> = [
  { key: 'date', header: 'Date', render: (p) => formatDate(p.date) },
  { key: 'IM_NOM', header: 'Bien', render: (p) => p.IM_NOM },
  { key: 'montant', header: 'Montant', numeric: true, render: (p) => formatEuro(p.montant) },
];

export function LeaselessPayments({ r }: { r: RevenusFonciers }) {
  if (r.loyers_sans_bail.length === 0) return null;
  return (
    <Section aria-labelledby="sans-bail-title">
      <h3 id="sans-bail-title">Loyers sans bail</h3>
      <p>{LEASELESS_SENTENCE}</p>
      <DataTable
        caption="Loyers encaissés sans bail"
        columns={columns}
        rows={r.loyers_sans_bail.map((p, n) => ({ ...p, n }))}
        rowKey={(p) => String(p.n)}
        keyColumn="montant"
      />
      <Formula className="no-print">
        Les baux se créent depuis la page <a href={hrefOf('/baux')}>Baux</a>.
      </Formula>
    </Section>
  );
}
