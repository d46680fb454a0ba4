/**
 * When INSEE publishes an IRL quarter, and so which one a revision on a given day calls for
 * (loi du 6 juillet 1989, art. 17-1: the latest index published at the revision date, of the
 * quarter the lease names).
 *
 * INSEE publishes quarter T in the month after it ends: T1 in April, T2 in July, T3 in
 * October, T4 in January of the next year, between the 11th and the 16th (2013 to 2025). A
 * quarter counts as published from the 10th: a revision falling in those few days waits for
 * the new index (« pas encore publié ») rather than being computed on the one a year older,
 * which the new one replaces within days.
 */

export const PUBLICATION_DAY = 10;

export interface IrlQuarter {
  annee: number;
  trimestre: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day quarter `trimestre` of `annee` counts as published (YYYY-MM-DD). */
export function irlPublicationDate({ annee, trimestre }: IrlQuarter): string {
  return trimestre === 4 ? `${annee + 1}-01-${pad(PUBLICATION_DAY)}` : `${annee}-${pad(trimestre * 3 + 1)}-${pad(PUBLICATION_DAY)}`;
}

/** The quarter `trimestre` whose index is the latest published on `date` (YYYY-MM-DD). */
export function irlDueOn(trimestre: number, date: string): IrlQuarter {
  let annee = Number(date.slice(0, 4));
  while (irlPublicationDate({ annee, trimestre }) > date) annee--;
  return { annee, trimestre };
}
