import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { formatEuroRound, Spinner, theme, useContainerWidth } from 'shared-kernel';
import type { Immo } from 'area-immo/contract';
import { saleBubbles } from './saleBubbles';

// nivo is only downloaded when the chart is first shown.
const BubbleChart = lazy(() => import('shared-kernel/charts').then((m) => ({ default: m.BubbleChart })));

/** The bubble chart is 450 pixels wide; narrower on a phone. */
const CHART_WIDTH = 450;

const Caption = styled.p`
  color: ${theme.muted};
  margin: 4px 0 8px;
  max-width: 60ch;
`;

export function SaleBubbles({ immos }: { immos: readonly Immo[] }) {
  const [ref, width] = useContainerWidth<HTMLDivElement>(CHART_WIDTH);
  return (
    <section aria-labelledby="bulles-prix">
      <h2 id="bulles-prix">Prix de vente</h2>
      <Caption>
        Une bulle par bien, regroupées par type. La taille suit le prix de vente ; pour un bien sans prix de
        vente, le prix d'achat sert d'estimation. Les biens en indivision comptent pour la moitié.
      </Caption>
      <div ref={ref}>
        <Suspense fallback={<Spinner label="Chargement du graphique…" />}>
          <BubbleChart
            root={saleBubbles(immos)}
            format={formatEuroRound}
            ariaLabel="Bulles des prix de vente des biens non vendus, par type"
            width={width}
            height={width}
          />
        </Suspense>
      </div>
    </section>
  );
}
