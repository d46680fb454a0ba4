/** Looks of « Mes données »: its sections, and tables that wrap instead of scrolling on a phone. */
import styled from 'styled-components';
import { theme } from 'shared-kernel';

export const Section = styled.section`
  margin: 0 0 28px;
  h2 {
    font-size: 1.2rem;
    margin: 0 0 8px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 8px 0 12px;
  background: ${theme.surface};
  border-radius: ${theme.radius};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 600;
    padding: 0 0 6px;
  }
  th,
  td {
    padding: 6px 10px;
    border-bottom: 1px solid ${theme.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${theme.subtleBg};
  }
  tbody th {
    font-weight: 600;
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
`;

/**
 * The import report on a phone: four counts do not fit side by side under their headings, so
 * each section becomes a block, its counts after it, each named (the headings stay for
 * assistive technology; the names shown are decoration for it).
 */
export const ReportTable = styled(Table)`
  @media (max-width: 560px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: flex;
      flex-wrap: wrap;
      gap: 0 14px;
      padding: 6px 10px;
      border-bottom: 1px solid ${theme.border};
    }
    th,
    td {
      padding: 0;
      border: 0;
    }
    tbody th {
      flex-basis: 100%;
    }
    td.num::before {
      content: attr(data-label) ' ' / '';
      color: ${theme.muted};
    }
  }
`;
