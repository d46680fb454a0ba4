import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

/**
 * Lines of body text Home's first section keeps room for, whatever it holds. Its content arrives
 * seconds after the first paint on a phone, above everything else of the page: a box of a
 * fixed minimum height does not push the rest down when it fills (CLS). Its widget fits in it.
 */
export const FIRST_SECTION_LINES = 9;
const LINE_HEIGHT = 1.45;

const Box = styled.section`
  margin: 0 0 16px;
  padding: 10px 14px;
  background: ${theme.surface};
  border-radius: ${theme.radius};
  border-top: 6px solid ${theme.accent};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  overflow-wrap: anywhere;
  h2 {
    margin: 0 0 6px;
    font-size: 1.05rem;
  }
`;

/** In em, so that it follows the reader's text size. */
const Body = styled.div`
  line-height: ${LINE_HEIGHT};
  min-height: ${FIRST_SECTION_LINES * LINE_HEIGHT}em;
`;

const Waiting = styled.p`
  margin: 0;
  color: ${theme.muted};
`;

/**
 * Home's first section: its frame and its place, the same in the pre-rendered page, while the
 * shell loads its widget, and once the widget draws in it (shell and remotes share this one).
 * Without children, it says that it loads: a line of text, no spinner.
 */
export function FirstSection({ title, children }: { title: string; children?: ReactNode }) {
  const id = useId();
  const loading = children === undefined;
  return (
    <Box aria-labelledby={id} aria-busy={loading || undefined}>
      <h2 id={id}>{title}</h2>
      <Body>{loading ? <Waiting role="status">Chargement…</Waiting> : children}</Body>
    </Box>
  );
}
