/**
 * The owner's net worth at each month's end (GET /api/patrimoine), from data already read:
 * - immobilier: each property owned at the month's end (bought on or before it, not sold by
 *   then; sold without a date: never counted) at its latest estimate dated on or before the
 *   month's end, else its purchase price IM_PA, times the owner's share (IM_QUOTE_PART);
 * - emprunts: each loan's capital still due once the instalments dated on or before the
 *   month's end are paid, from the schedule the api computes (0 before the loan starts), times
 *   the share of the property it finances (the 2044 statement takes the whole loan's interest
 *   times that share too; a loan of no property counts whole); 0 once that property is sold,
 *   since a mortgage is repaid out of the sale (the early repayment is not recorded);
 * - placements: each holding from its OP_DATE on (unknown: from the day it was recorded,
 *   enregistre_le); with an ISIN, a number of units and a
 *   price dated on or before the month's end, units × that price, else OP_MT_VTE as recorded;
 * - bricks: purchase amounts less what has been repaid. A brick row records no date and no
 *   repayment of capital (its `loyers` are income, not capital), so nothing is repaid yet and
 *   every month counts the sum of `achat`;
 * - or: grams held at the month's end (the `or` rows dated on or before it, never below 0)
 *   times the gold price known then (the last day's price on or before the month's end); a
 *   month before the first price the api ever read takes that first price, the nearest known
 *   (gold held then is worth something); gold held while no price was ever known is null: not
 *   valued, which 0 would misread as worthless (none held: 0);
 * - net: immobilier + placements + bricks + or − emprunts, a class not valued left out.
 * Each class is rounded to the cent once, at the end, and the net is the sum of the rounded
 * classes (what adding up a row of the tables gives).
 */
import { balanceAfter, paidCount, type LoanTerms } from '../contracts';
import type { PatrimoineMois } from '../contracts';
import { daysInMonth, monthFromIndex } from 'server-kit';
import { cents } from 'server-kit';
import type { KnownQuote } from '../quotes/quoteService';

export interface PropertyFacts {
  id: number;
  purchasePrice: number;
  purchaseDate: string | null;
  saleDate: string | null;
  sold: boolean;
  /** The owner's share in percent (immo's ownerShare.ts). */
  share: number;
  /** Its estimates, oldest first. */
  estimates: ReadonlyArray<{ date: string; valeur: number }>;
}

export interface LoanFacts {
  terms: LoanTerms;
  schedule: Parameters<typeof paidCount>[0];
  propertyId: number | null;
}

export interface HoldingFacts {
  /** OP_DATE, else the day it was recorded. */
  date: string;
  /** OP_MT_VTE. */
  value: number;
  isin: string | null;
  units: number | null;
}

export interface NetWorthFacts {
  properties: readonly PropertyFacts[];
  loans: readonly LoanFacts[];
  holdings: readonly HoldingFacts[];
  /** Prices by ISIN, oldest first. */
  quotes: ReadonlyMap<string, readonly KnownQuote[]>;
  bricksPurchased: number;
  gold: ReadonlyArray<{ date: string; grammes: number }>;
  /** The gold prices known, one a day, oldest first. */
  goldPrices: ReadonlyArray<{ date: string; eurParGramme: number }>;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The last item dated on or before `end` of a list sorted by date, or undefined. */
function latestBy<T extends { date: string }>(list: readonly T[], end: string): T | undefined {
  let found: T | undefined;
  for (const item of list) {
    if (item.date > end) break;
    found = item;
  }
  return found;
}

/** Sold by `end`; sold without a date: all along (when is not known). */
const soldBy = (p: PropertyFacts, end: string) => (p.saleDate !== null ? p.saleDate <= end : p.sold);

function propertyValue(p: PropertyFacts, end: string): number {
  if (p.purchaseDate !== null && p.purchaseDate > end) return 0;
  if (soldBy(p, end)) return 0;
  const value = latestBy(p.estimates, end)?.valeur ?? p.purchasePrice;
  return (value * p.share) / 100;
}

function capitalDue(loan: LoanFacts, end: string): number {
  if (loan.terms.debut > end) return 0;
  return balanceAfter(loan.terms, loan.schedule, paidCount(loan.schedule, end));
}

function holdingValue(h: HoldingFacts, end: string, quotes: NetWorthFacts['quotes']): number {
  if (h.date > end) return 0;
  const price = h.isin !== null && h.units !== null ? latestBy(quotes.get(h.isin) ?? [], end) : undefined;
  return price ? h.units! * price.prix : h.value;
}

/** The months from index `from` to `to` (monthIndex), each at its last day. */
export function netWorthByMonth(facts: NetWorthFacts, from: number, to: number): PatrimoineMois[] {
  const propertyOf = new Map(facts.properties.map((p) => [p.id, p]));
  const loanDue = (l: LoanFacts, end: string) => {
    const property = l.propertyId === null ? undefined : propertyOf.get(l.propertyId);
    if (property && soldBy(property, end)) return 0;
    return (capitalDue(l, end) * (property?.share ?? 100)) / 100;
  };
  const months: PatrimoineMois[] = [];
  for (let index = from; index <= to; index++) {
    const { year, month } = monthFromIndex(index);
    const mois = `${pad(year, 4)}-${pad(month)}`;
    const end = `${mois}-${pad(daysInMonth(year, month))}`;
    const immobilier = facts.properties.reduce((sum, p) => sum + propertyValue(p, end), 0);
    const emprunts = facts.loans.reduce((sum, l) => sum + loanDue(l, end), 0);
    const placements = facts.holdings.reduce((sum, h) => sum + holdingValue(h, end, facts.quotes), 0);
    const grams = Math.max(0, facts.gold.reduce((sum, g) => (g.date <= end ? sum + g.grammes : sum), 0));
    const goldPrice = latestBy(facts.goldPrices, end) ?? facts.goldPrices[0];
    const or = grams === 0 ? 0 : goldPrice ? grams * goldPrice.eurParGramme : null;
    const classes = {
      immobilier: cents(immobilier),
      emprunts: cents(emprunts),
      placements: cents(placements),
      bricks: cents(facts.bricksPurchased),
      or: or === null ? null : cents(or),
    };
    // From the rounded classes: the net is their sum to the cent, as the tables show them.
    const net = cents(classes.immobilier + classes.placements + classes.bricks + (classes.or ?? 0) - classes.emprunts);
    months.push({ mois, ...classes, net });
  }
  return months;
}
