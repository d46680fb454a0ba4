/**
 * The net worth's chart: the classes piled up as areas (loans below 0), the net as a line,
 * then the same figures month by month behind « Voir les données » for screen readers (the
 * chart's marks say nothing to them).
 */
import { Suspense, lazy, useState } from 'react';
import styled from 'styled-components';
import { Spinner, formatEuro, formatEuroCompact, theme } from 'shared-kernel';
import { type Column } from 'shared-kernel/edit';
import type { PatrimoineMois } from 'area-opvcm/contract';
import { CLASSES, monthLabel } from '../../networth/netWorthFigures';
import { ScrollingTable } from './ScrollingTable';

// nivo is only downloaded on chart pages.
const StackedAreaChart = lazy(() => import('shared-kernel/charts').then((m) => ({ default: m.StackedAreaChart })));

const NET_LABEL = 'Patrimoine net';

const Figure = styled.figure`
  margin: 16px 0 24px;
  min-width: 0;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 4px;
  }
  > p {
    margin: 0 0 8px;
    color: ${theme.muted};
    max-width: 70ch;
  }
  summary {
    cursor: pointer;
    color: ${theme.accent};
    padding: 4px 0;
    width: fit-content;
  }
  summary:focus-visible {
    outline: 2px solid ${theme.accent};
    outline-offset: 2px;
  }
`;

/** Every column of a month: its label, each class, the net. */
export const MONTH_COLUMNS: ReadonlyArray<Column<PatrimoineMois>> = [
  { key: 'mois', header: 'Mois', render: (m) => monthLabel(m.mois) },
  // A class not valued (null): « non valorisé », not 0 €.
  ...CLASSES.map(({ key, label }) => ({ key, header: label, numeric: true, render: (m: PatrimoineMois) => (m[key] === null ? 'non valorisé' : formatEuro(m[key])) })),
  { key: 'net', header: NET_LABEL, numeric: true, render: (m) => <strong>{formatEuro(m.net)}</strong> },
];

/** « Voir les données »: the table is drawn once opened (closed, its rows would cost for nothing). */
function DataDisclosure({ mois }: { mois: readonly PatrimoineMois[] }) {
  const [opened, setOpened] = useState(false);
  return (
    <details onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary onClick={() => setOpened(true)}>Voir les données</summary>
      {opened ? <ScrollingTable caption="Patrimoine mois par mois" columns={MONTH_COLUMNS} rows={mois} rowKey={(m) => m.mois} /> : null}
    </details>
  );
}

export function NetWorthChart({ mois }: { mois: readonly PatrimoineMois[] }) {
  const serie = (value: (m: PatrimoineMois) => number) => mois.map((m) => ({ x: monthLabel(m.mois), y: value(m) }));
  // The loans are what the owner owes: piled below 0.
  // A class not valued has no area that month (the summary above says so).
  const stacks = CLASSES.map(({ key, label }) => ({ id: label, data: serie((m) => (key === 'emprunts' ? -m.emprunts : (m[key] ?? 0))) }));
  return (
    <Figure aria-labelledby="patrimoine-graphe">
      <h2 id="patrimoine-graphe">Évolution du patrimoine</h2>
      <p>Fin de chaque mois : les biens, placements, bricks et or empilés au-dessus de zéro, les emprunts restant dus en dessous, et le patrimoine net en ligne.</p>
      <Suspense fallback={<Spinner label="Chargement du graphique…" />}>
        <StackedAreaChart
          stacks={stacks}
          lines={[{ id: NET_LABEL, data: serie((m) => m.net) }]}
          xLegend="Mois"
          yLegend="Montant (€)"
          format={formatEuro}
          tickFormat={(v) => formatEuroCompact(v)}
          ariaLabel="Patrimoine par classe et patrimoine net, mois par mois"
        />
      </Suspense>
      <DataDisclosure mois={mois} />
    </Figure>
  );
}
