import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';
import { Button } from './Button';

const Panel = styled.div`
  margin: 16px 0;
  padding: 16px 20px;
  border: 1px solid ${theme.danger};
  border-left-width: 6px;
  border-radius: ${theme.radius};
  background: ${theme.dangerBg};
  color: ${theme.text};
  h2 {
    margin: 0 0 6px;
    font-size: 1.1rem;
    color: ${theme.danger};
  }
  p {
    margin: 4px 0;
  }
  code {
    font-size: 0.9em;
  }
`;

export interface ErrorPanelProps {
  /** Heading; 'erreur magasin' (the store error) by default, for a failed data load. */
  title?: string;
  /** The message of the failed load, shown as is. */
  message: string;
  /** Technical detail (status, path), shown smaller. */
  detail?: string;
  onRetry?: () => void;
  /** What the owner is told instead of the load's message (a failure that needs no internals). */
  children?: ReactNode;
}

export function ErrorPanel({ title = 'erreur magasin', message, detail, onRetry, children }: ErrorPanelProps) {
  return (
    <Panel role="alert">
      <h2>{title}</h2>
      {children ?? (
        <p>
          Les données n'ont pas pu être chargées : <code>{message}</code>
        </p>
      )}
      {detail ? <p>Détail : {detail}</p> : null}
      {onRetry ? (
        <Button type="button" onClick={onRetry}>
          Réessayer
        </Button>
      ) : null}
    </Panel>
  );
}
