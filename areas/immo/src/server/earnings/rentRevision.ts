/**
 * The rent revision of a lease (loi du 6 juillet 1989, art. 17-1), read from the lease, the one
 * source of a rent:
 *  - at each anniversary of the lease's start, the rent hors charges may follow the IRL of the
 *    quarter the lease names (trimestre_irl; none: the quarter of the latest index published at
 *    its start): loyer_hc × nouvel IRL / ancien IRL, rounded to the cent. The charges are a
 *    provision, not a rent: never revised;
 *  - the new index is the latest published for that quarter at the anniversary, the old one the
 *    same quarter a year before. When the series lacks the quarter the anniversary calls for
 *    (not yet published, or not added yet), nothing is computed on an older one: the reply
 *    names the missing quarter instead (irl_manquant);
 *  - the revision is not retroactive: claimed after the anniversary, it takes effect on the day
 *    it is claimed, and the landlord has one year from the anniversary to claim it. So while the
 *    last anniversary has no revision (revisionsBaux row) on or after it, that one is due, from
 *    today; else the next one;
 *  - the rent in force is the lease's loyer_hc, or that of its latest revision before the
 *    anniversary.
 */
import type { Db } from 'server-kit';
import { cents } from 'server-kit';
import { daysInMonth, parseIsoDay } from 'server-kit';
import type { IrlPoint, RentRevision } from '../../contract';
import { irlDueOn, irlPublicationDate, PUBLICATION_DAY } from './irlPublication';

export interface LeaseTerms {
  id: number;
  debut: string;
  fin: string | null;
  loyer_hc: number;
  charges: number;
  /** The quarter the lease names; null: the default (see the header). */
  trimestre_irl: number | null;
  /** Its revisions, oldest first. */
  revisions: ReadonlyArray<{ date: string; loyer_hc: number; charges: number }>;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The anniversary of `debut` in `year` (29 February → 28 in other years). */
export const anniversaryIn = (debut: string, year: number) => {
  const d = parseIsoDay(debut);
  return `${pad(year, 4)}-${pad(d.month)}-${pad(Math.min(d.day, daysInMonth(year, d.month)))}`;
};

/** The first anniversary of `leaseDate` strictly after `today` (never the signing day itself). */
export function nextAnniversary(leaseDate: string, today: string): string {
  let year = Math.max(parseIsoDay(today).year, parseIsoDay(leaseDate).year + 1);
  if (anniversaryIn(leaseDate, year) <= today) year++;
  return anniversaryIn(leaseDate, year);
}

/** The latest anniversary of `leaseDate` on or before `today`, or null before the first one. */
export function lastAnniversary(leaseDate: string, today: string): string | null {
  const first = parseIsoDay(leaseDate).year + 1;
  let year = parseIsoDay(today).year;
  if (anniversaryIn(leaseDate, year) > today) year--;
  return year >= first ? anniversaryIn(leaseDate, year) : null;
}

/** The quarter of the latest IRL published on `date`: T4 from January's publication day, T1 from April's… */
export function quarterPublishedOn(date: string): number {
  const { month, day } = parseIsoDay(date);
  // Months since the last January publication; before the 10th, the month before counts.
  const months = month - 1 - (day < PUBLICATION_DAY ? 1 : 0);
  return months < 0 ? 3 : [4, 1, 2, 3][Math.floor(months / 3)]!;
}

/** The amounts in force before `date`: those of the latest revision dated before it, else the lease's. */
function amountsBefore(lease: LeaseTerms, date: string) {
  let amounts: { loyer_hc: number; charges: number } = lease;
  for (const r of lease.revisions) if (r.date < date) amounts = r;
  return amounts;
}

export function createRentRevision(db: Db) {
  const latest = db.prepare<[number], IrlPoint>(
    'SELECT year AS annee, quarter AS trimestre, value AS valeur FROM irl_index WHERE quarter = ? ORDER BY year DESC LIMIT 1',
  );
  const of = db.prepare<[number, number], IrlPoint>(
    'SELECT year AS annee, quarter AS trimestre, value AS valeur FROM irl_index WHERE year = ? AND quarter = ?',
  );

  const leaseColumns = `id, start_date AS debut, end_date AS fin, rent AS loyer_hc, charges, irl_quarter AS trimestre_irl FROM leases`;
  const leaseById = db.prepare<[number], Omit<LeaseTerms, 'revisions'>>(`SELECT ${leaseColumns} WHERE id = ?`);
  // The lease running today, the latest begun when two overlap (as the rent cycle reads it).
  const currentLease = db.prepare<[number, string, string], Omit<LeaseTerms, 'revisions'>>(
    `SELECT ${leaseColumns} WHERE property_id = ? AND start_date <= ? AND (end_date IS NULL OR end_date >= ?)
     ORDER BY start_date DESC, id DESC LIMIT 1`,
  );
  const revisionsOf = db.prepare<[number], LeaseTerms['revisions'][number]>(
    'SELECT from_date AS date, rent AS loyer_hc, charges FROM lease_revisions WHERE lease_id = ? ORDER BY from_date, id',
  );
  const withRevisions = (lease: Omit<LeaseTerms, 'revisions'> | undefined): LeaseTerms | undefined =>
    lease && { ...lease, revisions: revisionsOf.all(lease.id) };

  /** The revision due as of `today`; null once the lease has ended before it could take effect. */
  const revisionOf = (lease: LeaseTerms, today: string): RentRevision | null => {
    const last = lastAnniversary(lease.debut, today);
    // The last anniversary is still claimable while no revision is dated on or after it.
    const pending = last !== null && !lease.revisions.some((r) => r.date >= last);
    const date_revision = pending ? last : nextAnniversary(lease.debut, today);
    const date_effet = pending ? today : date_revision;
    if (lease.fin !== null && lease.fin < date_effet) return null;
    const trimestre = lease.trimestre_irl ?? quarterPublishedOn(lease.debut);
    const due = irlDueOn(trimestre, date_revision);
    // Ahead of the anniversary, a stored quarter newer than `due` was published before today, so
    // before the anniversary: it is the one. Once past it, the index published on that day.
    const stored = pending ? (of.get(due.annee, trimestre) ?? null) : (latest.get(trimestre) ?? null);
    const nouveau = stored && stored.annee >= due.annee ? stored : null;
    const ancien = of.get((nouveau?.annee ?? due.annee) - 1, trimestre) ?? null;
    const { loyer_hc, charges } = amountsBefore(lease, date_revision);
    return {
      bail_id: lease.id,
      date_revision,
      date_effet,
      trimestre,
      loyer_hc_actuel: loyer_hc,
      loyer_hc_revise: nouveau && ancien ? cents((loyer_hc * nouveau.valeur) / ancien.valeur) : null,
      charges,
      irl_nouveau: nouveau,
      irl_ancien: ancien,
      irl_manquant: nouveau ? null : { ...due, publication: irlPublicationDate(due) },
    };
  };

  return {
    /** GET baux/{id}/revision: undefined for an unknown lease, null for one ended before its revision. */
    ofLease(bailId: number, today: string): RentRevision | null | undefined {
      const lease = withRevisions(leaseById.get(bailId));
      return lease && revisionOf(lease, today);
    },
    /** A property sheet's: that of its lease running today, or null (none, or the property sold). */
    ofProperty(propertyId: number, sold: boolean, today: string): RentRevision | null {
      const lease = sold ? undefined : withRevisions(currentLease.get(propertyId, today, today));
      return lease ? revisionOf(lease, today) : null;
    },
  };
}
