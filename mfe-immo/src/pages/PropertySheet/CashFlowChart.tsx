/** The cash-flow month by month: a bar chart (nivo, loaded when shown) and the same figures as a table. */
import { Suspense, lazy } from 'react';
import { CARD_COLORS, Spinner, formatEuro, formatEuroRound } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';
import type { Bien } from 'area-immo/contract';
import { Formula, Section } from '../../ui/sheet';
import { DEFICIT, SURPLUS, cashFlowBars, monthLabel } from './sheetFormulas';

// nivo is downloaded with the first chart, not with the sheet.
const BarChart = lazy(() => import('shared-kernel/charts').then((m) => ({ default: m.BarChart })));

type Month = Bien['mois'][number];

/** The landlord's charges of a month: management fees, unrecovered charges, his insurance. */
export const landlordCharges = (m: Month): number => Math.round((m.frais_gestion + m.charges_non_recuperees + m.assurance_proprietaire) * 100) / 100;

const columns: ReadonlyArray<Column<Month>> = [
  { key: 'mois', header: 'Mois', render: (m) => monthLabel(m.mois) },
  { key: 'loyers', header: 'Loyers', numeric: true, render: (m) => formatEuro(m.loyers) },
  { key: 'honoraires', header: 'Honoraires', numeric: true, render: (m) => formatEuro(m.honoraires) },
  { key: 'charges', header: 'Charges', numeric: true, render: (m) => formatEuro(landlordCharges(m)) },
  { key: 'taxe', header: 'Taxe foncière', numeric: true, render: (m) => formatEuro(m.taxe_fonciere) },
  { key: 'mensualites', header: 'Mensualités', numeric: true, render: (m) => formatEuro(m.mensualites) },
  { key: 'cash_flow', header: 'Cash-flow', numeric: true, render: (m) => formatEuro(m.cash_flow) },
];

/** « 9 mois positifs, 3 mois négatifs » */
export function cashFlowSummary(mois: readonly Month[]): string {
  const positive = mois.filter((m) => m.cash_flow > 0).length;
  const negative = mois.filter((m) => m.cash_flow < 0).length;
  const plural = (n: number, word: string) => `${n} mois ${word}${n > 1 ? 's' : ''}`;
  return `${plural(positive, 'positif')}, ${plural(negative, 'négatif')}, ${plural(mois.length - positive - negative, 'nul')}.`;
}

export function CashFlowChart({ mois }: { mois: Bien['mois'] }) {
  return (
    <Section aria-labelledby="cash-flow-mois">
      <h3 id="cash-flow-mois">Cash-flow mois par mois</h3>
      <Formula>
        Cash-flow du mois = loyers − honoraires − charges (frais de gestion + charges non récupérées + assurance propriétaire) −
        taxe foncière − mensualités. {cashFlowSummary(mois)}
      </Formula>
      <div>
        <Suspense fallback={<Spinner label="Chargement du graphique…" />}>
          <BarChart
            data={cashFlowBars(mois)}
            keys={[SURPLUS, DEFICIT]}
            colors={[CARD_COLORS.green, CARD_COLORS.red]}
            indexBy="mois"
            xLegend="Mois"
            yLegend="Cash-flow"
            format={formatEuro}
            tickFormat={(v) => formatEuroRound(v)}
            ariaLabel="Cash-flow mois par mois : excédents et déficits (détail dans le tableau qui suit)"
          />
        </Suspense>
      </div>
      <DataTable caption="Cash-flow mois par mois" columns={columns} rows={mois} rowKey={(m) => m.mois} />
    </Section>
  );
}
