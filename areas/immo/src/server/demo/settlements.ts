/**
 * The demo's charges to regularize and deposits returned (loi du 6 juillet 1989, art. 22 and 23):
 *  - each property let unfurnished today records the recoverable part of its syndic's yearly
 *    statement for the last three years (the years a regularization may still be claimed),
 *    80 to 100 % of what its tenant's provisions bring in a year, and Lyon its tenant's cold
 *    water as well: with the TEOM of each taxe foncière, the regularizations due;
 *  - the old leases record their keys (their end) and the return of their deposit, 10 to 25
 *    days later, except those still within their deadline; one in four keeps a deduction for
 *    repairs, one for an unpaid last rent, and one was returned late, 40 days past its
 *    one-month deadline (two months begun: 2 × 10 % of its rent).
 */
import { addMonths, cents, type DemoClock, type DemoRowsOf } from 'server-kit';
import type { immoSections } from '../../contract';
import { DEMO_PROPERTIES } from './properties';

type Rows = Required<DemoRowsOf<typeof immoSections>>;

export function recoverableCharges(clock: DemoClock): Rows['chargesRecuperables'] {
  const rows: Rows['chargesRecuperables'] = [];
  for (const p of DEMO_PROPERTIES) {
    if (!p.tenant || p.sale || p.rent <= 0 || p.furnished) continue;
    for (const annee of [clock.year - 3, clock.year - 2, clock.year - 1]) {
      const share = 0.8 + ((annee + p.name.length) % 5) / 20;
      rows.push({ IM_NOM: p.name, annee, nature: 'copropriete', libelle: `Part récupérable du décompte du syndic ${annee}`, montant: cents(p.tenant.charges * 12 * share) });
      if (p.name === 'Lyon Croix-Rousse') rows.push({ IM_NOM: p.name, annee, nature: 'eau_chauffage', libelle: 'Eau froide (compteur individuel)', montant: cents(148.6 + annee - 2020) });
    }
  }
  return rows;
}

const addDays = (day: string, days: number) => new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10) + days)).toISOString().slice(0, 10);

/** The leases with their deposits returned, and the deductions kept. */
export function depositReturns(clock: DemoClock, leases: Rows['baux']): { baux: Rows['baux']; retenuesDepot: Rows['retenuesDepot'] } {
  const retenuesDepot: Rows['retenuesDepot'] = [];
  const ended = leases.filter((l) => l.fin != null && addMonths(l.fin, 1) < clock.today).sort((a, b) => a.fin!.localeCompare(b.fin!));
  const late = ended[1]?.id;
  const baux = leases.map((l) => {
    const rank = ended.indexOf(l);
    if (rank < 0) return l;
    const deposit = l.depot_garantie ?? 0;
    const kept: Rows['retenuesDepot'] = [];
    if (rank % 4 === 2) kept.push({ bail_id: l.id!, libelle: 'Remise en peinture de la chambre (devis joint)', montant: Math.min(deposit, 240), nature: 'reparations' });
    if (rank === 5) kept.push({ bail_id: l.id!, libelle: 'Solde du loyer du dernier mois', montant: Math.min(deposit, 150), nature: 'loyers_impayes' });
    retenuesDepot.push(...kept);
    const returned = l.id === late ? addDays(addMonths(l.fin!, 1), 40) : addDays(l.fin!, 10 + (rank * 7) % 16);
    const restitue = cents(deposit - kept.reduce((sum, r) => sum + r.montant, 0));
    return { ...l, cles_rendues_le: l.fin, depot_restitue_le: returned, depot_restitue: restitue };
  });
  return { baux, retenuesDepot };
}
