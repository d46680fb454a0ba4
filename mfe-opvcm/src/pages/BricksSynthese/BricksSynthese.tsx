import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import {
  CHART_COLORS,
  Card,
  CardGrid,
  ErrorPanel,
  FigureList,
  Page,
  QueryView,
  Spinner,
  cardColorAt,
  errorDetail,
  formatEuro,
  formatPercent,
  theme,
  useEndpoint,
} from 'shared-kernel';
import { bricksListe, type Brick, type BricksListe } from 'area-opvcm/contract';
import { routeOf } from '../../routes';
import type { PieSlice } from 'shared-kernel/charts';
import { BricksEditing } from '../../edit/BricksEditing';
import { brickPies, rentTotal, sliceShares, type BrickPies } from './brickFigures';

// nivo is only downloaded on chart pages.
const PieChart = lazy(() => import('shared-kernel/charts').then((m) => ({ default: m.PieChart })));

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 16px 32px;
  h2 {
    font-size: 1.2rem;
    margin: 8px 0 4px;
  }
`;

const Legend = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: auto 1fr auto auto;
    gap: 8px;
    align-items: center;
    padding: 4px 0;
    border-bottom: 1px solid ${theme.border};
    font-variant-numeric: tabular-nums;
  }
  .share {
    color: ${theme.muted};
    min-width: 3.5em;
    text-align: right;
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${(p) => p.$color};
`;

function BrickCard({ brick, index }: { brick: Brick; index: number }) {
  return (
    <Card title={brick.nom} color={cardColorAt(index)}>
      <FigureList
        items={[
          { label: 'Achat', value: formatEuro(brick.achat) },
          ...Object.entries(brick.loyers).map(([label, amount]) => ({ label, value: formatEuro(amount) })),
          { label: 'Total des loyers', value: formatEuro(rentTotal(brick)), tone: 'total' },
        ]}
      />
    </Card>
  );
}

function PieSection({ id, title, slices }: { id: string; title: string; slices: PieSlice[] }) {
  const shares = sliceShares(slices);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {slices.length === 0 ? (
        <p>Rien à représenter.</p>
      ) : (
        <>
          <Suspense fallback={<Spinner label="Chargement du graphique…" />}>
            <PieChart data={slices} format={formatEuro} ariaLabel={`${title} par brick`} height={300} showLegend={false} />
          </Suspense>
          <Legend aria-label={`${title} : détail`}>
            {slices.map((s, i) => (
              <li key={s.id}>
                <Swatch $color={CHART_COLORS[i % CHART_COLORS.length]!} aria-hidden="true" />
                <span>{s.label}</span>
                <span>{formatEuro(s.value)}</span>
                <span className="share">{formatPercent(shares[i] ?? 0)}</span>
              </li>
            ))}
          </Legend>
        </>
      )}
    </section>
  );
}

function BrickCharts({ graph }: { graph: BricksListe['graph'] }) {
  let pies: BrickPies;
  try {
    pies = brickPies(graph);
  } catch (error) {
    return <ErrorPanel title="Graphiques illisibles" message={bricksListe.errorMessage} detail={errorDetail(error)} />;
  }
  return (
    <Charts>
      <PieSection id="camembert-achats" title="Achats" slices={pies.achat} />
      <PieSection id="camembert-loyers" title="Loyers" slices={pies.loyer} />
    </Charts>
  );
}

function Synthesis({ data }: { data: BricksListe }) {
  const { bricks } = data;
  if (bricks.length === 0) return <p>Aucune brick enregistrée.</p>;
  const totalAchat = bricks.reduce((s, b) => s + b.achat, 0);
  const totalLoyers = bricks.reduce((s, b) => s + rentTotal(b), 0);
  return (
    <>
      <CardGrid $min="200px" aria-label="Totaux">
        <Card title="Total des achats" color="blue" value={formatEuro(totalAchat)} />
        <Card title="Total des loyers" color="green" value={formatEuro(totalLoyers)} />
      </CardGrid>
      <section aria-label="Bricks">
        <CardGrid $min="240px">
          {bricks.map((b, i) => (
            <BrickCard key={b.nom} brick={b} index={i} />
          ))}
        </CardGrid>
      </section>
      <BrickCharts graph={data.graph} />
    </>
  );
}

/** /brickssynthese: crowdfunding bricks, with pie charts of purchases and of rents. */
export function BricksSynthese() {
  const query = useEndpoint(bricksListe);
  return (
    <Page route={routeOf('/brickssynthese')}>
      <QueryView query={query} endpoint={bricksListe}>
        {(data) => (
          <>
            <Synthesis data={data} />
            <BricksEditing />
          </>
        )}
      </QueryView>
    </Page>
  );
}
