/**
 * The statement on paper: A4 (portrait, landscape beyond five property columns), without the
 * navbar, the status bars, the year links, the buttons and the editing; black on white
 * whatever the theme; a row never cut across two pages. Mounted with the page only.
 */
import { createGlobalStyle } from 'styled-components';

export const PrintStyle = createGlobalStyle<{ $landscape: boolean }>`
  @media print {
    @page {
      size: A4 ${(p) => (p.$landscape ? 'landscape' : 'portrait')};
      margin: 12mm 10mm;
    }
    :root {
      color-scheme: light;
    }
    html,
    body {
      background: #fff !important;
      color: #000 !important;
    }
    /* The shell's navbar and its status bars (undo, offline): not on paper. */
    body header,
    body [role='status'],
    .no-print {
      display: none !important;
    }
    main {
      padding-top: 0 !important;
      min-height: 0 !important;
    }
    main,
    main * {
      color: #000 !important;
      background: transparent !important;
      box-shadow: none !important;
    }
    main a {
      text-decoration: none;
    }
    .statement .form-2044 {
      overflow: visible;
    }
    /* Tighter than on screen, so that the form's table starts on the first page. */
    main {
      font-size: 10pt;
    }
    main h1 {
      font-size: 16pt;
      margin: 0 0 4px;
    }
    main h2 {
      margin: 0 0 6px;
    }
    main h3 {
      margin: 10px 0 4px;
      break-after: avoid;
    }
    main table caption {
      break-after: avoid;
    }
    /* A row, a figure, a note or a card is never cut across two pages; a long table may be, between rows. */
    .statement tr,
    .statement li,
    .statement dl,
    .statement p,
    .statement section section,
    .statement .declaration {
      break-inside: avoid;
    }
    /* The boxes to type: framed, so that the page reads as the return's summary. */
    .statement .declaration {
      border: 1px solid #000 !important;
      padding: 4px 8px;
    }
  }
`;
