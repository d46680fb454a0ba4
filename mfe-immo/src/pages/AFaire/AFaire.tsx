/**
 * /a-faire « À faire »: what needs the owner, the most urgent first (GET a-faire, computed by
 * the api), each item done from here on a phone. An action's outcome is announced above the
 * list (the item leaves it once done) and takes the focus, so the keyboard does not fall to
 * the page's top.
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Page, QueryView, theme, useEndpoint, type PageProps } from 'shared-kernel';
import { useCanEdit } from 'shared-kernel/edit';
import { aFaire, documentCapacites } from 'area-immo/contract';
import { localToday } from '../../todo/dueDay';
import { privateItem } from '../../todo/privateItem';
import { TodoItem } from './TodoItem';

const List = styled.ol`
  list-style: none;
  margin: 12px 0;
  padding: 0;
  display: grid;
  gap: 10px;
`;

const Outcome = styled.p<{ $tone: 'ok' | 'error' }>`
  margin: 8px 0;
  padding: 6px 10px;
  border-left: 4px solid ${(p) => (p.$tone === 'ok' ? theme.success : theme.danger)};
  background: ${theme.subtleBg};
`;

export function AFaire({ route }: PageProps) {
  const query = useEndpoint(aFaire);
  const capacities = useEndpoint(documentCapacites);
  const canEdit = useCanEdit();
  const [outcome, setOutcome] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  const today = localToday();
  const announce = (text: string, tone: 'ok' | 'error') => {
    setOutcome({ text, tone });
    setTimeout(() => said.current?.focus());
  };
  return (
    <Page route={route}>
      <div role="status">
        {outcome ? (
          <Outcome ref={said} tabIndex={-1} $tone={outcome.tone}>
            {outcome.text}
          </Outcome>
        ) : null}
      </div>
      <QueryView query={query} endpoint={aFaire}>
        {(items) =>
          items.length === 0 ? (
            <p>Rien à faire pour le moment.</p>
          ) : (
            <>
              <p>
                {items.length === 1 ? '1 chose à faire' : `${items.length} choses à faire`}, la plus urgente en premier.
              </p>
              <List aria-label="À faire">
                {items.map((item) => (
                  <li key={item.id}>
                    <TodoItem item={privateItem(item)} today={today} canSend={capacities.data?.envoi === true} canEdit={canEdit} onDone={announce} />
                  </li>
                ))}
              </List>
            </>
          )
        }
      </QueryView>
    </Page>
  );
}
