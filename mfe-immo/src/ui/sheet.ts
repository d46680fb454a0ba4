/** The looks shared by the property sheet, the loan schedule and the yearly statement. */
import styled from 'styled-components';
import { theme } from 'shared-kernel';

/** The property's or loan's name, under the page's h1. */
export const Subtitle = styled.h2`
  font-size: 1.3rem;
  margin: -8px 0 12px;
  overflow-wrap: anywhere;
`;

/** A section of a sheet, headed by an h3. */
export const Section = styled.section`
  margin: 20px 0;
  h3 {
    font-size: 1.1rem;
    margin: 0 0 8px;
  }
`;

/** A formula written out with its numbers: wraps anywhere rather than widening a phone's page. */
export const Formula = styled.p`
  margin: 6px 0 0;
  color: ${theme.muted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

/** A notice the owner must not miss (joint ownership, not tax advice). */
export const Notice = styled.p`
  margin: 8px 0 12px;
  padding: 8px 12px;
  border-left: 4px solid ${theme.accent};
  background: ${theme.accentBg};
  border-radius: ${theme.radius};
  max-width: 75ch;
`;

/** Links to the related pages, wrapping on a phone. */
export const Links = styled.ul`
  list-style: none;
  padding: 0;
  margin: 8px 0 16px;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  a {
    font-weight: 600;
  }
`;

/** One row the owner keeps (the landlord, his tax situation): its facts, then « Modifier ». */
export const FactsBox = styled.section`
  margin: 16px 0;
  padding: 8px 16px 12px;
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  background: ${theme.surface};
  h2 {
    font-size: 1.2rem;
    margin: 4px 0 8px;
  }
  dl {
    margin: 0 0 8px;
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
  }
  /* A term and its value grouped in a div, laid out as the grid's cells. */
  .fact {
    display: contents;
  }
  dt {
    color: ${theme.muted};
  }
  dd {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;
