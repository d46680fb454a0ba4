import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { CHART_COLORS, Page, QueryView, Spinner, formatEuro, theme, useContainerWidth } from 'shared-kernel';
import { allDataOpvcm, type Opvcm } from 'area-opvcm/contract';
import { routeOf } from '../../routes';
import { useHoldings } from '../../holdings/useHoldings';
import { bubbleTree, bubblesByBank, type BankBubbles } from './holdingBubbles';

// nivo is only downloaded on chart pages.
const BubbleChart = lazy(() => import('shared-kernel/charts').then((m) => ({ default: m.BubbleChart })));

/** Spec section 9: 450 pixels wide; narrower on a phone. */
const CHART_WIDTH = 450;

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 32px;
  align-items: flex-start;
`;

const ChartBox = styled.div`
  flex: 1 1 300px;
  max-width: ${CHART_WIDTH}px;
  min-width: 0;
`;

const Caption = styled.p`
  color: ${theme.muted};
  margin: 0 0 8px;
  max-width: 60ch;
`;

const Totals = styled.section`
  flex: 1 1 260px;
  max-width: 420px;
  font-variant-numeric: tabular-nums;
  h2 {
    font-size: 1.1rem;
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  details {
    border-bottom: 1px solid ${theme.border};
  }
  summary {
    cursor: pointer;
    padding: 8px 0;
    min-height: 24px;
  }
  summary:focus-visible {
    outline: 3px solid ${theme.focus};
    outline-offset: 2px;
  }
  .row {
    display: inline-flex;
    justify-content: space-between;
    gap: 12px;
    width: calc(100% - 24px);
    vertical-align: top;
  }
  details li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 2px 0 2px 28px;
    font-size: 0.9rem;
    color: ${theme.muted};
  }
  details ul {
    padding-bottom: 8px;
  }
  p.total {
    display: flex;
    justify-content: space-between;
    font-weight: 700;
    margin: 8px 0 0;
  }
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  border-radius: 50%;
  margin-right: 8px;
  background: ${(p) => p.$color};
`;

/** The text side of the chart: each bank's total, unfolding into its holdings. */
function BankTotals({ groups }: { groups: readonly BankBubbles[] }) {
  const total = groups.reduce((s, g) => s + g.total, 0);
  return (
    <Totals aria-labelledby="total-par-banque">
      <h2 id="total-par-banque">Total par banque</h2>
      {groups.map((g, i) => (
        <details key={g.bank}>
          <summary>
            <span className="row">
              <span>
                <Swatch $color={CHART_COLORS[i % CHART_COLORS.length]!} aria-hidden="true" />
                {g.bank}
              </span>
              <span>{formatEuro(g.total)}</span>
            </span>
          </summary>
          <ul aria-label={`Placements ${g.bank}`}>
            {g.data.map((d) => (
              <li key={d.id}>
                <span>{d.id.slice(g.bank.length + 1)}</span>
                <span>{formatEuro(d.value)}</span>
              </li>
            ))}
          </ul>
        </details>
      ))}
      <p className="total">
        <span>Total</span>
        <span>{formatEuro(total)}</span>
      </p>
    </Totals>
  );
}

function HoldingBubbles({ opvcm }: { opvcm: readonly Opvcm[] }) {
  const [ref, width] = useContainerWidth<HTMLDivElement>(CHART_WIDTH);
  const groups = bubblesByBank(opvcm);
  if (groups.length === 0) return <p>Aucun placement à représenter.</p>;
  return (
    <Layout>
      <ChartBox ref={ref}>
        <Caption>
          Une bulle par placement, de la taille de son montant de vente, regroupées par banque. Survolez ou
          touchez une bulle pour lire son montant ; ouvrez une banque de la liste pour le détail de ses placements.
        </Caption>
        <Suspense fallback={<Spinner label="Chargement du graphique…" />}>
          <BubbleChart
            root={bubbleTree(groups)}
            format={formatEuro}
            ariaLabel="Bulles des placements, regroupés par banque"
            width={width}
            height={width}
            colorByGroup
          />
        </Suspense>
      </ChartBox>
      <BankTotals groups={groups} />
    </Layout>
  );
}

/** /grapheopvcm: bubble chart of the holdings, grouped by bank. */
export function GrapheOpvcm() {
  const query = useHoldings();
  return (
    <Page route={routeOf('/grapheopvcm')}>
      <QueryView query={query} endpoint={allDataOpvcm}>
        {(opvcm) => <HoldingBubbles opvcm={opvcm} />}
      </QueryView>
    </Page>
  );
}
