import styled from 'styled-components';
import { Button } from './Button';
import { theme } from './theme';
import { REMOTE_LABELS, type RemoteName } from 'contract-kit/topology';

/** The French title of a section's fallback, the same whichever layer caught the failure. */
export function sectionUnavailableTitle(name: RemoteName): string {
  return `La section ${REMOTE_LABELS[name]} est momentanément indisponible.`;
}

const Box = styled.div`
  margin: 16px;
  padding: 16px 20px;
  border: 1px dashed ${theme.danger};
  border-radius: ${theme.radius};
  background: ${theme.dangerBg};
  h2 {
    margin: 0 0 6px;
    font-size: 1.1rem;
  }
`;

/** What a section shows when its remote cannot be loaded or fails while rendering. */
export function SectionError({ title, detail, onRetry }: { title?: string; detail?: string; onRetry: () => void }) {
  return (
    <Box role="alert">
      <h2>{title ?? 'Cette section est momentanément indisponible.'}</h2>
      <p>Le reste du tableau de bord fonctionne normalement.{detail ? ` (${detail})` : ''}</p>
      <Button type="button" onClick={onRetry}>
        Réessayer
      </Button>
    </Box>
  );
}
