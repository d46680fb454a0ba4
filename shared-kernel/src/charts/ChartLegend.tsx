import styled from 'styled-components';
import { theme } from 'shared-kernel';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  font-size: 0.875rem;
  color: ${theme.text};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Swatch = styled.span`
  display: inline-block;
  flex: none;
  width: 12px;
  height: 12px;
  border-radius: 3px;
`;

export interface LegendItem {
  label: string;
  color: string;
}

/**
 * An HTML legend below a chart: it wraps onto more lines on a phone where an SVG legend would
 * be cut off, and screen readers read it.
 */
export function ChartLegend({ items, label = 'Légende' }: { items: readonly LegendItem[]; label?: string }) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item.label}>
          <Swatch aria-hidden="true" style={{ background: item.color }} />
          {item.label}
        </li>
      ))}
    </List>
  );
}
