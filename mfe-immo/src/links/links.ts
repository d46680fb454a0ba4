/** The hrefs of the property sheets, loan schedules and yearly statements (hash links: every router hears them). */
import { hrefOf } from 'shared-kernel';

export const propertyHref = (name: string): string => hrefOf(`/bien/${encodeURIComponent(name)}`);
export const loanHref = (name: string): string => hrefOf(`/emprunt/${encodeURIComponent(name)}`);
export const incomeHref = (year: number): string => hrefOf(`/revenus-fonciers/${year}`);

/** The leases page (« Mes baux »). */
export const leasesHref = (): string => hrefOf('/baux');
/** One month (AAAA-MM) of one lease on the leases page: `#/baux?mois=2025-03&bail=7`. */
export const leaseMonthHref = (bailId: number, mois: string): string =>
  hrefOf(`/baux?mois=${encodeURIComponent(mois)}&bail=${encodeURIComponent(String(bailId))}`);

/** The year whose statement is due: last year's income is declared this year. */
export const lastIncomeYear = (now: Date = new Date()): number => now.getFullYear() - 1;

/**
 * A route parameter as the data names it. The hash keeps it URL-encoded and the router may
 * or may not have decoded it: decode once, and keep it as it is when it is no valid encoding.
 */
export function decodeParam(value: string | undefined): string {
  const raw = value ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
