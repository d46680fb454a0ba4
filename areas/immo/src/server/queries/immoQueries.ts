/**
 * SQL of the rental-property area: property list, rent recap, loan table, car and personal
 * expenses, and what the api's net worth values (properties with their share and estimates,
 * loans with their schedules). Statements are prepared once, when the app is built; derived
 * figures are SQL, but for the loans, computed from the immo contract's amortization schedules
 * (earnings/), one set per database.
 */
import { dataVersionOf, memoUntilChange } from 'server-kit';
import type { Db } from 'server-kit';
import { loanTable } from '../earnings/loanTable';
import { loanSchedulesFor, type Loan } from '../earnings/loanSchedules';
import { shareOf } from '../earnings/ownerShare';
import type { RentCycle } from '../rents/rentDue';
import type { CarRow, Expense, Immo, LoanRow, RecapImmo, RecapLoyers } from '../../contract';

/** Rent received and agency fees per property over the twelve months ending on @today. */
const RECEIVED_CTE = `received AS (
  SELECT property_id, SUM(amount) AS total, SUM(agency_fee) AS fees
  FROM rent_payments
  WHERE paid_on > date(@today, '-12 months') AND paid_on <= @today
  GROUP BY property_id
)`;

/**
 * The monthly rent (rent + charges) of each property's lease running on @today, the latest begun
 * when two overlap: its latest revision dated on or before today, else its own amounts. The lease
 * is the one source of a rent; IM_MT_LOYER, kept in the legacy replies, is derived from it where
 * one runs, else the property's own figure.
 */
const LEASE_RENT_CTE = `lease_rent AS (
  SELECT l.property_id,
    COALESCE((SELECT rv.rent + rv.charges FROM lease_revisions rv WHERE rv.lease_id = l.id AND rv.from_date <= @today
              ORDER BY rv.from_date DESC, rv.id DESC LIMIT 1), l.rent + l.charges) AS total,
    ROW_NUMBER() OVER (PARTITION BY l.property_id ORDER BY l.start_date DESC, l.id DESC) AS n
  FROM leases l WHERE l.start_date <= @today AND (l.end_date IS NULL OR l.end_date >= @today)
)`;
const LEASE_RENT_JOIN = 'LEFT JOIN lease_rent lr ON lr.property_id = p.id AND lr.n = 1';

const IMMO_COLUMNS = `
  p.name             AS IM_NOM,
  p.joint_ownership  AS IM_INDIVISION,
  p.type             AS IM_TYPE_PROP,
  p.loan_amount      AS IM_PRET_MT,
  p.loan_end_date    AS IM_FIN_PRET,
  ROUND(COALESCE(lr.total, p.rent), 2) AS IM_MT_LOYER,
  p.agency_fee       AS IM_AGENCE,
  p.purchase_date    AS IM_DATE_ACHAT,
  p.sale_date        AS IM_DATE_VTE,
  p.sold             AS IM_VENDU,
  p.purchase_price   AS IM_PA,
  p.sale_price       AS IM_PX_VTE,
  p.comment          AS IM_COMMENT,
  p.theoretical_rent AS loyerTheo,
  CASE WHEN p.sold = 1 THEN 0 ELSE ROUND(COALESCE(r.total, 0), 2) END AS LOYER_MOIS`;

const CAR_ROWS_SQL = `
SELECT label, annee, montant, nbmois FROM (
  SELECT group_label AS label, CAST(strftime('%Y', spent_on) AS INTEGER) AS annee,
    ROUND(SUM(amount), 2) AS montant, COUNT(DISTINCT substr(spent_on, 1, 7)) AS nbmois
  FROM car_expenses
  GROUP BY group_label, annee
  UNION ALL
  SELECT label, NULL, ROUND(SUM(amount), 2), MAX(mi) - MIN(mi) + 1
  FROM (
    SELECT group_label AS label, amount,
      CAST(strftime('%Y', spent_on) AS INTEGER) * 12 + CAST(strftime('%m', spent_on) AS INTEGER) AS mi
    FROM car_expenses
  )
  GROUP BY label
)
ORDER BY label, annee IS NULL, annee`;

type Today = { today: string };

/** A property as a valuation reads it (the api's net worth, at each month's end). */
export interface OwnedProperty {
  id: number;
  /** IM_PA, its value until an estimate is dated. */
  purchasePrice: number;
  purchaseDate: string | null;
  saleDate: string | null;
  /** IM_VENDU: sold without a sale date means sold all along (when is not known). */
  sold: boolean;
  /** The owner's share in percent (earnings/ownerShare.ts). */
  share: number;
  /** Its estimates, oldest first. */
  estimates: Array<{ date: string; valeur: number }>;
}

interface OwnedPropertySql {
  id: number;
  type: string;
  share_percent: number | null;
  joint_ownership: number;
  purchase_price: number;
  purchase_date: string | null;
  sale_date: string | null;
  sold: number;
}

/**
 * `rents`: the rent cycle, for the recap's `reste_du` (what each lease running today owes);
 * without it (the api's alldata and net worth read no recap) the recap has none.
 */
export function createImmoQueries(db: Db, rents?: Pick<RentCycle, 'owing'>) {
  const loans = loanSchedulesFor(db);
  const immos = db.prepare<Today, Immo>(
    `WITH ${RECEIVED_CTE}, ${LEASE_RENT_CTE} SELECT ${IMMO_COLUMNS} FROM properties p LEFT JOIN received r ON r.property_id = p.id
     ${LEASE_RENT_JOIN} ORDER BY p.sold, p.name`,
  );
  const recapImmos = db.prepare<Today, RecapImmo & { property_id: number }>(
    `WITH ${RECEIVED_CTE}, ${LEASE_RENT_CTE}
     SELECT p.id AS property_id, p.name AS IM_NOM, p.type AS IM_TYPE_PROP, ROUND(COALESCE(lr.total, p.rent), 2) AS IM_MT_LOYER, p.agency_fee AS IM_AGENCE,
       p.theoretical_rent AS loyerTheo, ROUND(COALESCE(r.total, 0), 2) AS LOYER_MOIS
     FROM properties p LEFT JOIN received r ON r.property_id = p.id ${LEASE_RENT_JOIN}
     WHERE p.sold = 0 ORDER BY p.name`,
  );
  const recapTotals = db.prepare<Today, Omit<RecapLoyers, 'immos'>>(
    `WITH ${RECEIVED_CTE}
     SELECT
       ROUND(COALESCE(SUM(CASE WHEN p.theoretical_rent > 0 THEN 12 * p.theoretical_rent END), 0), 2) AS totalLoyerTheorique,
       ROUND(COALESCE(SUM(r.total), 0), 2) AS totalLoyerPercus,
       ROUND(COALESCE(SUM(r.fees), 0), 2)  AS totalHonoraires
     FROM properties p LEFT JOIN received r ON r.property_id = p.id
     WHERE p.sold = 0`,
  );
  const cars = db.prepare<[], { label: string; annee: number | null; montant: number; nbmois: number }>(CAR_ROWS_SQL);
  const expenses = db.prepare<[], Expense>(
    `SELECT spent_on AS COP_DATE, label AS COP_LIBELLE, ROUND(amount, 2) AS COP_MONT, merchant AS COP_GARAGE,
       CAST(strftime('%Y', spent_on) AS INTEGER) AS year
     FROM personal_expenses ORDER BY spent_on DESC, id DESC`,
  );

  const owned = db.prepare<[], OwnedPropertySql>(
    'SELECT id, type, share_percent, joint_ownership, purchase_price, purchase_date, sale_date, sold FROM properties ORDER BY id',
  );
  const estimates = db.prepare<[], { property_id: number; date: string; valeur: number }>(
    'SELECT property_id, estimated_on AS date, value AS valeur FROM property_estimates ORDER BY property_id, estimated_on',
  );

  const version = dataVersionOf(db);

  return {
    // The two reads every dashboard visit makes (the properties are alldata's first half, see
    // api/src/routes/allData.ts): kept until the data changes or the day turns.
    properties: memoUntilChange(version, (today): Immo[] => immos.all({ today })),

    recapLoyers: memoUntilChange(version, (today): RecapLoyers => {
      const map: Record<string, RecapImmo> = {};
      const owing = rents?.owing();
      for (const { property_id, ...row } of recapImmos.all({ today })) {
        map[row.IM_NOM] = owing ? { ...row, reste_du: owing.get(property_id) ?? null } : row;
      }
      const totals = recapTotals.get({ today });
      return {
        immos: map,
        totalLoyerTheorique: totals?.totalLoyerTheorique ?? 0,
        totalLoyerPercus: totals?.totalLoyerPercus ?? 0,
        totalHonoraires: totals?.totalHonoraires ?? 0,
      };
    }),

    loanTable(today: string): Record<string, LoanRow> {
      return loanTable(loans.all(), today);
    },

    carExpenses(): Record<string, CarRow[]> {
      const out: Record<string, CarRow[]> = {};
      for (const { label, annee, montant, nbmois } of cars.all()) {
        (out[label] ??= []).push({ annee: annee ?? 'Total', montant, nbmois });
      }
      return out;
    },

    personalExpenses(): Expense[] {
      return expenses.all();
    },

    /** Every property, by id, with its share and its estimates. */
    ownedProperties(): OwnedProperty[] {
      const byProperty = new Map<number, OwnedProperty['estimates']>();
      for (const { property_id, date, valeur } of estimates.all()) {
        const list = byProperty.get(property_id) ?? [];
        list.push({ date, valeur });
        byProperty.set(property_id, list);
      }
      return owned.all().map((p) => ({
        id: p.id,
        purchasePrice: p.purchase_price,
        purchaseDate: p.purchase_date,
        saleDate: p.sale_date,
        sold: p.sold === 1,
        share: shareOf(p),
        estimates: byProperty.get(p.id) ?? [],
      }));
    },

    /** Every loan, by name, with its terms, its property and its schedule. */
    loans(): Loan[] {
      return loans.all();
    },
  };
}

export type ImmoQueries = ReturnType<typeof createImmoQueries>;
