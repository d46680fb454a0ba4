/** Looks of the review: a table that scrolls inside its box on a phone, its greyed duplicates and visible alerts. */
import styled from 'styled-components';
import { theme } from 'shared-kernel';

export const TableBox = styled.div`
  overflow-x: auto;
  position: relative;
  /* 100cqi below is what shows of the table: the editor under a line stays in view. */
  container-type: inline-size;
  margin: 8px 0 16px;
  table {
    border-collapse: collapse;
    width: 100%;
    background: ${theme.surface};
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding: 4px 0;
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${theme.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${theme.subtleBg};
  }
  td.num {
    text-align: right;
    white-space: nowrap;
  }
  td.date {
    white-space: nowrap;
  }
  /* Room for its three buttons side by side on a wide screen. */
  td.decision {
    min-width: 20rem;
  }
  td.libelle {
    min-width: 12em;
    overflow-wrap: anywhere;
  }
  /* Already imported: there, but out of the way. */
  tr.doublon td {
    color: ${theme.muted};
    background: ${theme.insetBg};
  }
  small {
    display: block;
    color: ${theme.muted};
  }
  td.editor > * {
    position: sticky;
    left: 8px;
    max-width: calc(100cqi - 16px);
    box-sizing: border-box;
  }
  @media (max-width: 600px) {
    th,
    td {
      padding: 4px;
    }
    td.decision {
      min-width: 0;
    }
  }
`;

export const Alert = styled.span`
  display: block;
  margin-top: 4px;
  padding: 2px 6px;
  border-left: 3px solid ${theme.highlightBorder};
  background: ${theme.highlight};
  color: ${theme.text};
`;

export const Tag = styled.span`
  display: inline-block;
  margin-left: 4px;
  padding: 0 6px;
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  font-size: 0.85rem;
`;

export const Status = styled.span`
  display: block;
  font-weight: 600;
`;

/** A line's buttons: side by side, wrapping only where the cell is narrow. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  margin-top: 2px;
`;

/** On a phone, the lines as cards: date and amount on top, the label, the proposal, the buttons. */
export const LineCards = styled.ul`
  list-style: none;
  margin: 8px 0 16px;
  padding: 0;
  display: grid;
  gap: 8px;
  font-variant-numeric: tabular-nums;
  li {
    min-width: 0;
    padding: 8px 12px;
    background: ${theme.surface};
    border-radius: ${theme.radius};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  }
  li.doublon {
    color: ${theme.muted};
    background: ${theme.insetBg};
  }
  p {
    margin: 0 0 4px;
  }
  .head {
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
  .num {
    white-space: nowrap;
  }
  .libelle {
    overflow-wrap: anywhere;
  }
  .proposal {
    margin-bottom: 4px;
  }
  small {
    display: block;
    color: ${theme.muted};
  }
`;

/** On a phone, « Tout accepter » and « Tout ignorer » stay at the bottom of the screen while the lines scroll. */
export const StickyBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  margin: 0 -8px;
  padding: 8px;
  background: ${theme.surface};
  box-shadow: 0 -2px 6px rgba(0, 0, 0, 0.15);
`;
