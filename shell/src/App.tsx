import { useRef } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import styled from 'styled-components';
import { HashRouter, UndoBar, queryClient } from 'shared-kernel';
import { GlobalStyle } from './layout/GlobalStyle';
import { NavBar } from './layout/NavBar';
import { NAVBAR_HEIGHT } from './layout/NavBar.styles';
import { RouteOutlet } from './RouteOutlet';
import { SignInGate } from './signin/SignInGate';

const Content = styled.main`
  padding-top: ${NAVBAR_HEIGHT + 4}px;
  min-height: 100vh;
  /* Focused only by script, after the sign-in: no ring around the whole page. */
  &:focus {
    outline: none;
  }
`;

export function App() {
  const content = useRef<HTMLElement>(null);
  return (
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <GlobalStyle />
        <NavBar />
        <Content id="contenu" ref={content} tabIndex={-1}>
          {/* The sign-in form is gone once accepted: the keyboard goes on from the page. */}
          <SignInGate onSignedIn={() => content.current?.focus()}>
            <RouteOutlet />
          </SignInGate>
        </Content>
        {/* After any write, in any remote: what was done, and its undo. */}
        <UndoBar />
      </HashRouter>
    </QueryClientProvider>
  );
}
