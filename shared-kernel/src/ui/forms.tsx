/** Form pieces of every remote: labelled fields and hints that hold at 375 px. */
import styled from 'styled-components';
import { theme } from './theme';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 20px;
  margin: 0 0 12px;
`;

/** A label and its control, stacked; `$inline` puts them on one line (a lone filter). */
export const Field = styled.div<{ $inline?: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$inline ? 'row' : 'column')};
  flex-wrap: wrap;
  align-items: ${(p) => (p.$inline ? 'center' : 'stretch')};
  gap: ${(p) => (p.$inline ? '8px' : '4px')};
  min-width: 0;
  /* A box and its long label stay on one line on a phone: the label wraps, not the line. */
  ${(p) =>
    p.$inline
      ? `input[type='checkbox'] + label:last-child, input[type='radio'] + label:last-child { flex: 1 1 0; min-width: 0; }`
      : ''}
  label {
    font-weight: 600;
  }
  input[type='text'],
  input[type='search'],
  input[type='url'],
  input[type='email'],
  input[type='number'],
  input[type='date'],
  input[type='password'],
  textarea,
  select {
    font: inherit;
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    background: ${theme.surface};
    color: ${theme.text};
    max-width: 100%;
    box-sizing: border-box;
  }
  [aria-invalid='true'] {
    border-color: ${theme.danger};
    box-shadow: 0 0 0 1px ${theme.danger};
  }
  input:focus-visible,
  textarea:focus-visible,
  select:focus-visible {
    outline: 3px solid ${theme.focus};
    outline-offset: 1px;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${theme.danger};
  font-size: 0.9rem;
`;

export const Hint = styled.p`
  margin: 0 0 12px;
  color: ${theme.muted};
  font-size: 0.95rem;
`;

/** A link that looks like the kernel's Button. */
export const LinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  font: inherit;
  padding: 8px 14px;
  margin: 4px 6px 4px 0;
  min-height: 40px;
  box-sizing: border-box;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.accent};
  background: ${theme.surface};
  color: ${theme.accent};
  text-decoration: none;
  &:hover {
    background: ${theme.accentBg};
  }
  &:focus-visible {
    outline: 3px solid ${theme.focus};
    outline-offset: 2px;
  }
`;
