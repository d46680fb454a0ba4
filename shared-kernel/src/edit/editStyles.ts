/** Looks of the editing pieces: a form that holds at 375 px, a danger button, the undo bar. */
import styled from 'styled-components';
import { Button, theme } from 'shared-kernel';

export const FormFrame = styled.form`
  margin: 12px 0;
  padding: 12px 16px 8px;
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  background: ${theme.surface};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    font-weight: 700;
    font-size: 1.05rem;
    padding: 0 0 8px;
  }
  /* Inputs take the kernel Field's look (ui/forms.tsx); a textarea is taller. */
  textarea {
    min-height: 80px;
    resize: vertical;
  }
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 190px), 1fr));
  gap: 12px 16px;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-top: 8px;
`;

export const DangerButton = styled(Button)`
  border-color: ${theme.danger};
  color: ${theme.danger};
  &:hover:not(:disabled) {
    background: ${theme.dangerBg};
  }
`;

export const Problem = styled.div`
  margin: 8px 0 0;
  padding: 8px 12px;
  border-left: 4px solid ${theme.danger};
  background: ${theme.dangerBg};
  color: ${theme.text};
`;

export const Confirm = styled.div`
  margin: 8px 0;
  padding: 8px 12px;
  border: 1px solid ${theme.danger};
  border-radius: ${theme.radius};
  background: ${theme.surface};
  p {
    margin: 0 0 4px;
  }
`;
