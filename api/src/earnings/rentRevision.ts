/**
 * The rent revision of a lease (loi du 6 juillet 1989, art. 17-1): at each anniversary the
 * rent may follow the IRL of the quarter the lease names, loyer × nouvel IRL / ancien IRL,
 * the new index being the latest published for that quarter at the revision date and the old
 * one the same quarter a year before. When the series lacks the quarter that date calls for
 * (not yet published, or not added yet), nothing is computed on an older one: the reply names
 * the missing quarter instead (irl_manquant).
 */
import type { Db } from '../db/open';
import { cents } from '../domain/round';
import { daysInMonth, parseIsoDay } from '../domain/dates';
import type { IrlPoint, RentRevision } from '../contracts';
import { irlDueOn, irlPublicationDate } from './irlPublication';

export interface Lease {
  lease_date: string | null;
  irl_quarter: number | null;
  /** Current monthly rent. */
  rent: number;
  sold: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The first anniversary of `leaseDate` strictly after `today` (29 February → 28 in other years). */
export function nextAnniversary(leaseDate: string, today: string): string {
  const lease = parseIsoDay(leaseDate);
  const on = (year: number) => `${pad(year, 4)}-${pad(lease.month)}-${pad(Math.min(lease.day, daysInMonth(year, lease.month)))}`;
  // Never the signing day itself, even for a lease that starts after today.
  let year = Math.max(parseIsoDay(today).year, lease.year + 1);
  if (on(year) <= today) year++;
  return on(year);
}

export function createRentRevision(db: Db) {
  const latest = db.prepare<[number], IrlPoint>(
    'SELECT year AS annee, quarter AS trimestre, value AS valeur FROM irl_index WHERE quarter = ? ORDER BY year DESC LIMIT 1',
  );
  const of = db.prepare<[number, number], IrlPoint>(
    'SELECT year AS annee, quarter AS trimestre, value AS valeur FROM irl_index WHERE year = ? AND quarter = ?',
  );

  /** The revision due at the lease's next anniversary; null without lease date or quarter, or once sold. */
  return (lease: Lease, today: string): RentRevision | null => {
    if (!lease.lease_date || lease.irl_quarter == null || lease.sold === 1) return null;
    const date_revision = nextAnniversary(lease.lease_date, today);
    const due = irlDueOn(lease.irl_quarter, date_revision);
    // A stored quarter newer than `due` was published before today, so before the revision: it is the one.
    const stored = latest.get(lease.irl_quarter) ?? null;
    const nouveau = stored && stored.annee >= due.annee ? stored : null;
    const ancien = of.get((nouveau?.annee ?? due.annee) - 1, lease.irl_quarter) ?? null;
    return {
      date_bail: lease.lease_date,
      trimestre: lease.irl_quarter,
      date_revision,
      loyer_actuel: lease.rent,
      loyer_revise: nouveau && ancien ? cents((lease.rent * nouveau.valeur) / ancien.valeur) : null,
      irl_nouveau: nouveau,
      irl_ancien: ancien,
      irl_manquant: nouveau ? null : { ...due, publication: irlPublicationDate(due) },
    };
  };
}
