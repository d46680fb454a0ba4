/**
 * The French amortization table, one year at a time: 240 rows and more stay usable on a
 * phone. Each year opens on its own (today's is open), or all at once.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden, formatDate, formatEuro, formatInteger, theme } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';
import type { EcheanceRow } from 'area-immo/contract';
import { byYear, type YearGroup } from './scheduleFigures';

export function scheduleColumns(marked?: number): ReadonlyArray<Column<EcheanceRow>> {
  return [
    {
      key: 'n',
      header: 'N°',
      numeric: true,
      render: (r) => (
        <>
          {formatInteger(r.n)}
          {r.n === marked ? <VisuallyHidden> (dernière échéance payée)</VisuallyHidden> : null}
        </>
      ),
    },
    { key: 'date', header: 'Date', render: (r) => formatDate(r.date) },
    { key: 'mensualite', header: 'Mensualité', numeric: true, render: (r) => formatEuro(r.mensualite) },
    { key: 'capital', header: 'Capital', numeric: true, render: (r) => formatEuro(r.capital) },
    { key: 'interets', header: 'Intérêts', numeric: true, render: (r) => formatEuro(r.interets) },
    { key: 'assurance', header: 'Assurance', numeric: true, render: (r) => formatEuro(r.assurance) },
    { key: 'restant_du', header: 'Capital restant dû', numeric: true, render: (r) => formatEuro(r.restant_du) },
  ];
}

const YearHeading = styled.h4`
  margin: 4px 0;
  button {
    font: inherit;
    font-weight: 600;
    text-align: left;
    background: none;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    padding: 8px 12px;
    min-height: 40px;
    width: 100%;
    cursor: pointer;
    color: ${theme.text};
  }
  button:focus-visible {
    outline: 3px solid ${theme.focus};
    outline-offset: 2px;
  }
`;

function YearRows({ group, open, onToggle, marked, caption }: { group: YearGroup; open: boolean; onToggle(): void; marked?: number; caption: string }) {
  const id = useId();
  return (
    <div>
      <YearHeading>
        <button type="button" aria-expanded={open} aria-controls={id} onClick={onToggle}>
          {open ? '▾' : '▸'} {group.year} · {group.rows.length} échéance{group.rows.length > 1 ? 's' : ''} · capital {formatEuro(group.capital)} ·
          intérêts {formatEuro(group.interets)}
        </button>
      </YearHeading>
      <div id={id} hidden={!open}>
        {open ? (
          <DataTable
            caption={`${caption} : ${group.year}`}
            columns={scheduleColumns(marked)}
            rows={group.rows}
            rowKey={(r) => String(r.n)}
            keyColumn="restant_du"
            rowClass={(r) => (r.n === marked ? 'highlight' : undefined)}
          />
        ) : null}
      </div>
    </div>
  );
}

/** `marked`: the instalment of today (the last one paid), highlighted and its year open. */
export function ScheduleTable({ rows, marked, caption }: { rows: readonly EcheanceRow[]; marked?: number; caption: string }) {
  const groups = byYear(rows);
  const markedYear = groups.find((g) => g.rows.some((r) => r.n === marked))?.year ?? groups[0]?.year;
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(markedYear === undefined ? [] : [markedYear]));
  const allOpen = groups.every((g) => open.has(g.year));
  const toggle = (year: number) =>
    setOpen((o) => {
      const next = new Set(o);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });
  return (
    <>
      <Button type="button" onClick={() => setOpen(allOpen ? new Set() : new Set(groups.map((g) => g.year)))}>
        {allOpen ? 'Tout replier' : 'Tout déplier'}
      </Button>
      {groups.map((g) => (
        <YearRows key={g.year} group={g} open={open.has(g.year)} onToggle={() => toggle(g.year)} marked={marked} caption={caption} />
      ))}
    </>
  );
}
