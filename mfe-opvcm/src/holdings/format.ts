import { amountsHidden, formatEuro } from 'shared-kernel';

/**
 * A gain or loss in euros, signed: 1020 → "+1 020,00 €", -200 → "-200,00 €", 0 → "0,00 €".
 * In privacy mode « ••• » alone: the sign would tell a gain from a loss.
 */
export function formatGain(value: number): string {
  return value > 0 && !amountsHidden() ? `+${formatEuro(value)}` : formatEuro(value);
}

/** "1 placement", "3 placements", "aucun placement". */
export function placementCount(count: number): string {
  if (count === 0) return 'aucun placement';
  return `${count} placement${count > 1 ? 's' : ''}`;
}
