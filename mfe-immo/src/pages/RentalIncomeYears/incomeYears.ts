/** The years a rental-income statement can be asked for, latest first. */
import type { Immo } from 'area-immo/contract';

/**
 * From this year down to the first year a property was owned for letting (the main residence
 * is not on form 2044); this year alone when none is known.
 */
export function incomeYears(immos: readonly Pick<Immo, 'IM_TYPE_PROP' | 'IM_DATE_ACHAT'>[], thisYear: number): number[] {
  const bought = immos.filter((i) => i.IM_TYPE_PROP !== 'PRINC' && i.IM_DATE_ACHAT).map((i) => Number(i.IM_DATE_ACHAT!.slice(0, 4)));
  const first = Math.min(thisYear, ...bought);
  const years: number[] = [];
  for (let y = thisYear; y >= first; y -= 1) years.push(y);
  return years;
}
