/**
 * One month of rents, lease by lease: what was due, what came in, what is left, its status;
 * under each row, the documents that month calls for. The table scrolls in its own box on a
 * phone (reachable by keyboard), the documents of a row stay in view.
 */
import { Fragment, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { formatDate, formatEuro, formatInteger, theme } from 'shared-kernel';
import type { RentDue, RentStatus } from 'area-immo/contract';
import { arrearsClause } from '../../rents/owing';
import { LeaseDocuments } from './LeaseDocuments';
import { monthLabel } from '../../rents/months';

const STATUS_LABELS: Record<RentStatus, string> = { paye: 'Payé', partiel: 'Partiel', impaye: 'Impayé', a_venir: 'À venir' };

/** « Impayé, 12 jours de retard », « Payé ». */
export function statusText(row: Pick<RentDue, 'statut' | 'jours_retard'>): string {
  const label = STATUS_LABELS[row.statut];
  if (row.jours_retard <= 0 || row.statut === 'paye') return label;
  return `${label}, ${formatInteger(row.jours_retard)} jour${row.jours_retard > 1 ? 's' : ''} de retard`;
}

const Scroll = styled.div`
  overflow-x: auto;
  position: relative;
  container-type: inline-size;
  margin: 8px 0 16px;
  &:focus-visible {
    outline: 3px solid ${theme.focus};
    outline-offset: 2px;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    background: ${theme.surface};
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding: 4px 0;
  }
  th,
  td {
    padding: 6px 8px;
    text-align: left;
    vertical-align: top;
  }
  thead th {
    border-bottom: 2px solid ${theme.border};
    white-space: nowrap;
  }
  .num {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  tr.docs td {
    border-bottom: 1px solid ${theme.border};
    padding-top: 0;
  }
  /* The documents of a row stay in view while the figures scroll sideways. */
  tr.docs td > * {
    position: sticky;
    left: 8px;
    max-width: calc(100cqi - 16px);
    box-sizing: border-box;
  }
  tr.marked > * {
    background: ${theme.highlight};
  }
  .late,
  .arrears {
    color: ${theme.danger};
    font-weight: 600;
  }
  .arrears {
    display: block;
    font-size: 0.9rem;
  }
  /* On a phone the status and its arrears take the block's whole width. */
  @container (max-width: 560px) {
    td[data-label='Statut'] {
      grid-column: 1 / -1;
    }
  }
  /* Not in green: the success token is below 4.5:1 as text on the surface. */
  .paid {
    font-weight: 600;
  }
  /* On a phone each lease is a block: its property, then its figures two by two, each named. */
  @container (max-width: 560px) {
    table,
    caption,
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody tr:not(.docs) {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 2px 12px;
      padding: 8px 8px 4px;
    }
    tbody tr:not(.docs) > th {
      grid-column: 1 / -1;
      padding: 0;
    }
    tbody tr:not(.docs) > td {
      padding: 0;
    }
    td[data-label]::before {
      content: attr(data-label) ' : ';
      color: ${theme.muted};
      font-weight: 400;
    }
    .num {
      text-align: left;
    }
    tr.docs td {
      padding: 0 8px 8px;
    }
    tr.docs td > * {
      position: static;
      max-width: none;
    }
  }
`;

const COLUMNS: ReadonlyArray<{ label: string; numeric?: boolean }> = [
  { label: 'Bien' },
  { label: 'Locataire' },
  { label: 'Échéance' },
  { label: 'Dû', numeric: true },
  { label: 'Reçu', numeric: true },
  { label: 'Reste', numeric: true },
  { label: 'Statut' },
];

/**
 * A line's arrears, beside it: « Total dû : 1 389,46 €, dont 544,73 € de novembre » (what the
 * month still owes plus its lease's earlier months past due not paid in full).
 */
export function arrearsText(row: Pick<RentDue, 'mois' | 'reste' | 'arrieres'>): string {
  if (row.arrieres.length === 0) return '';
  const total = Math.round((row.reste + row.arrieres.reduce((sum, a) => sum + a.reste, 0)) * 100) / 100;
  return `Total dû : ${formatEuro(total)}, ${arrearsClause(row.arrieres, Number(row.mois.slice(0, 4)))}`;
}

const statusClass = (row: RentDue) => (row.statut === 'paye' ? 'paid' : row.jours_retard > 0 ? 'late' : undefined);

export interface RentsDueTableProps {
  month: string;
  rows: readonly RentDue[];
  canSend: boolean;
  /** The lease a link pointed at (a late rent): its rows are marked and brought into view. */
  marked?: number | null;
}

export function RentsDueTable({ month, rows, canSend, marked = null }: RentsDueTableProps) {
  const captionId = useId();
  const target = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    target.current?.scrollIntoView?.({ block: 'center' });
  }, [marked, month]);
  const caption = `Loyers de ${monthLabel(month)}`;
  if (rows.length === 0) return <p>Aucun bail ne court en {monthLabel(month)}.</p>;
  return (
    // A box that scrolls (on a tablet) must be reachable by keyboard: it takes the focus and says what it holds.
    <Scroll role="region" aria-labelledby={captionId} tabIndex={0}>
      {/* Explicit roles: on a phone the rows are drawn as blocks, which would otherwise lose the table's semantics. */}
      <table role="table" aria-labelledby={captionId}>
        <caption id={captionId}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((c) => (
              <th key={c.label} role="columnheader" scope="col" className={c.numeric ? 'num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((r) => (
            <Fragment key={r.bail_id}>
              <tr
                role="row"
                ref={r.bail_id === marked ? target : undefined}
                className={r.bail_id === marked ? 'marked' : undefined}
                aria-current={r.bail_id === marked ? 'true' : undefined}
              >
                <th role="rowheader" scope="row">
                  {r.IM_NOM}
                </th>
                <td role="cell" data-label="Locataire">
                  {r.locataire}
                </td>
                <td role="cell" data-label="Échéance">
                  {formatDate(r.echeance)}
                </td>
                <td role="cell" data-label="Dû" className="num">
                  {formatEuro(r.du)}
                  {r.regularisation ? (
                    <span className="arrears">
                      dont régularisation des charges {formatEuro(r.regularisation)}
                    </span>
                  ) : null}
                </td>
                <td role="cell" data-label="Reçu" className="num">
                  {formatEuro(r.recu)}
                </td>
                <td role="cell" data-label="Reste" className="num">
                  {formatEuro(r.reste)}
                </td>
                <td role="cell" data-label="Statut">
                  <span className={statusClass(r)}>{statusText(r)}</span>
                  {r.arrieres.length > 0 ? <span className="arrears">{arrearsText(r)}</span> : null}
                </td>
              </tr>
              <tr role="row" className={r.bail_id === marked ? 'docs marked' : 'docs'}>
                <td role="cell" colSpan={COLUMNS.length}>
                  <LeaseDocuments row={r} canSend={canSend} />
                </td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}
