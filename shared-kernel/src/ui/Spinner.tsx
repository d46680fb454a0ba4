import styled, { keyframes } from 'styled-components';
import { theme } from './theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.div`
  width: 36px;
  height: 36px;
  margin: 32px auto;
  border: 4px solid ${theme.border};
  border-top-color: ${theme.accent};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

const Said = styled.p`
  margin: -16px 0 24px;
  text-align: center;
`;

/** `shown`: the label is written under the ring (a wait worth explaining), not only read out. */
export function Spinner({ label = 'Chargement…', shown = false }: { label?: string; shown?: boolean }) {
  return (
    <div role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      {shown ? <Said>{label}</Said> : <VisuallyHidden>{label}</VisuallyHidden>}
    </div>
  );
}

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
