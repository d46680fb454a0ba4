/**
 * The regularization of a lease's charges for a year (loi n° 89-462 du 6 juillet 1989, art. 23):
 *  - the recoverable charges of its property that year, each kind with its amount: the rows of
 *    chargesRecuperables, and the TEOM of the year's taxe foncière unless the owner unticked it
 *    for the property (décret n° 87-713 du 26 août 1987, annexe, VIII);
 *  - the lease's part of each: the amount × the days the lease ran that year / the year's days
 *    (365 or 366), rounded to the cent; `total` their sum;
 *  - the provisions received: the charge part of the year's payments of the lease, as line 211
 *    splits them (earnings/rentReceipts.ts), a regularization's part left out;
 *  - solde = total − provisions (owed by the tenant when positive, refunded when negative);
 *  - the new monthly provision: the year's recoverable charges (whole year) / 12, to the cent;
 *  - `tardive` once the year after has ended: the tenant may then pay by twelfths (art. 23, al. 6).
 * Amounts in cents inside, euros out.
 */
import type { Db } from 'server-kit';
import { RECOVERABLE_NATURE_LABELS, toEuros, type ChargeSettlement, type RecoverableNature, type SettlementDue } from '../../contract';
import { createRentReceipts } from '../earnings/rentReceipts';
import { daysBetween } from '../rents/rentDue';

export interface SettlementLease {
  id: number;
  property_id: number;
  IM_NOM: string;
  locataire: string;
  debut: string;
  fin: string | null;
  teom_recoverable: number;
}

/** The days of `annee` the lease ran (0 when none), of the year's days. */
export function daysRun(lease: Pick<SettlementLease, 'debut' | 'fin'>, annee: number): { jours: number; jours_annee: number } {
  const first = `${annee}-01-01`;
  const last = `${annee}-12-31`;
  const from = lease.debut > first ? lease.debut : first;
  const to = lease.fin !== null && lease.fin < last ? lease.fin : last;
  return { jours: Math.max(0, daysBetween(from, to) + 1), jours_annee: daysBetween(first, last) + 1 };
}

export interface ChargeSettlements {
  lease(bailId: number): SettlementLease | undefined;
  /** The regularization of `annee` for lease `bailId`, as of `today`. */
  of(lease: SettlementLease, annee: number, today: string): ChargeSettlement;
  /** Each lease's first year to regularize: over, within the last three (art. 7-1), with recoverable charges, not recorded. */
  due(today: string): SettlementDue[];
}

export function createChargeSettlements(db: Db): ChargeSettlements {
  const { receivedOn } = createRentReceipts(db);
  const leaseColumns = `l.id, l.property_id, p.name AS IM_NOM, l.tenant AS locataire, l.start_date AS debut, l.end_date AS fin, p.teom_recoverable
    FROM leases l JOIN properties p ON p.id = l.property_id`;
  const oneLease = db.prepare<[number], SettlementLease>(`SELECT ${leaseColumns} WHERE l.id = ?`);
  const allLeases = db.prepare<[], SettlementLease>(`SELECT ${leaseColumns} ORDER BY p.name, l.start_date, l.id`);
  const charges = db.prepare<[number, number], { nature: RecoverableNature; libelle: string; montant: number }>(
    `SELECT nature, label AS libelle, CAST(ROUND(amount * 100) AS INTEGER) AS montant FROM recoverable_charges
     WHERE property_id = ? AND year = ? ORDER BY id`,
  );
  const teom = db.prepare<[number, number], number>('SELECT CAST(ROUND(teom * 100) AS INTEGER) FROM property_taxes WHERE property_id = ? AND year = ?').pluck();
  const recorded = db.prepare<[number, number], { solde: number; a_partir_de: string; mensualites: number }>(
    'SELECT balance AS solde, from_date AS a_partir_de, instalments AS mensualites FROM charge_settlements WHERE lease_id = ? AND year = ?',
  );

  /** Each recoverable charge of the property that year, in cents. */
  function chargesOf(lease: SettlementLease, annee: number) {
    const rows = charges.all(lease.property_id, annee);
    const waste = lease.teom_recoverable === 1 ? (teom.get(lease.property_id, annee) ?? 0) : 0;
    return waste > 0 ? [...rows, { nature: 'teom' as const, libelle: RECOVERABLE_NATURE_LABELS.teom, montant: waste }] : rows;
  }

  return {
    lease: (bailId) => oneLease.get(bailId),

    of(lease, annee, today) {
      const { jours, jours_annee } = daysRun(lease, annee);
      const lines = chargesOf(lease, annee).map((c) => ({ ...c, part: Math.round((c.montant * jours) / jours_annee) }));
      const total = lines.reduce((sum, c) => sum + c.part, 0);
      const yearly = lines.reduce((sum, c) => sum + c.montant, 0);
      const provisions = receivedOn(lease.id, `${annee}-01-01`, `${annee}-12-31`).reduce((sum, r) => sum + r.montant - r.loyer - r.regularisation, 0);
      const saved = recorded.get(lease.id, annee);
      return {
        bail_id: lease.id,
        annee,
        jours,
        jours_annee,
        charges: lines.map((c) => ({ nature: c.nature, libelle: c.libelle, montant: toEuros(c.montant), part: toEuros(c.part) })),
        total: toEuros(total),
        provisions: toEuros(provisions),
        solde: toEuros(total - provisions),
        nouvelle_provision: toEuros(Math.round(yearly / 12)),
        tardive: today > `${annee + 1}-12-31`,
        enregistree: saved ?? null,
      };
    },

    due(today) {
      const current = Number(today.slice(0, 4));
      const out: SettlementDue[] = [];
      for (const lease of allLeases.all()) {
        for (let annee = current - 3; annee < current; annee++) {
          if (daysRun(lease, annee).jours === 0 || recorded.get(lease.id, annee)) continue;
          if (chargesOf(lease, annee).length === 0) continue;
          out.push({ bail_id: lease.id, IM_NOM: lease.IM_NOM, locataire: lease.locataire, annee });
          break;
        }
      }
      return out.sort((a, b) => a.annee - b.annee || a.IM_NOM.localeCompare(b.IM_NOM, 'fr') || a.bail_id - b.bail_id);
    },
  };
}
