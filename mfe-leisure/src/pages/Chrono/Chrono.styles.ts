import styled from 'styled-components';
import { theme } from 'shared-kernel';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 20px;
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Panel = styled.section`
  background: ${theme.surface};
  border-radius: ${theme.radius};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  padding: 12px 16px;
  min-width: 0;
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 8em));
  gap: 10px 12px;
  margin-bottom: 8px;
`;

export const Display = styled.div<{ $color: string }>`
  text-align: center;
  border-top: 8px solid ${(p) => p.$color};
  border-radius: ${theme.radius};
  background: ${theme.insetBg};
  padding: 8px 12px 12px;
  margin: 8px 0;
  .phase {
    font-size: 1.6rem;
    font-weight: 800;
    color: ${(p) => p.$color};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    margin: 0;
  }
  .count {
    font-size: clamp(3.5rem, 16vw, 6rem);
    font-weight: 800;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
    margin: 0;
  }
  .meta {
    margin: 0;
    color: ${theme.muted};
    font-variant-numeric: tabular-nums;
  }
`;

export const Announce = styled.p`
  margin: 0;
  min-height: 1.5em;
`;

export const Photo = styled.figure`
  margin: 0;
  img {
    display: block;
    width: 100%;
    max-height: 360px;
    object-fit: contain;
    background: ${theme.subtleBg};
    border-radius: ${theme.radius};
  }
  figcaption {
    color: ${theme.muted};
    margin-top: 4px;
  }
`;

export const Thumbs = styled.ol`
  list-style: none;
  padding: 0;
  margin: 12px 0 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  li {
    border-radius: ${theme.radius};
    border: 3px solid transparent;
    font-size: 0.85rem;
    text-align: center;
  }
  li[aria-current='true'] {
    border-color: ${theme.warn};
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    display: block;
    border-radius: 4px;
  }
`;
