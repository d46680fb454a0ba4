/**
 * Rental-property fixtures (alldata, recaployers, tdb, opecars, opedepenses): a small but
 * realistic French portfolio. Derived figures (rent recap, loan total row) are computed
 * here from the property list, the way the api computes them, so the fixtures stay
 * consistent with each other. Expenses are dated relative to the current year, so the
 * /depenses page (which opens on the current year) always has rows to show.
 */
import type { Fixtures, ParamReplies } from 'shared-kernel/testing';
import type { CarRow, Expense, Immo, LoanRow, OpeCars, RecapImmo, RecapLoyers, Tdb } from './schemas';
import type { Bien, Echeancier, RentRevision, RevenusFonciers } from './schemas';
import { TOTAL_ROW } from './schemas';
import type { immoEndpoints } from './endpoints';
import { balanceAfter, loanSchedule, monthlyInsurance, paidCount, sumOf, type Echeance, type LoanTerms } from './loans/schedule';

const immos: Immo[] = [
  {
    IM_NOM: 'Lyon Croix-Rousse',
    IM_INDIVISION: 0,
    IM_TYPE_PROP: 'PROP',
    IM_PRET_MT: 120000,
    IM_FIN_PRET: '2031-06-30',
    IM_MT_LOYER: 780,
    IM_AGENCE: 62.4,
    IM_DATE_ACHAT: '2014-03-12',
    IM_DATE_VTE: null,
    IM_VENDU: 0,
    IM_PA: 185000,
    IM_PX_VTE: 0,
    IM_COMMENT: 'T2 rénové, locataire en place depuis 2019',
    loyerTheo: 780,
    LOYER_MOIS: 8580,
  },
  {
    IM_NOM: 'Villeurbanne Gratte-Ciel',
    IM_INDIVISION: 1,
    IM_TYPE_PROP: 'PROP',
    IM_PRET_MT: 0,
    IM_FIN_PRET: null,
    IM_MT_LOYER: 640,
    IM_AGENCE: 0,
    IM_DATE_ACHAT: '2009-09-01',
    IM_DATE_VTE: null,
    IM_VENDU: 0,
    IM_PA: 98000,
    IM_PX_VTE: 0,
    IM_COMMENT: 'Studio en indivision avec ma sœur, géré en direct',
    loyerTheo: 640,
    LOYER_MOIS: 7680,
  },
  {
    IM_NOM: 'Annecy Résidence principale',
    IM_INDIVISION: 0,
    IM_TYPE_PROP: 'PRINC',
    IM_PRET_MT: 210000,
    IM_FIN_PRET: '2038-12-31',
    IM_MT_LOYER: 0,
    IM_AGENCE: 0,
    IM_DATE_ACHAT: '2018-07-20',
    IM_DATE_VTE: null,
    IM_VENDU: 0,
    IM_PA: 345000,
    IM_PX_VTE: 0,
    IM_COMMENT: 'Maison familiale',
    loyerTheo: 0,
    LOYER_MOIS: 0,
  },
  {
    IM_NOM: 'Grenoble Championnet',
    IM_INDIVISION: 0,
    IM_TYPE_PROP: 'NUE',
    IM_PRET_MT: 0,
    IM_FIN_PRET: null,
    IM_MT_LOYER: 0,
    IM_AGENCE: 0,
    IM_DATE_ACHAT: '2016-11-04',
    IM_DATE_VTE: null,
    IM_VENDU: 0,
    IM_PA: 76000,
    IM_PX_VTE: 0,
    IM_COMMENT: "Nue-propriété, usufruit de 15 ans au bailleur social",
    loyerTheo: 0,
    LOYER_MOIS: 0,
  },
  {
    IM_NOM: 'Chambéry Le Biollay',
    IM_INDIVISION: 1,
    IM_TYPE_PROP: 'INDI',
    IM_PRET_MT: 45000,
    IM_FIN_PRET: '2027-04-30',
    IM_MT_LOYER: 520,
    IM_AGENCE: 41.6,
    IM_DATE_ACHAT: '2012-05-15',
    IM_DATE_VTE: null,
    IM_VENDU: 0,
    IM_PA: 72000,
    IM_PX_VTE: 0,
    IM_COMMENT: 'T3 en indivision, gestion Foncia Chambéry',
    loyerTheo: 540,
    LOYER_MOIS: 5720,
  },
  {
    IM_NOM: 'Aix-les-Bains Corsuet',
    IM_INDIVISION: 0,
    IM_TYPE_PROP: 'PROP',
    IM_PRET_MT: 0,
    IM_FIN_PRET: null,
    IM_MT_LOYER: 695,
    IM_AGENCE: 55.6,
    IM_DATE_ACHAT: '2011-02-28',
    IM_DATE_VTE: null,
    IM_VENDU: 0,
    IM_PA: 121000,
    IM_PX_VTE: 168000,
    IM_COMMENT: 'Mis en vente, compromis attendu',
    loyerTheo: 695,
    LOYER_MOIS: 6950,
  },
  {
    IM_NOM: 'Saint-Étienne Jacquard',
    IM_INDIVISION: 0,
    IM_TYPE_PROP: 'PROP',
    IM_PRET_MT: 0,
    IM_FIN_PRET: null,
    IM_MT_LOYER: 0,
    IM_AGENCE: 0,
    IM_DATE_ACHAT: '2008-04-10',
    IM_DATE_VTE: '2021-07-15',
    IM_VENDU: 1,
    IM_PA: 61000,
    IM_PX_VTE: 89000,
    IM_COMMENT: null,
    loyerTheo: 0,
    LOYER_MOIS: 0,
  },
  {
    IM_NOM: 'Vienne Quai Pajot',
    IM_INDIVISION: 1,
    IM_TYPE_PROP: 'INDI',
    IM_PRET_MT: 0,
    IM_FIN_PRET: null,
    IM_MT_LOYER: 0,
    IM_AGENCE: 0,
    IM_DATE_ACHAT: '2010-10-01',
    IM_DATE_VTE: '2023-03-31',
    IM_VENDU: 1,
    IM_PA: 104000,
    IM_PX_VTE: 132000,
    IM_COMMENT: 'Vendu avec mon frère',
    loyerTheo: 0,
    LOYER_MOIS: 0,
  },
];

const round2 = (n: number) => Math.round(n * 100) / 100;

const unsold = immos.filter((i) => i.IM_VENDU === 0);
const recapImmos: Record<string, RecapImmo> = Object.fromEntries(
  unsold.map((i) => [
    i.IM_NOM,
    {
      IM_NOM: i.IM_NOM,
      IM_TYPE_PROP: i.IM_TYPE_PROP,
      IM_MT_LOYER: i.IM_MT_LOYER,
      IM_AGENCE: i.IM_AGENCE,
      loyerTheo: i.loyerTheo,
      LOYER_MOIS: i.LOYER_MOIS,
    },
  ]),
);

const recapLoyers: RecapLoyers = {
  immos: recapImmos,
  totalLoyerTheorique: round2(unsold.reduce((s, i) => s + 12 * i.loyerTheo, 0)),
  totalLoyerPercus: round2(unsold.reduce((s, i) => s + i.LOYER_MOIS, 0)),
  // Agency fees paid over twelve months: the managed properties' monthly fee, eleven
  // months of rent collected.
  totalHonoraires: round2(unsold.reduce((s, i) => s + 11 * i.IM_AGENCE, 0)),
};

// The loans, by the property they finance (their own name); the loan table is computed from
// their schedules as the api does, so /emprunt and each /emprunt/:nom agree.
const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
// Today in local time, as the forms date a new row (the kernel's todayIso, which the contract cannot import).
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const loanTerms: Record<string, LoanTerms> = {
  'Lyon Croix-Rousse': { capital: 120000, taux: 1.6, duree_mois: 180, debut: '2016-06-30', assurance_mensuelle: 24 },
  'Annecy Résidence principale': {
    capital: 210000,
    taux: 1.45,
    duree_mois: 240,
    debut: '2018-12-31',
    // Insured at 0,36 % a year of the capital.
    assurance_mensuelle: monthlyInsurance(210000, null, 0.36),
  },
  'Chambéry Le Biollay': { capital: 45000, taux: 3.1, duree_mois: 180, debut: '2012-04-30', assurance_mensuelle: 0 },
};
const schedules: Record<string, Echeance[]> = Object.fromEntries(
  Object.entries(loanTerms).map(([nom, terms]) => [nom, loanSchedule(terms)]),
);

function loanRow(nom: string): LoanRow {
  const terms = loanTerms[nom]!;
  const schedule = schedules[nom]!;
  const paid = paidCount(schedule, today);
  return {
    total: terms.capital,
    int_du: sumOf(schedule.slice(paid), 'interets'),
    total_emp: round2(terms.capital + sumOf(schedule, 'interets')),
    delai: terms.duree_mois - paid,
    du: balanceAfter(terms, schedule, paid),
  };
}
const loans: Record<string, LoanRow> = Object.fromEntries(Object.keys(loanTerms).map((nom) => [nom, loanRow(nom)]));
const loanTotal: LoanRow = {
  total: round2(Object.values(loans).reduce((s, l) => s + l.total, 0)),
  int_du: round2(Object.values(loans).reduce((s, l) => s + l.int_du, 0)),
  total_emp: round2(Object.values(loans).reduce((s, l) => s + l.total_emp, 0)),
  delai: Math.max(...Object.values(loans).map((l) => l.delai)),
  du: round2(Object.values(loans).reduce((s, l) => s + l.du, 0)),
};
// The total row comes first here on purpose: the page must still show it last.
const tdb: Tdb = { emprunt: { [TOTAL_ROW]: loanTotal, ...loans } };

function carGroup(years: Array<[number, number, number]>): CarRow[] {
  const rows: CarRow[] = years.map(([annee, montant, nbmois]) => ({ annee, montant, nbmois }));
  // The expense months of each group are consecutive here, so the span is their sum.
  const span = years.reduce((s, y) => s + y[2], 0);
  rows.push({ annee: 'Total', montant: round2(years.reduce((s, y) => s + y[1], 0)), nbmois: span });
  return rows;
}

const opeCars: OpeCars = {
  'Peugeot 308 SW': carGroup([
    [2022, 1834.52, 7],
    [2023, 2410.9, 12],
    [2024, 1987.35, 11],
  ]),
  'Renault Zoé': carGroup([
    [2023, 612.4, 5],
    [2024, 948.15, 9],
  ]),
  'Assurance et parking': carGroup([
    [2022, 1120, 12],
    [2023, 1164.8, 12],
    [2024, 1203.6, 12],
  ]),
};

const thisYear = new Date().getFullYear();
function expense(year: number, monthDay: string, COP_LIBELLE: string, COP_MONT: number, COP_GARAGE: string | null): Expense {
  return { COP_DATE: `${year}-${monthDay}`, COP_LIBELLE, COP_MONT, COP_GARAGE, year };
}
const opeDepenses: Expense[] = [
  expense(thisYear, '03-14', 'Révision des 60 000 km', 289.9, 'Garage Renault Chambéry'),
  expense(thisYear, '02-27', 'Pneus hiver (x4)', 412, 'Norauto'),
  expense(thisYear, '02-03', 'Chaudière : entretien annuel', 148.5, 'Engie Home Services'),
  expense(thisYear, '01-18', 'Peinture séjour', 236.72, 'Leroy Merlin'),
  expense(thisYear - 1, '11-08', 'Contrôle technique', 89, 'Autosur'),
  expense(thisYear - 1, '06-21', 'Lave-linge', 549.99, 'Darty'),
  expense(thisYear - 1, '04-02', 'Honoraires notaire (procuration)', 120, null),
  expense(2016, '09-12', 'Pare-brise', 360, 'France Pare-Brise'),
  expense(2016, '05-30', 'Vidange', 95.4, 'Midas'),
];

// The holdings list belongs to the holdings area: left empty here.
const allDataImmos = { immos, opvcm: [] };

/** Keyed by the names of immoEndpoints. */
export const immoFixtures: Fixtures & Record<keyof typeof immoEndpoints, unknown> = {
  allDataImmos,
  recapLoyers,
  tdb,
  opeCars,
  opeDepenses,
};

// ---- What each property earns: schedules, property figures, yearly statements ---------------

const echeanciers: Echeancier[] = Object.entries(loanTerms).map(([nom, terms]) => ({
  nom,
  ...terms,
  IM_NOM: nom,
  payees: paidCount(schedules[nom]!, today),
  echeances: schedules[nom]!,
}));

const yearOf = (iso: string | null) => (iso ? Number(iso.slice(0, 4)) : null);

/** Every taxe foncière of a property, from the year after its purchase to the last paid (or its sale): +3 % a year, TEOM 12 %. */
function taxesOf(immo: Immo): Bien['taxes'] {
  const first = (yearOf(immo.IM_DATE_ACHAT) ?? thisYear - 3) + 1;
  // This year's is paid on 15 October.
  const lastPaid = today >= `${thisYear}-10-15` ? thisYear : thisYear - 1;
  const last = Math.min(lastPaid, yearOf(immo.IM_DATE_VTE) ?? thisYear);
  const base = Math.round(immo.IM_PA / 200);
  const taxes: Bien['taxes'] = [];
  for (let annee = first; annee <= last; annee++) {
    const montant = Math.round(base * 1.03 ** (annee - first));
    taxes.push({ annee, montant, teom: round2(montant * 0.12) });
  }
  return taxes;
}

/** The lease revisions: with both IRL quarters (Lyon), one quarter missing (Villeurbanne). */
function revisionOf(immo: Immo): RentRevision | null {
  const leases: Record<string, { date_bail: string; trimestre: number; nouveau: number | null; ancien: number }> = {
    'Lyon Croix-Rousse': { date_bail: '2019-09-01', trimestre: 2, nouveau: 145.17, ancien: 140.59 },
    'Villeurbanne Gratte-Ciel': { date_bail: '2021-02-15', trimestre: 4, nouveau: null, ancien: 142.06 },
  };
  const lease = leases[immo.IM_NOM];
  if (!lease) return null;
  const anniversary = `${thisYear}${lease.date_bail.slice(4)}`;
  const date_revision = anniversary > today ? anniversary : `${thisYear + 1}${lease.date_bail.slice(4)}`;
  const y = Number(date_revision.slice(0, 4));
  return {
    date_bail: lease.date_bail,
    trimestre: lease.trimestre,
    date_revision,
    loyer_actuel: immo.IM_MT_LOYER,
    loyer_revise: lease.nouveau === null ? null : round2((immo.IM_MT_LOYER * lease.nouveau) / lease.ancien),
    irl_nouveau: lease.nouveau === null ? null : { annee: y - 1, trimestre: lease.trimestre, valeur: lease.nouveau },
    irl_ancien: { annee: y - 2, trimestre: lease.trimestre, valeur: lease.ancien },
  };
}

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The months of a calendar year, or the twelve ending this month. */
function monthsOf(annee: number | null): string[] {
  const now = new Date();
  const end = annee === null ? now.getFullYear() * 12 + now.getMonth() : annee * 12 + 11;
  return Array.from({ length: 12 }, (_, i) => {
    const index = end - 11 + i;
    return monthKey(Math.floor(index / 12), (index % 12) + 1);
  });
}

/** What a property earned over a period, month by month, as the api sums it. */
function bienOf(immo: Immo, annee: number | null): Bien {
  const months = monthsOf(annee);
  const taxes = taxesOf(immo);
  const loanRows = schedules[immo.IM_NOM] ?? [];
  const sold = immo.IM_DATE_VTE?.slice(0, 7);
  const bought = immo.IM_DATE_ACHAT?.slice(0, 7) ?? '0000-00';
  // Over the last twelve months the rent received is the list's LOYER_MOIS: the first months were vacant.
  const rentedMonths = immo.IM_MT_LOYER > 0 ? Math.round(immo.LOYER_MOIS / immo.IM_MT_LOYER) : 0;
  const mois = months.map((m, i) => {
    const owned = m >= bought && (!sold || m <= sold) && m <= today.slice(0, 7);
    const rented = owned && immo.IM_MT_LOYER > 0 && (annee !== null || i >= 12 - rentedMonths);
    const loyers = rented ? immo.IM_MT_LOYER : 0;
    const honoraires = rented ? immo.IM_AGENCE : 0;
    const tax = m.endsWith('-10') ? taxes.find((t) => t.annee === Number(m.slice(0, 4))) : undefined;
    const taxe_fonciere = owned && tax ? tax.montant : 0;
    const paid = loanRows.filter((r) => r.date.startsWith(m) && r.date <= today);
    const interets = sumOf(paid, 'interets');
    const assurance = sumOf(paid, 'assurance');
    const mensualites = sumOf(paid, 'mensualite');
    return {
      mois: m,
      loyers,
      honoraires,
      taxe_fonciere,
      interets,
      assurance,
      mensualites,
      cash_flow: round2(loyers - honoraires - taxe_fonciere - mensualites),
    };
  });
  const total = (k: 'loyers' | 'honoraires' | 'taxe_fonciere' | 'interets' | 'assurance' | 'mensualites') =>
    round2(mois.reduce((t, m) => t + m[k], 0));
  const sums = {
    loyers: total('loyers'),
    honoraires: total('honoraires'),
    taxe_fonciere: total('taxe_fonciere'),
    interets: total('interets'),
    assurance: total('assurance'),
    mensualites: total('mensualites'),
  };
  const net = sums.loyers - sums.honoraires - sums.taxe_fonciere - sums.interets - sums.assurance;
  return {
    IM_NOM: immo.IM_NOM,
    rendement_brut: immo.IM_PA > 0 ? round2((1200 * immo.loyerTheo) / immo.IM_PA) : null,
    rendement_net: immo.IM_PA > 0 ? round2((100 * net) / immo.IM_PA) : null,
    cash_flow_mensuel: round2((sums.loyers - sums.honoraires - sums.taxe_fonciere - sums.mensualites) / 12),
    ...sums,
    annee,
    debut: `${months[0]}-01`,
    fin: annee === null ? today : `${annee}-12-31`,
    emprunts: loanRows.length > 0 ? [immo.IM_NOM] : [],
    mois,
    taxes,
    revision: revisionOf(immo),
  };
}

/** The yearly statement (form 2044) of the rented properties (a main residence yields none). */
function revenusFonciersOf(annee: number): RevenusFonciers {
  const biens = immos
    .filter((i) => i.IM_TYPE_PROP !== 'PRINC')
    .map((immo) => {
      const b = bienOf(immo, annee);
      const teom = b.taxes.find((t) => t.annee === annee)?.teom ?? 0;
      const taxe_fonciere = b.taxe_fonciere > 0 ? round2(b.taxe_fonciere - teom) : 0;
      return {
        IM_NOM: immo.IM_NOM,
        loyers: b.loyers,
        honoraires: b.honoraires,
        taxe_fonciere,
        interets: b.interets,
        assurance: b.assurance,
        revenu_net: round2(b.loyers - b.honoraires - taxe_fonciere - b.interets - b.assurance),
      };
    })
    .filter((b) => b.loyers > 0);
  const sum = (k: Exclude<keyof RevenusFonciers['total'], never>) => round2(biens.reduce((t, b) => t + b[k], 0));
  const total = {
    loyers: sum('loyers'),
    honoraires: sum('honoraires'),
    taxe_fonciere: sum('taxe_fonciere'),
    interets: sum('interets'),
    assurance: sum('assurance'),
    revenu_net: sum('revenu_net'),
  };
  const plafond_micro = 15000;
  const applicable = total.loyers <= plafond_micro;
  const abattement = round2(total.loyers * 0.3);
  const micro = { applicable, abattement, revenu_net: round2(total.loyers - abattement) };
  return {
    annee,
    biens,
    total,
    micro_foncier: micro,
    regime_le_plus_favorable: applicable && micro.revenu_net < total.revenu_net ? 'micro' : 'reel',
    plafond_micro,
  };
}

const path = (...parts: Array<string | number>) => parts.map((p) => encodeURIComponent(String(p))).join('/');

function bienReplies(immo: Immo): ParamReplies {
  const replies: ParamReplies = { [`immeubles/bien/${path(immo.IM_NOM)}`]: bienOf(immo, null) };
  const last = yearOf(immo.IM_DATE_VTE) ?? thisYear;
  for (let y = yearOf(immo.IM_DATE_ACHAT) ?? thisYear; y <= last; y++) {
    replies[`immeubles/bien/${path(immo.IM_NOM)}?annee=${y}`] = bienOf(immo, y);
  }
  return replies;
}

/** Replies of the parameterized immo endpoints (schedules, property figures, statements), by path. */
export const immoParamReplies: ParamReplies = {
  ...Object.fromEntries(echeanciers.map((e) => [`immeubles/echeancier/${path(e.nom)}`, e])),
  ...Object.assign({}, ...immos.map(bienReplies)),
  ...Object.fromEntries(
    [thisYear - 2, thisYear - 1, thisYear].map((y) => [`immeubles/revenusfonciers/${y}`, revenusFonciersOf(y)]),
  ),
};
