/**
 * A table's rows as cards, for a phone: each row's first column as the card's label, then its
 * other columns as label/value pairs (the column's header, the cell), the figure the page is
 * about first; the row's buttons under them. Every figure shows without scrolling sideways.
 */
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-kernel';

/** A column as the cards read it: its header names the value. */
export interface CardColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  numeric?: boolean;
}

export interface RowCardsProps<T> {
  columns: ReadonlyArray<CardColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The list's accessible name: the table's caption. */
  label: string;
  /** The column the page is about: right under the label. */
  keyColumn?: string;
  /** Classes a row takes in the table ('total', 'highlight', 'joint'): the card takes them too. */
  rowClass?: (row: T) => string | undefined;
  /** The row's buttons, under its figures. */
  actions?: (row: T) => ReactNode;
  /** What opens under a card (a form): inside the card's item. */
  below?: (row: T) => ReactNode;
  /** Shown instead of the list when there is no row (nothing by default). */
  empty?: ReactNode;
}

const List = styled.ul`
  list-style: none;
  margin: 8px 0 16px;
  padding: 0;
  display: grid;
  gap: 8px;
  font-variant-numeric: tabular-nums;
`;

const Item = styled.li`
  min-width: 0;
  background: ${theme.surface};
  border-radius: ${theme.radius};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  padding: 8px 12px;
  &.total {
    background: ${theme.selectedBg};
    font-weight: 700;
  }
  &.highlight {
    background: ${theme.highlight};
  }
  &.joint .card-label {
    font-style: italic;
    border-left: 4px solid ${theme.joint};
    padding-left: 6px;
  }
  .card-label {
    margin: 0 0 4px;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    /* Labels as wide as they are, up to 60 %; the value takes the rest, right-aligned. */
    grid-template-columns: fit-content(60%) minmax(0, 1fr);
    gap: 2px 12px;
    margin: 0;
  }
  /* The figure the page is about. */
  .key {
    font-weight: 700;
    color: ${theme.text};
  }
  dt {
    color: ${theme.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    overflow-wrap: anywhere;
  }
  dd.num {
    white-space: nowrap;
  }
  .card-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin-top: 6px;
  }
  .card-actions button {
    margin-right: 0;
  }
`;

/** The columns in the order the cards show them: the label, the key figure, the others. */
export function cardOrder<C extends { key: string }>(columns: readonly C[], keyColumn?: string): C[] {
  const key = columns.findIndex((c, i) => i > 0 && c.key === keyColumn);
  if (key < 0) return [...columns];
  return [columns[0]!, columns[key]!, ...columns.filter((_, i) => i !== 0 && i !== key)];
}

export function RowCards<T>({ columns, rows, rowKey, label, keyColumn, rowClass, actions, below, empty }: RowCardsProps<T>) {
  if (rows.length === 0) return empty === undefined ? null : <p>{empty}</p>;
  const [first, ...figures] = cardOrder(columns, keyColumn);
  return (
    <List aria-label={label}>
      {rows.map((row) => (
        <Item key={rowKey(row)} className={rowClass?.(row)}>
          {first ? <p className="card-label">{first.render(row)}</p> : null}
          {figures.length > 0 ? (
            <dl>
              {figures.map((c) => {
                const key = c.key === keyColumn ? 'key' : '';
                return (
                  <Fragment key={c.key}>
                    <dt className={key || undefined}>{c.header}</dt>
                    <dd className={[c.numeric ? 'num' : '', key].filter(Boolean).join(' ') || undefined}>{c.render(row)}</dd>
                  </Fragment>
                );
              })}
            </dl>
          ) : null}
          {actions ? <div className="card-actions">{actions(row)}</div> : null}
          {below?.(row)}
        </Item>
      ))}
    </List>
  );
}
