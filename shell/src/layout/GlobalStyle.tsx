import { createGlobalStyle } from 'styled-components';
import { THEME_CSS, theme } from 'shared-kernel';

/** The page's base style and the theme's colour variables (light, dark, the owner's choice). */
export const GlobalStyle = createGlobalStyle`
  ${THEME_CSS}
  *, *::before, *::after { box-sizing: border-box; }
  /* The scrollbar's room is kept from the first paint: a widget arriving that makes the page
     taller does not shift every line sideways (the layout shift Lighthouse counted on Home). */
  html { -webkit-text-size-adjust: 100%; scrollbar-gutter: stable; }
  body {
    margin: 0;
    font-family: ${theme.font};
    background: ${theme.pageBg};
    color: ${theme.text};
    line-height: 1.45;
  }
  a { color: ${theme.accent}; }
  a:focus-visible, button:focus-visible, select:focus-visible, input:focus-visible {
    outline: 3px solid ${theme.focus};
    outline-offset: 2px;
  }
`;
