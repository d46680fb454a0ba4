/**
 * The shared-kernel pieces the api uses, in one place, through the package's narrow exports
 * (its `.` entry pulls the React UI): the payload schemas from `shared-kernel/schemas`, the
 * legacy graph helpers from `shared-kernel/legacyGraph`, the loan maths from `shared-kernel/loans`.
 */
export * from 'shared-kernel/schemas';
export { formatAxis, formatSeries, parseGraph, parseAxis, parseSeries } from 'shared-kernel/legacyGraph';
export type { LegacySeries } from 'shared-kernel/legacyGraph';
export { balanceAfter, loanSchedule, monthlyInsurance, paidCount, sumOf, toCents, toEuros } from 'shared-kernel/loans';
export type { Echeance, LoanTerms } from 'shared-kernel/loans';
