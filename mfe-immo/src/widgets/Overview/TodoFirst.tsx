/**
 * Home's « À faire », in its first section (HomeFirst): how many things need the owner and the
 * first three, the most urgent first, each with its day; the link opens the list, where each is
 * read whole and done. Each line is one line whatever its length (cut with « … »): the section
 * keeps a fixed room (FIRST_SECTION_LINES). Its read failing says so here only, with « Réessayer ».
 */
import styled from 'styled-components';
import type { UseQueryResult } from 'shared-kernel';
import { QueryView, theme } from 'shared-kernel';
import { aFaire } from 'area-immo/contract';
import type { AFaireItem } from 'area-immo/contract';
import { dueDay, localToday } from '../../todo/dueDay';
import { privateItem } from '../../todo/privateItem';

/** The most urgent items Home shows: their lines are counted in FIRST_SECTION_LINES. */
export const TODO_SHOWN = 3;

const Count = styled.p`
  margin: 0;
`;

const Items = styled.ol`
  margin: 0 0 4px;
  padding-left: 1.4em;
  li + li {
    margin-top: 2px;
  }
`;

const OneLine = styled.span`
  display: block;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Day = styled(OneLine)`
  color: ${theme.muted};
  font-size: 0.85em;
`;

/** How many items, and what to call them. */
export const todoCount = (n: number) => (n === 0 ? 'Rien à faire pour le moment.' : n === 1 ? '1 chose à faire' : `${n} choses à faire`);

export function TodoFirst({ query }: { query: UseQueryResult<AFaireItem[], Error> }) {
  const today = localToday();
  return (
    <QueryView query={query} endpoint={aFaire}>
      {(items) => (
        <>
          <Count>{todoCount(items.length)}</Count>
          {items.length > 0 ? (
            <Items aria-label="Les plus urgentes">
              {items.slice(0, TODO_SHOWN).map(privateItem).map((item) => (
                <li key={item.id}>
                  <OneLine>{item.titre}</OneLine>
                  <Day>{dueDay(item.echeance, today)}</Day>
                </li>
              ))}
            </Items>
          ) : null}
          {/* A plain hash link: the list may be served by the shell's router, not ours. */}
          {items.length > 0 ? <a href="#/a-faire">Voir tout et agir ({items.length})</a> : null}
        </>
      )}
    </QueryView>
  );
}
