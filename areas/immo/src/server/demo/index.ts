/**
 * The immo area's demo rows, generated from the demo's seeded generators and `now`: the demo
 * properties (every type, sold and unsold), their loans, rents up to the current month with
 * vacancies, leases and their IRL revisions (the rent cycle: one partial and late rent),
 * property tax, charges and works, estimates, a prior deficit, car and personal expenses every
 * year since 2015, the bank statements' rules (statements/demo/). Same `now` → same rows.
 */
import {
  addMonths,
  cents,
  dayOf,
  DEMO_FIRST_YEAR,
  demoClockOf,
  demoRng,
  monthFromIndex,
  monthIndex,
  parseIsoDay,
  type DemoClock,
  type DemoRowsOf,
} from 'server-kit';
import type { immoSections } from '../../contract';
import { irlDueOn } from '../earnings/irlPublication';
import { DEMO_RULES } from '../statements/demo/demoRules';
import { quarterPublishedOn } from '../earnings/rentRevision';
import { demoIrl } from './irl';
import { DEMO_OTHER_LOANS, DEMO_OWNER, DEMO_PROPERTIES } from './properties';

/** The immo sections the demo fills (of the bank statements' sections, only their rules). */
type ImmoRows = Required<DemoRowsOf<typeof immoSections>>;

const pad = (n: number) => String(n).padStart(2, '0');

function properties(): ImmoRows['immos'] {
  return DEMO_PROPERTIES.map((p) => {
    const runningLoan = p.loan && !p.sale ? p.loan : undefined;
    return {
      IM_NOM: p.name,
      IM_INDIVISION: p.jointOwnership,
      IM_TYPE_PROP: p.type,
      IM_PRET_MT: runningLoan?.capital ?? 0,
      IM_FIN_PRET: runningLoan ? addMonths(p.purchaseDate, runningLoan.months) : null,
      IM_MT_LOYER: p.rent,
      IM_AGENCE: cents(p.rent * p.agencyRate),
      IM_DATE_ACHAT: p.purchaseDate,
      IM_DATE_VTE: p.sale?.date ?? null,
      IM_VENDU: p.sale ? 1 : 0,
      IM_PA: p.purchasePrice,
      IM_PX_VTE: p.sale?.price ?? 0,
      IM_COMMENT: p.comment,
      loyerTheo: p.theoreticalRent,
      // Sold properties keep no lease: nothing left to revise.
      IM_DATE_BAIL: p.sale ? null : (p.lease?.date ?? null),
      IM_TRIM_IRL: p.sale ? null : (p.lease?.irlQuarter ?? null),
      IM_QUOTE_PART: p.sharePercent ?? null,
      IM_MEUBLE: p.furnished ? 1 : 0,
      // Notary and agency fees: about 7.5 % of the price of an existing home.
      IM_FRAIS_ACHAT: Math.round(p.purchasePrice * 0.075),
      IM_ADRESSE: p.address,
    };
  });
}

/** A loan per financed property, named after it (IM_NOM null: linked by name), then the others. */
function loans(): ImmoRows['emprunts'] {
  const named = DEMO_PROPERTIES.flatMap((p) =>
    p.loan && !p.sale
      ? [
          {
            nom: p.name,
            capital: p.loan.capital,
            taux: p.loan.ratePercent,
            duree_mois: p.loan.months,
            debut: p.purchaseDate,
            assurance_mensuelle: 'monthly' in p.loan.insurance ? p.loan.insurance.monthly : null,
            assurance_taux: 'ratePercent' in p.loan.insurance ? p.loan.insurance.ratePercent : null,
            IM_NOM: null,
          },
        ]
      : [],
  );
  return [...named, ...DEMO_OTHER_LOANS];
}

/** Monthly rents from 2015 (or the month after purchase) to today or the sale, with vacancies. */
function rentPayments(clock: DemoClock): ImmoRows['loyers'] {
  const rows: ImmoRows['loyers'] = [];
  for (const p of DEMO_PROPERTIES) {
    if (p.rent <= 0) continue;
    const rng = demoRng(`loyers:${p.name}`);
    const bought = parseIsoDay(p.purchaseDate);
    const sold = p.sale ? parseIsoDay(p.sale.date) : undefined;
    const start = Math.max(monthIndex(DEMO_FIRST_YEAR, 1), monthIndex(bought.year, bought.month) + 1);
    const end = sold ? monthIndex(sold.year, sold.month) - 1 : clock.monthIdx;
    const refYear = sold ? sold.year : clock.year;
    const forcedVacancy = p.name === 'Villeurbanne Gratte-Ciel' ? [clock.monthIdx - 5, clock.monthIdx - 4] : [];
    let vacantLeft = 0;
    for (let idx = start; idx <= end; idx++) {
      const { year, month } = monthFromIndex(idx);
      const payDay = rng.int(1, 8);
      const startsVacancy = rng.chance(0.012);
      const vacancyLength = rng.int(1, 3);
      if (vacantLeft > 0) {
        vacantLeft--;
        continue;
      }
      if (startsVacancy) {
        vacantLeft = vacancyLength - 1;
        continue;
      }
      if (forcedVacancy.includes(idx)) continue;
      const date = dayOf(year, month, payDay);
      if (date > clock.today) continue;
      const amount = cents(p.rent / 1.015 ** (refYear - year));
      rows.push({ IM_NOM: p.name, date, montant: amount, honoraires: cents(amount * p.agencyRate) });
    }
  }
  return rows;
}

/** Days past its due date after which the demo's late rent counts (RETARD_JOURS's default). */
const DEMO_RETARD_JOURS = 5;
/** The lease whose latest month past due is paid only in part, and what came for it. */
const LATE_TENANT_OF = 'Montpellier Antigone';
const DEMO_PARTIAL_PAYMENT = 300;

const firstOfMonth = (idx: number) => {
  const { year, month } = monthFromIndex(idx);
  return dayOf(year, month, 1);
};
const daysFrom = (from: string, to: string) => {
  const a = parseIsoDay(from);
  const b = parseIsoDay(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
};

/** A lease of the demo, and its revisions. */
interface DemoLease {
  row: ImmoRows['baux'][number];
  revisions: ImmoRows['revisionsBaux'];
  agencyRate: number;
}

/**
 * The revisions of a lease at each anniversary up to `until` (loi du 6 juillet 1989, art.
 * 17-1): its rent hors charges × the IRL of its quarter published at the anniversary / the same
 * quarter a year before, the charges unchanged. From the first anniversary whose index is not
 * in the series yet, none: the owner applies it once INSEE publishes it.
 */
function anniversaryRevisions(id: number, debut: string, until: string, loyerHc: number, charges: number, quarter: number) {
  const rows: ImmoRows['revisionsBaux'] = [];
  let rent = loyerHc;
  for (let year = parseIsoDay(debut).year + 1; `${year}${debut.slice(4)}` <= until; year++) {
    const date = `${year}${debut.slice(4)}`;
    const due = irlDueOn(quarter, date);
    const now = demoIrl(due.annee, quarter);
    const before = demoIrl(due.annee - 1, quarter);
    if (now === undefined || before === undefined) break;
    rent = cents((rent * now) / before);
    rows.push({ bail_id: id, date, loyer_hc: rent, charges });
  }
  return rows;
}

/** What a lease calls for in the month of `date`: the amounts in force on its due day that month. */
function dueInMonthOf(lease: DemoLease, date: string): number {
  const due = `${date.slice(0, 7)}-${pad(lease.row.jour_echeance)}`;
  let amounts = { loyer_hc: lease.row.loyer_hc, charges: lease.row.charges ?? 0 };
  for (const r of lease.revisions) if (r.date <= due) amounts = r;
  return cents(amounts.loyer_hc + amounts.charges);
}

/**
 * A lease per let property (unsold, rent > 0), its revisions, and the payments adjusted for the
 * rent cycle. Each lease starts on the first of a month: its property's lease date, or the month
 * after the property's last vacancy (a month without payment). The current leases come first
 * (ids 1 on), then a former lease for each run of paid months before them (a vacancy is a change
 * of tenant), sold properties included, ended on the last day of the run. Marseille Vauban has
 * none recorded: its payments are the statement's « Loyers sans bail ».
 * Each lease starts at the rent of its first calendar year, split into `charges` and `loyer_hc`
 * the rest, and is revised at each anniversary with the IRL of its quarter (the property's
 * lease quarter, else that of the latest index published at its start), as far as the series
 * goes. Every month of a lease has its payment, of the amount due that month (rent and charges
 * in force on its due day). Due days run from 2 to 10 and payments come on days 1 to 8, so the
 * current month is never more than 5 days late by chance. Then, relative to `now`:
 *  - LATE_TENANT_OF's payments from the latest month whose due date is more than 5 days past
 *    are dropped, and 300 € come for that month on its due date: the one partial payment, and
 *    the one late rent (the month after it, when there is one, is due but not yet late, or not
 *    yet due: it has nothing).
 * Payments of Lyon and Chambéry name their lease (bail_id); the others go to the lease
 * covering their date.
 */
function rentCycle(clock: DemoClock, payments: ImmoRows['loyers']) {
  const leases: DemoLease[] = [];
  const totalOf = (p: (typeof DEMO_PROPERTIES)[number], year: number) => cents(p.rent / 1.015 ** ((p.sale ? parseIsoDay(p.sale.date).year : clock.year) - year));
  const paidMonthsOf = (p: (typeof DEMO_PROPERTIES)[number]) => new Set(payments.filter((r) => r.IM_NOM === p.name).map((r) => r.date.slice(0, 7)));
  const addLease = (p: (typeof DEMO_PROPERTIES)[number], tenant: { name: string; email: string | null }, from: number, to: number | null, quarter: number | null) => {
    const id = leases.length + 1;
    const debut = firstOfMonth(from);
    const runEnd = to === null ? null : dayOf(monthFromIndex(to).year, monthFromIndex(to).month, 31);
    // A sale ends the lease at the latest (the data core would end it there).
    const fin = runEnd !== null && p.sale && p.sale.date < runEnd ? p.sale.date : runEnd;
    const { charges, dueDay } = p.tenant!;
    const loyerHc = cents(totalOf(p, monthFromIndex(from).year) - charges);
    leases.push({
      row: {
        id,
        IM_NOM: p.name,
        locataire: tenant.name,
        email: tenant.email,
        debut,
        fin,
        loyer_hc: loyerHc,
        charges,
        // One month of rent without charges (two for a furnished letting).
        depot_garantie: cents(loyerHc * (p.furnished ? 2 : 1)),
        jour_echeance: dueDay,
        ...(fin === null ? {} : { edl_conforme: 1 }),
        trimestre_irl: quarter,
        envoi_quittance_auto: 0,
      },
      revisions: anniversaryRevisions(id, debut, fin ?? clock.today, loyerHc, charges, quarter ?? quarterPublishedOn(debut)),
      agencyRate: p.agencyRate,
    });
  };

  /** The month the current lease of each property starts. */
  const currentStart = new Map<string, number>();
  for (const p of DEMO_PROPERTIES) {
    if (!p.tenant || p.sale || p.rent <= 0) continue;
    const paidMonths = paidMonthsOf(p);
    const bought = parseIsoDay(p.purchaseDate);
    let startIdx = monthIndex(bought.year, bought.month) + 1;
    if (p.lease) {
      const l = parseIsoDay(p.lease.date);
      startIdx = Math.max(startIdx, monthIndex(l.year, l.month) + (l.day > 1 ? 1 : 0));
    }
    for (let idx = startIdx; idx < clock.monthIdx; idx++) {
      if (!paidMonths.has(firstOfMonth(idx).slice(0, 7))) startIdx = idx + 1;
    }
    currentStart.set(p.name, startIdx);
    addLease(p, { name: p.tenant.name, email: p.tenant.email ?? null }, startIdx, null, p.lease?.irlQuarter ?? null);
  }
  for (const p of DEMO_PROPERTIES) {
    if (!p.tenant || p.rent <= 0) continue;
    const names = demoRng(`locataires:${p.name}`);
    const months = [...paidMonthsOf(p)]
      .map((m) => monthIndex(Number(m.slice(0, 4)), Number(m.slice(5, 7))))
      .filter((idx) => idx < (currentStart.get(p.name) ?? Infinity))
      .sort((a, b) => a - b);
    let runStart = 0;
    for (let i = 0; i < months.length; i++) {
      if (i + 1 < months.length && months[i + 1] === months[i]! + 1) continue;
      addLease(p, { name: names.pick(FORMER_TENANTS), email: null }, months[runStart]!, months[i]!, null);
      runStart = i + 1;
    }
  }

  // Each payment of a lease's month: what the lease calls for that month, its agency's fee on it.
  const leaseOf = (name: string, date: string) => leases.find((l) => l.row.IM_NOM === name && l.row.debut <= date && (l.row.fin == null || l.row.fin >= date));
  let loyers = payments.map((r) => {
    const lease = leaseOf(r.IM_NOM, r.date);
    if (!lease) return r;
    const montant = dueInMonthOf(lease, r.date);
    return { ...r, montant, honoraires: cents(montant * lease.agencyRate) };
  });
  for (const p of DEMO_PROPERTIES) {
    const lease = leases.find((l) => l.row.IM_NOM === p.name && l.row.fin == null);
    if (!lease) continue;
    const debut = lease.row.debut;
    if (p.name === 'Lyon Croix-Rousse' || p.name === 'Chambéry Bissy') {
      loyers = loyers.map((r) => (r.IM_NOM === p.name && r.date >= debut ? { ...r, bail_id: lease.row.id } : r));
    }
    if (p.name === LATE_TENANT_OF) {
      const dueDay = lease.row.jour_echeance;
      // The latest month whose due date is more than RETARD_JOURS days past.
      let lateIdx = clock.monthIdx;
      const dueOf = (idx: number) => {
        const { year, month } = monthFromIndex(idx);
        return dayOf(year, month, dueDay);
      };
      while (daysFrom(dueOf(lateIdx), clock.today) <= DEMO_RETARD_JOURS) lateIdx--;
      const from = firstOfMonth(lateIdx);
      // Of that month's rent only part came, on its due date: the one partial payment.
      loyers = [
        ...loyers.filter((r) => r.IM_NOM !== p.name || r.date < from),
        { IM_NOM: p.name, date: dueOf(lateIdx), montant: DEMO_PARTIAL_PAYMENT, honoraires: cents(DEMO_PARTIAL_PAYMENT * p.agencyRate) },
      ];
    }
  }
  return { baux: leases.map((l) => l.row), revisionsBaux: leases.flatMap((l) => l.revisions), loyers };
}

/** The demo's former tenants, one picked for each former lease. */
const FORMER_TENANTS = [
  'Nathalie Roux',
  'Hugo Lambert',
  'Chloé Mercier',
  'Antoine Faure',
  'Inès Garnier',
  'Maxime Chevalier',
  'Manon Robin',
  'Théo Blanc',
  'Léa Guérin',
  'Nicolas Perrin',
];

function propertyTaxes(clock: DemoClock): ImmoRows['taxesFoncieres'] {
  const lastYear = clock.month >= 10 ? clock.year : clock.year - 1;
  const rows: ImmoRows['taxesFoncieres'] = [];
  for (const p of DEMO_PROPERTIES) {
    const rng = demoRng(`taxe:${p.name}`);
    const boughtYear = parseIsoDay(p.purchaseDate).year;
    const from = Math.max(DEMO_FIRST_YEAR, boughtYear + 1);
    const to = p.sale ? Math.min(parseIsoDay(p.sale.date).year, lastYear) : lastYear;
    const base = p.purchasePrice * (0.0045 + rng.next() * 0.002);
    // The TEOM share (8 to 15 % of the tax) from a generator of its own: the amounts stay as they were.
    const teomShare = 0.08 + demoRng(`teom:${p.name}`).next() * 0.07;
    for (let year = from; year <= to; year++) {
      const montant = cents(base * 1.035 ** (year - boughtYear));
      rows.push({ IM_NOM: p.name, annee: year, montant, teom: cents(montant * teomShare) });
    }
  }
  return rows;
}

interface ExpenseKind {
  label: string;
  min: number;
  max: number;
}

const THERMAL_CAR: ExpenseKind[] = [
  { label: 'Révision', min: 180, max: 420 },
  { label: 'Vidange', min: 90, max: 160 },
  { label: 'Pneus', min: 280, max: 520 },
  { label: 'Plaquettes de frein', min: 140, max: 260 },
  { label: 'Carburant', min: 55, max: 95 },
  { label: 'Lavage', min: 12, max: 25 },
  { label: 'Contrôle technique', min: 78, max: 95 },
  { label: 'Batterie', min: 110, max: 190 },
];
const ELECTRIC_CAR: ExpenseKind[] = [
  { label: 'Révision', min: 120, max: 260 },
  { label: 'Pneus', min: 320, max: 560 },
  { label: 'Recharge borne', min: 15, max: 45 },
  { label: 'Location batterie', min: 79, max: 99 },
  { label: 'Lavage', min: 12, max: 25 },
  { label: 'Essuie-glaces', min: 25, max: 45 },
];

const VEHICLES = [
  { groupe: 'Peugeot 308', from: '2015-01-01', to: '2019-05-31', kinds: THERMAL_CAR },
  { groupe: 'Citroën C3', from: '2015-01-01', to: null, kinds: THERMAL_CAR },
  { groupe: 'Renault Zoé', from: '2019-06-01', to: null, kinds: ELECTRIC_CAR },
] as const;

function carExpenses(clock: DemoClock): ImmoRows['voitures'] {
  const rows: ImmoRows['voitures'] = [];
  for (const v of VEHICLES) {
    const rng = demoRng(`voiture:${v.groupe}`);
    const last = v.to ?? clock.today;
    for (let year = DEMO_FIRST_YEAR; year <= clock.year; year++) {
      const count = rng.int(3, 8);
      for (let i = 0; i < count; i++) {
        const kind = rng.pick(v.kinds);
        const date = dayOf(year, rng.int(1, 12), rng.int(1, 28));
        const amount = rng.amount(kind.min, kind.max);
        if (date < v.from || date > last || date > clock.today) continue;
        rows.push({ groupe: v.groupe, date, montant: amount, libelle: kind.label });
      }
    }
  }
  // Car insurance for both cars, paid monthly.
  for (let year = DEMO_FIRST_YEAR; year <= clock.year; year++) {
    for (let month = 1; month <= 12; month++) {
      const date = dayOf(year, month, 5);
      if (date > clock.today) break;
      rows.push({ groupe: 'Assurance', date, montant: cents(78 + 3.2 * (year - DEMO_FIRST_YEAR)), libelle: 'Prime mensuelle MAIF' });
    }
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.groupe.localeCompare(b.groupe));
}

const PERSONAL: Array<ExpenseKind & { merchant: string | null }> = [
  { label: 'Électroménager', merchant: 'Darty', min: 150, max: 900 },
  { label: 'Bricolage', merchant: 'Leroy Merlin', min: 20, max: 400 },
  { label: 'Ameublement', merchant: 'Ikea', min: 50, max: 1200 },
  { label: 'Dépannage plomberie', merchant: 'SARL Martin Plomberie', min: 90, max: 450 },
  { label: 'Travaux électricité', merchant: 'Élec Services Rhône', min: 80, max: 600 },
  { label: 'Vêtements de sport', merchant: 'Decathlon', min: 30, max: 200 },
  { label: 'Livres', merchant: 'Fnac', min: 15, max: 120 },
  { label: 'Informatique', merchant: 'Boulanger', min: 80, max: 1500 },
  { label: 'Jardinage', merchant: 'Truffaut', min: 20, max: 250 },
  { label: 'Cadeaux', merchant: null, min: 20, max: 200 },
  { label: 'Billets de train', merchant: 'SNCF Connect', min: 60, max: 400 },
  { label: 'Consultation médicale', merchant: null, min: 25, max: 60 },
  { label: 'Lunettes', merchant: 'Optic 2000', min: 120, max: 450 },
  { label: 'Assurance habitation', merchant: 'MAIF', min: 180, max: 320 },
  { label: 'Ramonage', merchant: 'Ramonage Savoyard', min: 70, max: 90 },
  { label: 'Abonnement salle de sport', merchant: 'Basic-Fit', min: 20, max: 35 },
];

function personalExpenses(clock: DemoClock): ImmoRows['depenses'] {
  const rng = demoRng('depenses');
  const rows: ImmoRows['depenses'] = [];
  for (let year = DEMO_FIRST_YEAR; year <= clock.year; year++) {
    const count = rng.int(14, 24);
    for (let i = 0; i < count; i++) {
      const kind = rng.pick(PERSONAL);
      const date = dayOf(year, rng.int(1, 12), rng.int(1, 28));
      const amount = rng.amount(kind.min, kind.max);
      if (date > clock.today) continue;
      rows.push({ COP_DATE: date, COP_LIBELLE: kind.label, COP_MONT: amount, COP_GARAGE: kind.merchant, year });
    }
  }
  return rows.sort((a, b) => a.COP_DATE.localeCompare(b.COP_DATE));
}

/**
 * Works and one-off charges: energy works with their subsidy in 2024 (the higher deficit
 * ceiling), large works in 2025 (a deficit above 10 700 €, its excess carried to 2026).
 */
const DEMO_WORKS: ImmoRows['chargesBiens'] = [
  { IM_NOM: 'Lyon Croix-Rousse', date: '2023-05-16', montant: 1850, categorie: 'travaux', libelle: 'Remplacement du chauffe-eau' },
  { IM_NOM: 'Lyon Croix-Rousse', date: '2024-03-20', montant: 16500, categorie: 'travaux_energie', libelle: 'Isolation et pompe à chaleur (DPE F → C)' },
  { IM_NOM: 'Lyon Croix-Rousse', date: '2024-09-10', montant: 4000, categorie: 'subvention', libelle: 'MaPrimeRénov’' },
  { IM_NOM: 'Bordeaux Chartrons', date: '2024-02-12', montant: 240, categorie: 'charges_non_recuperees', libelle: 'Charges du mois de vacance' },
  { IM_NOM: 'Bordeaux Chartrons', date: '2025-06-18', montant: 26000, categorie: 'travaux', libelle: 'Réfection de la toiture et des façades (quote-part)' },
  { IM_NOM: 'Montpellier Antigone', date: '2025-01-20', montant: 180, categorie: 'frais_gestion', libelle: 'Frais de procédure (commandement de payer)' },
];

/**
 * The yearly charges of each property let unfurnished, from its first full year to last year
 * (or its sale): landlord's insurance in January, condominium provisions each quarter, and from
 * the second year the true-up of last year's provisions in May; then the works of DEMO_WORKS.
 */
function propertyCharges(clock: DemoClock): ImmoRows['chargesBiens'] {
  const rows: ImmoRows['chargesBiens'] = [];
  for (const p of DEMO_PROPERTIES) {
    if (p.rent <= 0 || p.furnished) continue;
    const rng = demoRng(`charges:${p.name}`);
    const from = Math.max(DEMO_FIRST_YEAR, parseIsoDay(p.purchaseDate).year + 1);
    const to = p.sale ? parseIsoDay(p.sale.date).year - 1 : clock.year - 1;
    const insurance = cents(90 + p.purchasePrice * 0.0004 + rng.next() * 30);
    const provision = cents((p.purchasePrice * 0.0025) / 4);
    for (let year = from; year <= to; year++) {
      rows.push({ IM_NOM: p.name, date: dayOf(year, 1, 15), montant: insurance, categorie: 'assurance', libelle: 'Assurance propriétaire non occupant' });
      for (const month of [1, 4, 7, 10]) {
        rows.push({ IM_NOM: p.name, date: dayOf(year, month, 5), montant: provision, categorie: 'provisions_copro', libelle: 'Appel de provisions de copropriété' });
      }
      if (year > from) {
        const trueUp = cents(provision * 4 * (0.08 + rng.next() * 0.1));
        rows.push({ IM_NOM: p.name, date: dayOf(year, 5, 20), montant: trueUp, categorie: 'regularisation_copro', libelle: `Régularisation des charges ${year - 1}` });
      }
    }
  }
  return [...rows, ...DEMO_WORKS.filter((w) => w.date <= clock.today)];
}

/** Estimates of three properties let today, for the net worth (the others count at their price). */
const DEMO_ESTIMATES: ImmoRows['estimations'] = [
  { IM_NOM: 'Lyon Croix-Rousse', date: '2021-06-15', valeur: 205000, source: 'Agence' },
  { IM_NOM: 'Lyon Croix-Rousse', date: '2024-09-10', valeur: 228000, source: 'Notaire' },
  { IM_NOM: 'Villeurbanne Gratte-Ciel', date: '2023-03-01', valeur: 158000, source: 'Agence' },
  { IM_NOM: 'Annecy Vieille Ville', date: '2022-10-20', valeur: 295000, source: 'DVF' },
];

/** The immo area's demo rows, by section, as of `now`. */
export function immoDemoRows(now: Date): DemoRowsOf<typeof immoSections> {
  const clock = demoClockOf(now);
  const { baux, revisionsBaux, loyers } = rentCycle(clock, rentPayments(clock));
  return {
    immos: properties(),
    proprietaire: [DEMO_OWNER],
    baux,
    revisionsBaux,
    loyers,
    emprunts: loans(),
    taxesFoncieres: propertyTaxes(clock),
    chargesBiens: propertyCharges(clock),
    estimations: DEMO_ESTIMATES,
    // A marginal rate of 30 %; the réel opted for (his deficits need it), the furnished let under the micro-BIC.
    fiscalite: [{ tmi: 30, regime_foncier: 'reel', regime_meuble: null }],
    // A deficit of the year before the first loan, carried into the years the data covers.
    deficitsFonciers: [{ annee: 2011, montant: 3200 }],
    voitures: carExpenses(clock),
    depenses: personalExpenses(clock),
    regles: DEMO_RULES,
    suiviAFaire: insuranceCertificates(clock, baux),
  };
}

/**
 * « À faire »: the tenants' insurance certificates (art. 7 g) the owner recorded, last year's and
 * this year's, each on its lease's anniversary once that is more than a month past.
 */
function insuranceCertificates(clock: DemoClock, baux: ImmoRows['baux']): ImmoRows['suiviAFaire'] {
  const monthAgo = addMonths(clock.today, -1);
  return baux
    .filter((l) => l.fin == null && l.id != null)
    .flatMap((l) =>
      [clock.year - 1, clock.year]
        .map((year) => `${year}${l.debut.slice(4)}`)
        .filter((anniversary) => anniversary > l.debut && anniversary <= monthAgo)
        .map((anniversary) => ({ element: `attestation_assurance:${l.id}:${anniversary.slice(0, 4)}`, etat: 'fait' as const, jusqu_au: null, motif: null, le: anniversary })),
    );
}
