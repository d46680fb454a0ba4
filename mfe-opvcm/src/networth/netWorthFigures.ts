/**
 * What the net worth screens read from GET /api/patrimoine's months: the classes in the
 * order they are piled up and listed, the last month of each year, the change over 12 months.
 */
import type { Patrimoine, PatrimoineMois } from 'area-opvcm/contract';

export type NetWorthClass = 'immobilier' | 'placements' | 'bricks' | 'or' | 'emprunts';

/** The classes as the chart piles them (assets up, loans down) and the tables list them. */
export const CLASSES: ReadonlyArray<{ key: NetWorthClass; label: string }> = [
  { key: 'immobilier', label: 'Immobilier' },
  { key: 'placements', label: 'Placements' },
  { key: 'bricks', label: 'Bricks' },
  { key: 'or', label: 'Or' },
  { key: 'emprunts', label: 'Emprunts' },
];

/** What the page and Home's card say of a class held with no price at all. */
export const UNVALUED_TEXT: Record<Patrimoine['non_valorises'][number], string> = {
  or: 'Or non valorisé (aucun cours connu)',
};

/** « 2025-12 » → « 12/2025 », as the axis and the tables write a month. */
export const monthLabel = (mois: string): string => `${mois.slice(5, 7)}/${mois.slice(0, 4)}`;

/** The last month of each year the months cover (December, or the latest month of this year), oldest first. */
export function yearEnds(mois: readonly PatrimoineMois[]): PatrimoineMois[] {
  const byYear = new Map<string, PatrimoineMois>();
  for (const m of mois) {
    const year = m.mois.slice(0, 4);
    const kept = byYear.get(year);
    if (!kept || m.mois > kept.mois) byYear.set(year, m);
  }
  return [...byYear.values()].sort((a, b) => a.mois.localeCompare(b.mois));
}

export interface NetWorthChange {
  /** The latest month. */
  last: PatrimoineMois;
  /** The month 12 months before it, when the months reach that far. */
  before: PatrimoineMois | null;
  /** last.net − before.net. */
  change: number | null;
  /** The change in percent of before.net (none when that is 0 or less). */
  percent: number | null;
}

const monthIndex = (mois: string) => Number(mois.slice(0, 4)) * 12 + Number(mois.slice(5, 7)) - 1;

/** The latest net worth and how it moved over 12 months; null without any month. */
export function changeOver12Months(mois: readonly PatrimoineMois[]): NetWorthChange | null {
  const last = mois.at(-1);
  if (!last) return null;
  const target = monthIndex(last.mois) - 12;
  const before = mois.find((m) => monthIndex(m.mois) === target) ?? null;
  const change = before ? Math.round((last.net - before.net) * 100) / 100 : null;
  const percent = before && change !== null && before.net > 0 ? Math.round((change / before.net) * 1000) / 10 : null;
  return { last, before, change, percent };
}
