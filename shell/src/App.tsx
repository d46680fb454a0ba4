import { QueryClientProvider } from '@tanstack/react-query';
import styled from 'styled-components';
import { HashRouter, queryClient } from 'shared-kernel';
import { GlobalStyle } from './layout/GlobalStyle';
import { NavBar } from './layout/NavBar';
import { NAVBAR_HEIGHT } from './layout/NavBar.styles';
import { RouteOutlet } from './RouteOutlet';

const Content = styled.main`
  padding-top: ${NAVBAR_HEIGHT + 4}px;
  min-height: 100vh;
`;

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <GlobalStyle />
        <NavBar />
        <Content id="contenu">
          <RouteOutlet />
        </Content>
      </HashRouter>
    </QueryClientProvider>
  );
}
