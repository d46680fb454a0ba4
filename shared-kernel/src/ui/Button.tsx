import styled from 'styled-components';
import { theme } from './theme';

export const Button = styled.button<{ $active?: boolean }>`
  font: inherit;
  padding: 8px 14px;
  margin: 4px 6px 4px 0;
  min-height: 40px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.accent};
  background: ${(p) => (p.$active ? theme.accent : theme.surface)};
  color: ${(p) => (p.$active ? theme.onAccent : theme.accent)};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${(p) => (p.$active ? theme.accent : theme.accentBg)};
    /* The accent on the pale hover fill is 4.3:1: a darker blue keeps it above 4.5:1. */
    color: ${(p) => (p.$active ? theme.onAccent : theme.accentStrong)};
  }
  &:focus-visible {
    outline: 3px solid ${theme.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
