/**
 * A kernel DataTable in a box that scrolls sideways and takes the keyboard: seven columns of
 * euros do not fit a phone, and a scrolling box must be reachable without a mouse (axe's
 * scrollable-region-focusable). The box, not the table's own wrapper, scrolls. On a phone the
 * table is a card per row, the net first: nothing scrolls.
 */
import styled from 'styled-components';
import { theme, usePhone } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';

const Box = styled.div`
  overflow-x: auto;
  max-width: 100%;
  > div:first-child {
    overflow-x: visible;
  }
  &:focus-visible {
    outline: 3px solid ${theme.focus};
    outline-offset: 2px;
  }
`;

export function ScrollingTable<T>({ caption, columns, rows, rowKey }: { caption: string; columns: ReadonlyArray<Column<T>>; rows: readonly T[]; rowKey: (row: T) => string }) {
  const phone = usePhone();
  if (phone) return <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} keyColumn="net" />;
  return (
    <Box role="region" aria-label={caption} tabIndex={0}>
      <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} />
    </Box>
  );
}
