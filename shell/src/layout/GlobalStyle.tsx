import { createGlobalStyle } from 'styled-components';
import { theme } from 'shared-kernel';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font};
    background: ${theme.pageBg};
    color: ${theme.text};
    line-height: 1.45;
  }
  a { color: ${theme.accent}; }
  a:focus-visible, button:focus-visible, select:focus-visible, input:focus-visible {
    outline: 3px solid #7fb0f0;
    outline-offset: 2px;
  }
`;
