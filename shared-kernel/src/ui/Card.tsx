import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CARD_COLORS, CARD_TEXT_COLORS, theme, type CardColor } from './theme';

const Box = styled.section<{ $color: CardColor }>`
  background: ${theme.surface};
  border-radius: ${theme.radius};
  border-top: 6px solid ${(p) => CARD_COLORS[p.$color]};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  padding: 12px 16px;
  min-width: 0;
  h2,
  h3,
  h4 {
    margin: 0 0 6px;
    font-size: 0.95rem;
    font-weight: 600;
    color: ${theme.muted};
  }
`;

const Value = styled.p<{ $color: CardColor }>`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 700;
  color: ${(p) => CARD_TEXT_COLORS[p.$color]};
  font-variant-numeric: tabular-nums;
`;

export interface CardProps {
  title: ReactNode;
  color: CardColor;
  value?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Level of the title's heading (3): 2 for a card that sits right under the page's h1. */
  level?: 2 | 3 | 4;
}

/** A coloured summary card, in one of the five card colours. */
export function Card({ title, color, value, children, className, level = 3 }: CardProps) {
  const Heading = `h${level}` as const;
  return (
    <Box $color={color} className={className} data-color={color}>
      <Heading>{title}</Heading>
      {value !== undefined ? <Value $color={color}>{value}</Value> : null}
      {children}
    </Box>
  );
}

export const CardGrid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? '190px'}, 1fr));
  gap: 12px;
  margin: 12px 0 20px;
`;
