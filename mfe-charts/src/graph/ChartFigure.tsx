import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorPanel, Spinner, theme, type Endpoint } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';
import type { GraphFormatError, ParsedGraph } from 'shared-kernel/legacyGraph';
import { hasData, uniqueNames } from './chartData';

const Figure = styled.figure`
  margin: 0 0 24px;
  padding: 12px 16px 8px;
  background: ${theme.surface};
  border-radius: ${theme.radius};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  min-width: 0;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 4px;
  }
  > p {
    margin: 0 0 8px;
    color: ${theme.muted};
    font-size: 0.9rem;
  }
  details {
    margin-top: 8px;
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
  @media (max-width: 520px) {
    padding: 10px 8px 6px;
  }
`;

const Empty = styled.p`
  padding: 24px 0;
  text-align: center;
  color: ${theme.muted};
`;

/** A chart's frame: its title and a sentence saying what it shows. */
export function FigureFrame({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Figure aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {description ? <p>{description}</p> : null}
      {children}
    </Figure>
  );
}

interface Row {
  index: number;
  label: string;
  values: number[];
}

/**
 * "Voir les données" and, once opened, the table: closed, it would cost its rows at every
 * drawing of the page for nothing (on a phone, a long task). Kept once drawn.
 */
function DataDisclosure<T>({ caption, columns, rows, rowKey }: { caption: string; columns: Array<Column<T>>; rows: T[]; rowKey: (row: T) => string }) {
  const [opened, setOpened] = useState(false);
  return (
    // The summary's click (mouse, Enter, Space) opens it at once; toggle covers any other way.
    <details onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary onClick={() => setOpened(true)}>Voir les données</summary>
      {opened ? <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} /> : null}
    </details>
  );
}

/**
 * The chart, then the same figures as a table behind "Voir les données" (reachable with the
 * keyboard and read by screen readers, where the chart's marks are not); a sentence instead
 * when there is nothing to draw.
 */
export function ChartWithData({
  title,
  graph,
  axisHeader,
  format,
  children,
}: {
  title: string;
  graph: ParsedGraph;
  /** Header of the label column of the table: "Année", "Mois". */
  axisHeader: string;
  format: (value: number) => string;
  children: ReactNode;
}) {
  if (!hasData(graph)) return <Empty>Aucune donnée à afficher pour le moment.</Empty>;
  const names = uniqueNames(graph);
  const rows: Row[] = graph.axis.map((label, i) => ({ index: i, label, values: graph.series.map((s) => s.data[i]!) }));
  const columns: Array<Column<Row>> = [
    { key: 'label', header: axisHeader, render: (r) => r.label },
    ...names.map((name, k) => ({ key: `s${k}`, header: name, numeric: true, render: (r: Row) => format(r.values[k]!) })),
  ];
  return (
    <>
      {children}
      <DataDisclosure caption={title} columns={columns} rows={rows} rowKey={(r) => String(r.index)} />
    </>
  );
}

/**
 * What a chart shows when its payload arrived but cannot be read (not in the legacy graph
 * formats): the error is logged, like a failed load, and the owner sees why the chart
 * is missing, with Réessayer to load it again.
 */
export function GraphFormatPanel({
  endpoint,
  error,
  onRetry,
  retrying,
}: {
  endpoint: Pick<Endpoint, 'errorMessage'>;
  error: GraphFormatError;
  onRetry: () => void;
  retrying: boolean;
}) {
  const message = endpoint.errorMessage;
  useEffect(() => {
    console.error(message, error);
  }, [message, error]);
  if (retrying) return <Spinner label="Nouvel essai de chargement du graphique…" />;
  return (
    <ErrorPanel
      title="Graphique illisible"
      message={message}
      detail={`les données reçues ne sont pas au format attendu (${error.message}).`}
      onRetry={onRetry}
    />
  );
}

/** Figures side by side on a wide screen, one under the other on a phone. */
export const FigureGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 460px), 1fr));
  gap: 0 20px;
`;
