/**
 * « Régulariser » and the deposit's return, written through the data core (host.write): each in
 * one transaction and one journal entry, undoable; every row checked by its section's schema.
 *  - A regularization records its balance on the lease (regularisationsCharges, replacing one
 *    of the same year), due or credited from `a_partir_de`, at once or over twelve months; and,
 *    when asked, the new provision as a revision dated `a_partir_de` with the rent then in force
 *    unchanged (revisionsBaux, replacing one of that day).
 *  - A return records on the lease the keys' day (ending it then if it has no end), the
 *    inspection, the day and amount paid back, and replaces its deductions (retenuesDepot).
 */
import { HttpError, type AreaHost, type AreaWrites } from 'server-kit';
import { returnDepositSchema, settleChargesSchema, toCents, type ChargeSettlement, type Deposit } from '../../contract';
import type { ChargeSettlements, SettlementLease } from './chargeSettlement';
import type { DepositLease, Deposits } from './deposit';

const conflict = (message: string) => new HttpError(409, 'conflict', message);
const frenchDay = (iso: string) => iso.split('-').reverse().join('/');

/** The request body checked by `schema`, or a 400 naming the field. */
function bodyOf<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new HttpError(400, 'bad_request', `Champ « ${issue.path.map(String).join('.') || 'corps'} » invalide : ${issue.message}.`);
}

/** The lease's stored row (import format) without its id. */
function leaseRow(writes: AreaWrites, bailId: number): Record<string, unknown> {
  const [row] = writes.list('baux', { column: 'id', value: bailId });
  if (!row) throw new HttpError(404, 'not_found', `Bail n° ${bailId} inconnu.`);
  const { id: _id, ...fields } = row;
  return fields;
}

export function settleCharges(host: AreaHost, settlements: ChargeSettlements, lease: SettlementLease, annee: number, body: unknown): ChargeSettlement {
  const ask = bodyOf(settleChargesSchema, body);
  const today = host.today();
  if (`${annee}-12-31` >= today) throw conflict(`L'année ${annee} n'est pas terminée : ses charges se régularisent une fois l'année close.`);
  const computed = settlements.of(lease, annee, today);
  if (computed.jours === 0) throw conflict(`Le bail n° ${lease.id} n'a pas couru en ${annee} : rien à régulariser.`);
  if (ask.a_partir_de < lease.debut || (lease.fin !== null && ask.a_partir_de.slice(0, 7) > lease.fin.slice(0, 7))) {
    throw conflict(
      lease.fin !== null && ask.a_partir_de > lease.fin
        ? `Le bail a pris fin le ${frenchDay(lease.fin)} : réglez ce solde avec le dépôt de garantie (retenue « charges ») ou à part.`
        : `Le ${frenchDay(ask.a_partir_de)} précède le début du bail (${frenchDay(lease.debut)}).`,
    );
  }
  host.write(`Régularisation des charges ${annee} — bail n° ${lease.id}`, (writes) => {
    const row = { bail_id: lease.id, annee, solde: computed.solde, a_partir_de: ask.a_partir_de, mensualites: ask.etaler ? 12 : 1 };
    const [before] = writes.list('regularisationsCharges', { column: 'lease_id', value: lease.id }).filter((r) => r.annee === annee);
    if (before) writes.update('regularisationsCharges', before.id, row);
    else writes.insert('regularisationsCharges', row);
    if (!ask.appliquer_provision) return;
    const fields = leaseRow(writes, lease.id);
    const revisions = writes.list('revisionsBaux', { column: 'lease_id', value: lease.id }).sort((a, b) => String(a.date).localeCompare(String(b.date)) || a.id - b.id);
    const inForce = revisions.filter((r) => String(r.date) <= ask.a_partir_de).at(-1);
    const revision = { bail_id: lease.id, date: ask.a_partir_de, loyer_hc: Number(inForce?.loyer_hc ?? fields.loyer_hc), charges: computed.nouvelle_provision };
    const sameDay = revisions.find((r) => r.date === ask.a_partir_de);
    if (sameDay) writes.update('revisionsBaux', sameDay.id, revision);
    else writes.insert('revisionsBaux', revision);
  });
  return settlements.of(lease, annee, today);
}

export function returnDeposit(host: AreaHost, deposits: Deposits, lease: DepositLease, body: unknown): Deposit {
  const ask = bodyOf(returnDepositSchema, body);
  if (ask.cles_rendues_le < lease.debut) throw conflict(`Les clés ne peuvent pas être rendues avant le début du bail (${frenchDay(lease.debut)}).`);
  if (ask.restitue_le < ask.cles_rendues_le) throw conflict('Le dépôt ne peut pas être restitué avant la remise des clés.');
  const kept = ask.retenues.reduce((sum, r) => sum + toCents(r.montant), 0);
  if (kept > toCents(lease.montant)) throw conflict('Les retenues dépassent le dépôt de garantie.');
  const held = ask.retenues.filter((r) => r.nature === 'provision_copro').reduce((sum, r) => sum + toCents(r.montant), 0);
  const max = toCents(deposits.of(lease, host.today()).retenue_copro_max);
  if (held > max) {
    throw conflict(
      max === 0
        ? "Une provision jusqu'à l'arrêté des comptes du syndic ne se retient que pour un lot en copropriété (art. 22)."
        : `La provision gardée jusqu'à l'arrêté des comptes du syndic ne peut dépasser 20 % du dépôt, soit ${(max / 100).toFixed(2).replace('.', ',')} € (art. 22).`,
    );
  }
  host.write(`Restitution du dépôt de garantie — bail n° ${lease.id}`, (writes) => {
    const fields = leaseRow(writes, lease.id);
    writes.update('baux', lease.id, {
      ...fields,
      fin: fields.fin ?? ask.cles_rendues_le,
      cles_rendues_le: ask.cles_rendues_le,
      edl_conforme: ask.edl_conforme,
      depot_restitue_le: ask.restitue_le,
      depot_restitue: ask.restitue,
    });
    for (const r of writes.list('retenuesDepot', { column: 'lease_id', value: lease.id })) writes.remove('retenuesDepot', r.id);
    for (const r of ask.retenues) writes.insert('retenuesDepot', { bail_id: lease.id, ...r });
  });
  return deposits.of(deposits.lease(lease.id)!, host.today());
}
