import { useState } from 'react';
import styled from 'styled-components';
import { Button, formatInteger, theme } from 'shared-kernel';

/**
 * Long lists show one page at a time: rendering thousands of rows or cards at once takes
 * seconds (10 000 expenses, 5 000 holdings), a page of them a few milliseconds.
 */
export const DEFAULT_PAGE_SIZE = 50;

export interface Paged<T> {
  /** The items of the current page. */
  items: readonly T[];
  page: number;
  pageCount: number;
  first: number;
  last: number;
  total: number;
  setPage: (page: number) => void;
}

/** The current page of `items`; back to the first page whenever `items` changes (a filter, a sort). */
export function usePage<T>(items: readonly T[], pageSize = DEFAULT_PAGE_SIZE): Paged<T> {
  const [state, setState] = useState({ items, page: 0 });
  // Derived during render (no effect): the new list never shows with a stale page number.
  if (state.items !== items) setState({ items, page: 0 });
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = state.items === items ? Math.min(state.page, pageCount - 1) : 0;
  const start = page * pageSize;
  return {
    items: items.length > pageSize ? items.slice(start, start + pageSize) : items,
    page,
    pageCount,
    first: items.length ? start + 1 : 0,
    last: Math.min(items.length, start + pageSize),
    total: items.length,
    setPage: (p) => setState({ items, page: Math.max(0, Math.min(p, pageCount - 1)) }),
  };
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  margin: -12px 0 20px;
  color: ${theme.muted};
  p {
    margin: 0 8px 0 0;
  }
`;

/** Précédent / Suivant and where we are; nothing at all when everything fits on one page. */
export function Pager({ paged, label }: { paged: Paged<unknown>; label: string }) {
  if (paged.pageCount <= 1) return null;
  return (
    <Bar aria-label={`Pagination : ${label}`}>
      <p aria-live="polite">
        {formatInteger(paged.first)} à {formatInteger(paged.last)} sur {formatInteger(paged.total)}
      </p>
      <Button type="button" disabled={paged.page === 0} onClick={() => paged.setPage(paged.page - 1)}>
        Précédent
      </Button>
      <Button type="button" disabled={paged.page >= paged.pageCount - 1} onClick={() => paged.setPage(paged.page + 1)}>
        Suivant
      </Button>
    </Bar>
  );
}
