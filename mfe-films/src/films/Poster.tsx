import { useState } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-kernel';
import { posterUrl } from './movies';

export const POSTER_WIDTH = 92;
export const POSTER_HEIGHT = 138;

const Frame = styled.div`
  flex: none;
  width: ${POSTER_WIDTH}px;
  height: ${POSTER_HEIGHT}px;
  border-radius: 4px;
  overflow: hidden;
  background: ${theme.subtleBg};
  img,
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  img {
    object-fit: cover;
  }
`;

/** The local placeholder: a film frame drawn inline (nothing to download, nothing to fail). */
function Placeholder() {
  return (
    <svg viewBox="0 0 92 138" aria-hidden="true" focusable="false">
      <rect width="92" height="138" fill={theme.subtleBg} />
      <rect x="22" y="45" width="48" height="36" rx="3" fill="none" stroke={theme.muted} strokeWidth="3" />
      <path d="M40 55 L54 63 L40 71 Z" fill={theme.muted} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} fill={theme.muted}>
          <rect x={25 + i * 12} y="36" width="6" height="5" rx="1" />
          <rect x={25 + i * 12} y="85" width="6" height="5" rx="1" />
        </g>
      ))}
      <text x="46" y="108" textAnchor="middle" fontSize="10" fill={theme.muted} fontFamily="system-ui, sans-serif">
        Pas d’affiche
      </text>
    </svg>
  );
}

/**
 * A poster in the width-92 size of the movie database's image service (w92), or the placeholder
 * when the film has none or the image cannot load (offline). `label` names it for screen
 * readers; without one it is decorative (in lists, the title already says which film it is).
 */
export function Poster({ path, label }: { path: string | null; label?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = posterUrl(path);
  const ok = url !== null && url !== failedUrl;
  return (
    <Frame
      data-testid="poster"
      role={label && !ok ? 'img' : undefined}
      aria-label={label && !ok ? `${label} (affiche indisponible)` : undefined}
    >
      {ok ? (
        <img
          src={url}
          alt={label ?? ''}
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
          loading="lazy"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <Placeholder />
      )}
    </Frame>
  );
}
