import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

export interface FigureItem {
  label: ReactNode;
  value: ReactNode;
  /** `loss`: the value in the danger colour; `total`: the row set off as a sum (bold, rule above). */
  tone?: 'loss' | 'total';
}

export interface FigureListProps {
  items: readonly FigureItem[];
  /**
   * `end` (default): amounts, right-aligned against the card's edge; a long label wraps first.
   * `start`: text values next to their labels, wrapped anywhere rather than overflowing.
   */
  align?: 'end' | 'start';
}

const List = styled.dl<{ $align: 'end' | 'start' }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$align === 'end' ? '1fr auto' : 'auto minmax(0, 1fr)')};
  gap: 2px 12px;
  margin: 8px 0 0;
  dt {
    color: ${theme.muted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    text-align: ${(p) => (p.$align === 'end' ? 'right' : 'left')};
    overflow-wrap: ${(p) => (p.$align === 'end' ? 'normal' : 'anywhere')};
  }
  dd[data-tone='loss'] {
    color: ${theme.danger};
  }
  [data-tone='total'] {
    font-weight: 700;
    color: ${theme.text};
    border-top: 1px solid ${theme.border};
    padding-top: 2px;
  }
`;

/**
 * A card's figures as label/value pairs: muted labels, tabular values. Plain `<dl>` with each
 * `<dt>` directly followed by its `<dd>`.
 */
export function FigureList({ items, align = 'end' }: FigureListProps) {
  return (
    <List $align={align}>
      {items.map(({ label, value, tone }, i) => (
        <Fragment key={i}>
          <dt data-tone={tone === 'total' ? tone : undefined}>{label}</dt>
          <dd data-tone={tone}>{value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
