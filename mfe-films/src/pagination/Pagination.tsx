import styled from 'styled-components';
import { Button, theme } from 'shared-kernel';
import { pageWindow } from './pageWindow';

const Nav = styled.nav`
  margin: 16px 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  button {
    margin: 2px;
    min-width: 40px;
    padding: 8px 10px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    align-items: center;
  }
  li {
    display: flex;
  }
  /* On a phone the page numbers take their own row, previous and next go below. */
  @media (max-width: 560px) {
    ul {
      order: -1;
      flex-basis: 100%;
    }
    .next {
      margin-left: auto;
    }
  }
`;

const Gap = styled.li`
  min-width: 18px;
  justify-content: center;
  color: ${theme.muted};
`;

/** Page numbers, previous and next, with the 6-page window of pageWindow.ts. */
export function Pagination({
  page,
  totalPages,
  onPage,
  label = 'Pages',
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  if (totalPages <= 1 && page <= 1) return null;
  const items = pageWindow(page, totalPages);
  return (
    <Nav aria-label={label}>
      <Button type="button" className="previous" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <span aria-hidden="true">‹ </span>Précédent
      </Button>
      <ul>
        {items.map((item, index) =>
          item === null ? (
            <Gap key={`gap-${index}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={item}>
              <Button
                type="button"
                $active={item === page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPage(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button type="button" className="next" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        Suivant<span aria-hidden="true"> ›</span>
      </Button>
    </Nav>
  );
}
