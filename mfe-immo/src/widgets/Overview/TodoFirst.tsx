/**
 * Home's « À faire », in its first section (HomeFirst): how many things need the owner and the first three, the most urgent
 * first, each with its day; the link opens the list, where each is done. Its read failing says
 * so here only, with « Réessayer ».
 */
import { useId } from 'react';
import styled from 'styled-components';
import { QueryView, theme, useEndpoint } from 'shared-kernel';
import { aFaire } from 'area-immo/contract';
import { dueDay, localToday } from '../../todo/dueDay';
import { privateItem } from '../../todo/privateItem';

const Box = styled.section`
  margin: 0 0 16px;
  padding: 10px 14px;
  background: ${theme.surface};
  border-radius: ${theme.radius};
  border-top: 6px solid ${theme.accent};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  overflow-wrap: anywhere;
  h2 {
    margin: 0 0 6px;
    font-size: 1.05rem;
  }
  ol {
    margin: 6px 0;
    padding-left: 1.2em;
  }
  li {
    margin: 4px 0;
  }
  small {
    display: block;
    color: ${theme.muted};
  }
`;

/** How many items, and what to call them. */
export const todoCount = (n: number) => (n === 0 ? 'Rien à faire pour le moment.' : n === 1 ? '1 chose à faire' : `${n} choses à faire`);

export function TodoFirst() {
  const query = useEndpoint(aFaire);
  const id = useId();
  const today = localToday();
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>À faire</h2>
      <QueryView query={query} endpoint={aFaire}>
        {(items) => (
          <>
            <p>{todoCount(items.length)}</p>
            {items.length > 0 ? (
              <ol aria-label="Les plus urgentes">
                {items.slice(0, 3).map(privateItem).map((item) => (
                  <li key={item.id}>
                    {item.titre}
                    <small>{dueDay(item.echeance, today)}</small>
                  </li>
                ))}
              </ol>
            ) : null}
            {/* A plain hash link: the list may be served by the shell's router, not ours. */}
            {items.length > 0 ? <a href="#/a-faire">Voir tout et agir ({items.length})</a> : null}
          </>
        )}
      </QueryView>
    </Box>
  );
}
