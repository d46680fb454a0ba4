/** First year of the personal-expenses chart and year selector. */
export const FIRST_EXPENSE_YEAR = 2015;
/** Months shown in the Fleurs monthly energy chart. */
export const FLEURS_MONTHS = 24;
