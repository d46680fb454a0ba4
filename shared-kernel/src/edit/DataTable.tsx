import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { DEFAULT_PAGE_SIZE, Pager, usePage } from './Pager';
import { RowCards, cardOrder } from './RowCards';
import { onFirstUse, theme, usePhone } from 'shared-kernel';

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** Numbers align right. */
  numeric?: boolean;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => string | number;
}

export interface DataTableProps<T> {
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  caption?: ReactNode;
  /** Extra class per row (e.g. 'highlight', 'joint', 'total'). */
  rowClass?: (row: T) => string | undefined;
  empty?: ReactNode;
  /** Rows per page (100); longer tables get Précédent / Suivant. */
  pageSize?: number;
  /**
   * The key of the column the page is about (the amount, the capital due): on a phone it comes
   * right after the first column, in view without scrolling sideways.
   */
  keyColumn?: string;
}

/** Beyond this many columns a phone shows a card per row rather than a table. */
export const PHONE_TABLE_COLUMNS = 4;

const Wrap = styled.div`
  overflow-x: auto;
  margin: 8px 0 20px;
  background: ${theme.surface};
  border-radius: ${theme.radius};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
`;

const Table = styled.table`
  width: 100%;
  /* Separate borders: a collapsed one would scroll away from the sticky first column. */
  border-collapse: separate;
  border-spacing: 0;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    padding: 10px 12px 4px;
    font-weight: 600;
  }
  th,
  td {
    padding: 8px 12px;
    border-bottom: 1px solid ${theme.border};
    text-align: left;
    white-space: nowrap;
  }
  th {
    background: ${theme.subtleBg};
    font-weight: 600;
  }
  /* The first column (the name, the date) stays in view while the others scroll sideways. */
  th:first-child,
  td:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
  }
  td:first-child {
    background: ${theme.surface};
  }
  @media (max-width: 600px) {
    th,
    td {
      padding: 6px 8px;
    }
    /* Words wrap between words on a phone, figures and dates do not: what is wider scrolls. */
    td:not(.num):not(.key) {
      white-space: normal;
    }
  }
  .num {
    text-align: right;
  }
  tr.highlight td {
    background: ${theme.highlight};
  }
  tr.total td {
    font-weight: 700;
    background: ${theme.selectedBg};
  }
  tr.joint td:first-child {
    font-style: italic;
    border-left: 4px solid ${theme.joint};
  }
  th button {
    font: inherit;
    font-weight: 600;
    background: none;
    border: 0;
    padding: 0;
    cursor: pointer;
    color: inherit;
  }
`;

type Sort = { key: string; dir: 1 | -1 } | null;

// One collator for every comparison (String.prototype.localeCompare builds one per call), built at the first sort.
const collator = onFirstUse(() => new Intl.Collator('fr'));

export function DataTable<T>(props: DataTableProps<T>) {
  const phone = usePhone();
  const { columns, rows, rowKey, caption, rowClass, empty, pageSize = DEFAULT_PAGE_SIZE, keyColumn } = props;
  if (phone && columns.length > PHONE_TABLE_COLUMNS) {
    return <DataCards columns={columns} rows={rows} rowKey={rowKey} caption={caption} rowClass={rowClass} empty={empty} pageSize={pageSize} keyColumn={keyColumn} />;
  }
  return <Grid {...props} columns={phone ? cardOrder(columns, keyColumn) : columns} />;
}

const labelOf = (caption: ReactNode) => (typeof caption === 'string' ? caption : 'tableau');

/** A card per row: a phone, more columns than fit. */
function DataCards<T>({ columns, rows, rowKey, caption, rowClass, empty, pageSize = DEFAULT_PAGE_SIZE, keyColumn }: DataTableProps<T>) {
  const paged = usePage(rows, pageSize);
  return (
    <>
      {caption ? <CardsCaption>{caption}</CardsCaption> : null}
      <RowCards columns={columns} rows={paged.items} rowKey={rowKey} label={labelOf(caption)} keyColumn={keyColumn} rowClass={rowClass} empty={empty ?? 'Aucune donnée.'} />
      <Pager paged={paged} label={labelOf(caption)} />
    </>
  );
}

const CardsCaption = styled.p`
  margin: 8px 0 0;
  font-weight: 600;
`;

/** A cell's classes: `num` right-aligned; `key`, the page's figure, kept on one line on a phone. */
const cellClass = (c: { key: string; numeric?: boolean }, keyColumn?: string) => [c.numeric ? 'num' : '', c.key === keyColumn ? 'key' : ''].filter(Boolean).join(' ') || undefined;

function Grid<T>({ columns, rows, rowKey, caption, rowClass, empty, pageSize = DEFAULT_PAGE_SIZE, keyColumn }: DataTableProps<T>) {
  const [sort, setSort] = useState<Sort>(null);
  const sorted = useMemo(() => {
    const col = sort && columns.find((c) => c.key === sort.key);
    if (!sort || !col?.sortValue) return rows;
    const value = col.sortValue;
    return [...rows].sort((a, b) => {
      const va = value(a);
      const vb = value(b);
      const cmp = typeof va === 'number' && typeof vb === 'number' ? va - vb : collator().compare(String(va), String(vb));
      return cmp * sort.dir;
    });
  }, [rows, columns, sort]);
  const paged = usePage(sorted, pageSize);

  const toggle = (key: string) =>
    setSort((s) => (s?.key === key ? (s.dir === 1 ? { key, dir: -1 } : null) : { key, dir: 1 }));

  return (
    <>
      <Wrap>
        <Table>
          {caption ? <caption>{caption}</caption> : null}
          <thead>
            <tr>
              {columns.map((c) => {
                const ariaSort = sort?.key === c.key ? (sort.dir === 1 ? 'ascending' : 'descending') : undefined;
                return (
                  <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined} aria-sort={ariaSort}>
                    {c.sortValue ? (
                      <button type="button" onClick={() => toggle(c.key)}>
                        {c.header}
                        {ariaSort === 'ascending' ? ' ▲' : ariaSort === 'descending' ? ' ▼' : ''}
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {sorted.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>{empty ?? 'Aucune donnée.'}</td>
              </tr>
            ) : (
              paged.items.map((row) => (
                <tr key={rowKey(row)} className={rowClass?.(row)}>
                  {columns.map((c) => (
                    <td key={c.key} className={cellClass(c, keyColumn)}>
                      {c.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </Wrap>
      <Pager paged={paged} label={labelOf(caption)} />
    </>
  );
}
