import { useRef } from 'react';
import styled from 'styled-components';
import { GlobalStyle } from './layout/GlobalStyle';
import { NavBar } from './layout/NavBar';
import { NAVBAR_HEIGHT } from './layout/NavBar.styles';
import { OfflineBanner } from './layout/OfflineBanner';
import { RouteOutlet } from './RouteOutlet';
import { SignInGate } from './signin/SignInGate';
import { UndoBar } from './layout/UndoBar';

const Content = styled.main`
  padding-top: ${NAVBAR_HEIGHT + 4}px;
  min-height: 100vh;
  /* Focused only by script, after the sign-in: no ring around the whole page. */
  &:focus {
    outline: none;
  }
`;

/** The navbar, the page of the current route and the undo bar: inside any router and query cache (App, or the build's pre-render). */
export function Layout() {
  const content = useRef<HTMLElement>(null);
  return (
    <>
      <GlobalStyle />
      <NavBar />
      <Content id="contenu" ref={content} tabIndex={-1}>
        {/* « Hors ligne — données du … » while the figures come from the service worker's cache. */}
        <OfflineBanner />
        {/* The sign-in form is gone once accepted: the keyboard goes on from the page. */}
        <SignInGate onSignedIn={() => content.current?.focus()}>
          <RouteOutlet />
        </SignInGate>
      </Content>
      {/* After any write, in any remote: what was done, and its undo. */}
      <UndoBar />
    </>
  );
}
