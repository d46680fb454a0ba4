import styled from 'styled-components';
import { theme } from 'shared-kernel';

/** A narrow card, centred; on a phone it takes the width less a margin. */
export const Card = styled.form`
  max-width: 400px;
  margin: 32px auto;
  padding: 24px 20px;
  background: ${theme.surface};
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.06);
  display: flex;
  flex-direction: column;
  gap: 12px;
  @media (max-width: 440px) {
    margin: 16px 12px;
  }
  h1 {
    font-size: 1.6rem;
    margin: 0;
  }
  p {
    margin: 0;
  }
  label {
    font-weight: 600;
  }
  input {
    font: inherit;
    width: 100%;
    min-height: 44px;
    padding: 8px 10px;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    background: ${theme.surface};
    color: ${theme.text};
  }
  input[aria-invalid='true'] {
    border-color: ${theme.danger};
    box-shadow: 0 0 0 1px ${theme.danger};
  }
`;

export const Hint = styled.p`
  color: ${theme.muted};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

export const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 10px 12px;
  border: 1px solid ${theme.danger};
  border-left-width: 6px;
  border-radius: ${theme.radius};
  background: ${theme.dangerBg};
  color: ${theme.danger};
  font-weight: 600;
  button {
    margin: 0;
  }
`;

export const Submit = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: 8px 16px;
  border: 1px solid ${theme.accent};
  border-radius: ${theme.radius};
  background: ${theme.accent};
  color: ${theme.onAccent};
  cursor: pointer;
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;
