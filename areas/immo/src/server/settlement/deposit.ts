/**
 * An ended lease's deposit (loi n° 89-462 du 6 juillet 1989, art. 22), read from the base:
 *  - its deadline from the keys' day (cles_rendues_le, else the lease's end) and the move-out
 *    inspection: one month when it matches the move-in, two otherwise (contract/deposit.ts);
 *  - the deductions kept (retenuesDepot), each justified by its label;
 *  - a late return: 10 % of the monthly rent hors charges in force at the end, for each month
 *    begun past the deadline, up to the return, or up to today while it is not returned;
 *  - for a lot in a copropriété (recoverable copropriété charges or syndic's calls recorded),
 *    the 20 % that may be held until the syndic's yearly accounts.
 */
import type { Db } from 'server-kit';
import { COPRO_HOLD_SHARE, depositDeadline, latePenaltyCents, toCents, toEuros, type DeductionKind, type Deposit } from '../../contract';

export interface DepositLease {
  id: number;
  property_id: number;
  debut: string;
  fin: string | null;
  montant: number;
  cles_rendues_le: string | null;
  edl_conforme: number | null;
  restitue_le: string | null;
  restitue: number | null;
}

export interface Deposits {
  lease(bailId: number): DepositLease | undefined;
  of(lease: DepositLease, today: string): Deposit;
}

export function createDeposits(db: Db): Deposits {
  const oneLease = db.prepare<[number], DepositLease>(
    `SELECT id, property_id, start_date AS debut, end_date AS fin, deposit AS montant, keys_returned_on AS cles_rendues_le,
       inspection_matches AS edl_conforme, deposit_returned_on AS restitue_le, deposit_returned AS restitue
     FROM leases WHERE id = ?`,
  );
  const rentAt = db.prepare<[string, number], number>(
    `SELECT COALESCE((SELECT rent FROM lease_revisions WHERE lease_id = l.id AND from_date <= ? ORDER BY from_date DESC, id DESC LIMIT 1), l.rent)
     FROM leases l WHERE l.id = ?`,
  ).pluck();
  const deductions = db.prepare<[number], { libelle: string; montant: number; nature: DeductionKind }>(
    'SELECT label AS libelle, amount AS montant, kind AS nature FROM deposit_deductions WHERE lease_id = ? ORDER BY id',
  );
  const inCopro = db.prepare<[number, number], number>(
    `SELECT EXISTS (SELECT 1 FROM recoverable_charges WHERE property_id = ? AND nature = 'copropriete')
         OR EXISTS (SELECT 1 FROM property_charges WHERE property_id = ? AND category IN ('provisions_copro', 'regularisation_copro'))`,
  ).pluck();

  return {
    lease: (bailId) => oneLease.get(bailId),
    of(lease, today) {
      const keys = lease.cles_rendues_le ?? lease.fin;
      const deadline = keys ? depositDeadline(keys, lease.edl_conforme).date : null;
      const until = lease.restitue_le ?? today;
      const late = deadline !== null && until > deadline;
      const monthlyRent = keys ? toCents(rentAt.get(keys, lease.id) ?? 0) : 0;
      return {
        montant: lease.montant,
        cles_rendues_le: keys,
        date_limite: deadline,
        restitue_le: lease.restitue_le,
        restitue: lease.restitue,
        retenues: deductions.all(lease.id),
        penalite: late ? toEuros(latePenaltyCents(deadline, until, monthlyRent).cents) : 0,
        en_retard: late,
        retenue_copro_max: inCopro.get(lease.property_id, lease.property_id) === 1 ? toEuros(Math.round(toCents(lease.montant) * COPRO_HOLD_SHARE)) : 0,
      };
    },
  };
}
