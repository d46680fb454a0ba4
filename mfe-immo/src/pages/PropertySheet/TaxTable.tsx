/** The taxe foncière by year: amount, TEOM, the rest, and the change from the year before. */
import { formatEuro } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';
import type { Bien } from 'area-immo/contract';
import { Section } from '../../ui/sheet';
import { formatSignedRate } from './rates';
import { taxRows, type TaxRow } from './sheetFormulas';

const columns: ReadonlyArray<Column<TaxRow>> = [
  { key: 'annee', header: 'Année', render: (t) => String(t.annee) },
  { key: 'montant', header: 'Montant', numeric: true, render: (t) => formatEuro(t.montant) },
  { key: 'teom', header: 'dont TEOM', numeric: true, render: (t) => formatEuro(t.teom) },
  { key: 'horsTeom', header: 'Hors TEOM', numeric: true, render: (t) => formatEuro(t.horsTeom) },
  { key: 'evolution', header: 'Évolution', numeric: true, render: (t) => (t.evolution === null ? '—' : formatSignedRate(t.evolution)) },
];

export function TaxTable({ taxes }: { taxes: Bien['taxes'] }) {
  return (
    <Section aria-labelledby="taxes-fonciere">
      <h3 id="taxes-fonciere">Taxe foncière par année</h3>
      <DataTable
        caption="Taxe foncière par année"
        columns={columns}
        rows={taxRows(taxes)}
        rowKey={(t) => String(t.annee)}
        empty="Aucune taxe foncière enregistrée."
      />
    </Section>
  );
}
