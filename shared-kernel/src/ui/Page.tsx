import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Main = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px;
  color: ${theme.text};
  h1 {
    font-size: 1.6rem;
    margin: 8px 0 16px;
  }
`;

/** A page with the French heading of its route table row; sets the document title too. */
export function Page({ route, children, actions }: { route: { title: string }; children: ReactNode; actions?: ReactNode }) {
  const { title } = route;
  useEffect(() => {
    document.title = `${title} · Tableau de bord`;
  }, [title]);
  return (
    <Main>
      <h1>{title}</h1>
      {actions}
      {children}
    </Main>
  );
}
