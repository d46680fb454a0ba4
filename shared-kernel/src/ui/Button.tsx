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
  color: ${(p) => (p.$active ? '#fff' : theme.accent)};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${(p) => (p.$active ? theme.accent : '#e8f0fb')};
  }
  &:focus-visible {
    outline: 3px solid #7fb0f0;
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
