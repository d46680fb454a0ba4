/** Value formats of the charts: euros for amounts, kWh for energy, fr-FR everywhere. */
import { formatEuro, formatEuroCompact, formatEuroRound, formatInteger } from 'shared-kernel';

export interface Unit {
  /** Tooltips and data tables. */
  format: (value: number) => string;
  /** Value-axis ticks; shorter on a phone. */
  tick: (value: number, narrow: boolean) => string;
  /** Axis title suffix. */
  symbol: string;
}

/** 3314 → "3 314 kWh" */
export const formatKwh = (value: number): string => `${formatInteger(value)}\u00a0kWh`;

export const EURO: Unit = {
  format: formatEuro,
  tick: (v, narrow) => (narrow && Math.abs(v) >= 1000 ? formatEuroCompact(v) : formatEuroRound(v)),
  symbol: '€',
};

export const KWH: Unit = {
  format: formatKwh,
  tick: (v) => formatInteger(v),
  symbol: 'kWh',
};
