/**
 * The demo account's transactions over the last two full months before the clock's month and
 * the current month to date: what the demo's sample statements hold (demoStatements.ts), so
 * that a fresh start can try the statements page on lines that match its data.
 *  - each rent of each demo lease running then, at its amount due (leaseMonths), credited a
 *    few days around its due date, naming the tenant; the demo's one partial rent as the
 *    dataset records it (part of the month, on its due date); a month the dataset has not
 *    received yet (late or to come) has no line;
 *  - each loan instalment debited on its due date;
 *  - everyday debits (supermarket, fuel, home insurance, property tax by monthly debit) and
 *    one refund.
 * Same clock, same lines.
 */
import { createRng, daysInMonth, isoDay, monthFromIndex, monthIndex, parseIsoDay, type Rng } from 'server-kit';
import { loanSchedule, monthlyInsurance } from '../../../contract';
import { immoDemoRows } from '../../demo';
import { leaseMonths } from '../../rents/rentDue';

export interface DemoBankLine {
  /** AAAA-MM-JJ. */
  date: string;
  libelle: string;
  /** Signed, in euros: a debit is negative. */
  montant: number;
  /** The bank's id, written in the OFX and CAMT files. */
  fitid: string;
}

/** The demo's account, as the files name it (a made-up bank code). */
export const DEMO_ACCOUNT = { banque: '30004', guichet: '00001', compte: '00012345678', iban: 'FR7630004000010001234567890', titulaire: 'JEAN MARTIN' };

const MOIS = ['JANVIER', 'FÉVRIER', 'MARS', 'AVRIL', 'MAI', 'JUIN', 'JUILLET', 'AOÛT', 'SEPTEMBRE', 'OCTOBRE', 'NOVEMBRE', 'DÉCEMBRE'];
const pad = (n: number) => String(n).padStart(2, '0');
const dayIn = (idx: number, day: number) => {
  const { year, month } = monthFromIndex(idx);
  return `${year}-${pad(month)}-${pad(Math.max(1, Math.min(day, daysInMonth(year, month))))}`;
};
const cents = (euros: number) => Math.round(euros * 100);

type Line = Omit<DemoBankLine, 'fitid'>;
/** The demo's leases, rents and loans the lines are made of. */
type DemoRows = ReturnType<typeof immoDemoRows>;

function rents(data: DemoRows, fromIdx: number, nowIdx: number, today: string, rng: Rng): Line[] {
  const lines: Line[] = [];
  for (const bail of data.baux ?? []) {
    const revisions = (data.revisionsBaux ?? []).filter((r) => r.bail_id === bail.id);
    const lease = { ...bail, fin: bail.fin ?? null, charges: bail.charges ?? 0 };
    for (const m of leaseMonths(lease, revisions, [], nowIdx)) {
      const { year, month } = parseIsoDay(`${m.mois}-01`);
      const idx = monthIndex(year, month);
      if (idx < fromIdx || idx > nowIdx) continue;
      // What the dataset received for that month: all of it, part of it (the partial rent) or nothing yet.
      const payments = (data.loyers ?? []).filter((p) => p.IM_NOM === bail.IM_NOM && p.date.startsWith(m.mois));
      const received = payments.reduce((sum, p) => sum + cents(p.montant), 0);
      const shift = rng.int(-2, 3);
      if (received === 0) continue;
      const libelle = `VIR SEPA ${bail.locataire.toUpperCase()} LOYER ${MOIS[month - 1]}`;
      if (received < m.du) {
        lines.push({ date: payments[0]!.date, libelle, montant: received / 100 });
        continue;
      }
      const date = dayIn(idx, parseIsoDay(m.echeance).day + shift);
      lines.push({ date: date > today ? today : date, libelle, montant: m.du / 100 });
    }
  }
  return lines;
}

function instalments(data: DemoRows, from: string, today: string): Line[] {
  return (data.emprunts ?? []).flatMap((loan) => {
    const assurance_mensuelle = monthlyInsurance(loan.capital, loan.assurance_mensuelle, loan.assurance_taux);
    return loanSchedule({ capital: loan.capital, taux: loan.taux, duree_mois: loan.duree_mois, debut: loan.debut, assurance_mensuelle })
      .filter((e) => e.date >= from && e.date <= today)
      .map((e) => ({ date: e.date, libelle: `ECHEANCE PRET ${loan.nom.toUpperCase()} ${e.n}/${loan.duree_mois}`, montant: -e.mensualite }));
  });
}

/** The everyday debits of a month, and the refund of the first month. */
function everyday(idx: number, first: boolean, rng: Rng): Line[] {
  const lines: Line[] = [
    { date: dayIn(idx, 4), libelle: 'CB CARREFOUR MARKET CALUIRE', montant: -rng.amount(35, 140) },
    { date: dayIn(idx, 5), libelle: 'PRLV SEPA MAIF ASSURANCE HABITATION', montant: -31.4 },
    { date: dayIn(idx, 7), libelle: 'CB BOULANGERIE DU MARCHÉ', montant: -rng.amount(4, 12) },
    { date: dayIn(idx, 9), libelle: 'CB STATION TOTAL LYON VAISE', montant: -rng.amount(50, 85) },
    { date: dayIn(idx, 13), libelle: 'CB CARREFOUR MARKET CALUIRE', montant: -rng.amount(35, 140) },
    { date: dayIn(idx, 15), libelle: 'PRLV SEPA DGFIP TAXE FONCIERE MENSUALISÉE', montant: -142 },
    { date: dayIn(idx, 22), libelle: 'CB CARREFOUR MARKET CALUIRE', montant: -rng.amount(35, 140) },
    { date: dayIn(idx, 24), libelle: 'CB STATION TOTAL LYON VAISE', montant: -rng.amount(50, 85) },
  ];
  if (first) lines.push({ date: dayIn(idx, 18), libelle: 'REMBOURSEMENT CB DÉCATHLON CHAUSSURES', montant: rng.amount(20, 60) });
  return lines;
}

export function demoBankLines(clock: Date): DemoBankLine[] {
  const today = isoDay(clock);
  const { year, month } = parseIsoDay(today);
  const nowIdx = monthIndex(year, month);
  const fromIdx = nowIdx - 2;
  const from = dayIn(fromIdx, 1);
  const data = immoDemoRows(clock);
  const rng = createRng(nowIdx);
  const lines = [
    ...rents(data, fromIdx, nowIdx, today, rng),
    ...instalments(data, from, today),
    ...[fromIdx, fromIdx + 1, nowIdx].flatMap((idx) => everyday(idx, idx === fromIdx, rng)),
  ].filter((l) => l.date <= today);
  // Date order, a stable order within a day (the array order above, which does not depend on sorting).
  const ordered = lines.map((l, i) => ({ l, i })).sort((a, b) => (a.l.date < b.l.date ? -1 : a.l.date > b.l.date ? 1 : a.i - b.i));
  return ordered.map(({ l }, i) => ({ ...l, fitid: `${l.date.replace(/-/g, '')}${String(i + 1).padStart(5, '0')}` }));
}
