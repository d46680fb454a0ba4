/**
 * Rental-property fixtures (alldata, recaployers, tdb, opecars, opedepenses): a small but
 * realistic French portfolio. Derived figures (rent recap, loan total row) are computed
 * here from the property list, the way the api computes them, so the fixtures stay
 * consistent with each other. Expenses are dated relative to the current year, so the
 * /depenses page (which opens on the current year) always has rows to show.
 */
import type { Fixtures, ParamReplies } from 'shared-kernel/testing';
import type { CarRow, Expense, Immo, LoanRow, OpeCars, RecapImmo, RecapLoyers, Tdb } from './schemas';
import type { AFaireItem } from './aFaire';
import type { Bien, ChargeCategory, DocumentCapabilities, Echeancier, Form2044Lines, LateRent, RentDue, RentRevision, RevenusFonciers } from './schemas';
import { FORM_2044_LINES, TOTAL_ROW } from './schemas';
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

// ---- The rent cycle: each let property's lease, its months due, the late ones -------------

/** The leases of the let properties (their rent = loyer_hc + charges = IM_MT_LOYER). */
export const fixtureLeases = [
  { id: 1, IM_NOM: 'Lyon Croix-Rousse', locataire: 'Camille Dubois', loyer_hc: 720, charges: 60, jour_echeance: 5 },
  { id: 2, IM_NOM: 'Villeurbanne Gratte-Ciel', locataire: 'Lucas Moreau', loyer_hc: 590, charges: 50, jour_echeance: 10 },
  { id: 3, IM_NOM: 'Chambéry Le Biollay', locataire: 'Élodie Fontaine', loyer_hc: 480, charges: 40, jour_echeance: 3 },
  { id: 4, IM_NOM: 'Aix-les-Bains Corsuet', locataire: 'Marc Girard', loyer_hc: 650, charges: 45, jour_echeance: 8 },
] as const;

const dayCount = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const monthOffset = (offset: number) => {
  const d = new Date(now.getFullYear(), now.getMonth() + offset, 1);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
};

/**
 * A month of each lease, `offset` months from the current one: paid a few days before its due
 * date, except last month's rent of Villeurbanne (400 of 640) and of Chambéry (nothing), which
 * stay unpaid since (the api pays the oldest month first, so their current month is unpaid too).
 */
function rentsDueOf(offset: number): RentDue[] {
  const mois = monthOffset(offset);
  return fixtureLeases.map((l) => {
    const echeance = `${mois}-${pad(l.jour_echeance)}`;
    const du = round2(l.loyer_hc + l.charges);
    const behind = l.id === 2 || l.id === 3;
    const recu = !behind || offset < -1 ? du : offset === -1 && l.id === 2 ? 400 : 0;
    const paye = recu >= du;
    const statut = paye ? 'paye' : echeance > today ? 'a_venir' : recu > 0 ? 'partiel' : 'impaye';
    return {
      bail_id: l.id,
      IM_NOM: l.IM_NOM,
      locataire: l.locataire,
      mois,
      echeance,
      du,
      loyer_hc: l.loyer_hc,
      charges: l.charges,
      recu,
      reste: round2(du - recu),
      statut,
      jours_retard: statut === 'partiel' || statut === 'impaye' ? dayCount(echeance, today) : 0,
      paye_le: paye ? `${mois}-01` : null,
      arrieres: [],
    } satisfies RentDue;
  });
}

/** A lease's months past due and not paid in full, oldest first. */
const arrearsIn = (rows: readonly RentDue[]) => rows.filter((r) => r.statut === 'partiel' || r.statut === 'impaye').map((r) => ({ mois: r.mois, reste: r.reste }));

/** The last three months and the current one, by month (AAAA-MM), each with its lease's earlier arrears. */
const rentsDue = new Map([-3, -2, -1, 0].map((offset) => [monthOffset(offset), rentsDueOf(offset)]));
const monthsOfLease = (bailId: number) => [...rentsDue.values()].flat().filter((r) => r.bail_id === bailId);
for (const rows of rentsDue.values()) {
  for (const row of rows) row.arrieres = arrearsIn(monthsOfLease(row.bail_id).filter((r) => r.mois < row.mois));
}

// The recap's `reste_du`: the oldest month not paid in full (next month's whole rent when all
// are paid), and the arrears; the properties without a lease have none (null).
for (const immo of Object.values(recapImmos)) {
  const lease = fixtureLeases.find((l) => l.IM_NOM === immo.IM_NOM);
  if (!lease) {
    immo.reste_du = null;
    continue;
  }
  const months = monthsOfLease(lease.id);
  const next = months.find((r) => r.reste > 0);
  immo.reste_du = {
    bail_id: lease.id,
    mois: next?.mois ?? monthOffset(1),
    reste: next?.reste ?? round2(lease.loyer_hc + lease.charges),
    arrieres: arrearsIn(months),
  };
}

/** Every month more than 5 days past due (RETARD_JOURS) and not paid in full, oldest first. */
const loyersRetards: LateRent[] = [...rentsDue.values()]
  .flat()
  .filter((r) => r.statut !== 'paye' && r.jours_retard > 5)
  .sort((a, b) => a.echeance.localeCompare(b.echeance))
  .map(({ bail_id, IM_NOM, locataire, mois, reste, jours_retard }) => ({ bail_id, IM_NOM, locataire, mois, reste, jours_retard }));

const documentCapacites: DocumentCapabilities = { envoi: false };

/** « À faire »: the late rents' relances, then a revision to claim, an insurance certificate, a lease's term (dates around today). */
const dayOffset = (days: number) => new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days)).toISOString().slice(0, 10);
const aFaire: AFaireItem[] = [
  ...loyersRetards.map((r, i) => ({
    id: `loyer_en_retard:${r.bail_id}:${r.mois}:relance`,
    type: 'loyer_en_retard' as const,
    bien: r.IM_NOM,
    bail_id: r.bail_id,
    echeance: dayOffset(-10 + i),
    titre: `Relance : loyer de ${r.mois} de ${r.locataire}`,
    detail: `${r.reste} € restent dus (${r.jours_retard} jours de retard).`,
    action: { type: 'envoyer' as const, libelle: 'Envoyer la relance', chemin: `documents/relance/${r.bail_id}/${r.mois}/envoi?niveau=relance`, telecharger: `documents/relance/${r.bail_id}/${r.mois}?niveau=relance` },
  })),
  {
    id: 'revision_irl:1:2025-12-22',
    type: 'revision_irl',
    bien: 'Lyon Croix-Rousse',
    bail_id: 1,
    echeance: dayOffset(20),
    titre: 'Révision du loyer de Camille Dubois : 720,00 € → 731,52 € hors charges',
    detail: 'Anniversaire du bail le 22 décembre 2025 ; IRL 143,46 → 145,76. À réclamer au plus tard dans 20 jours (sans effet rétroactif).',
    action: { type: 'reviser', libelle: 'Appliquer la révision', chemin: 'a-faire/revision/1', telecharger: 'documents/revision/1' },
  },
  {
    id: 'attestation_assurance:4:2026',
    type: 'attestation_assurance',
    bien: 'Aix-les-Bains Corsuet',
    bail_id: 4,
    echeance: dayOffset(25),
    titre: "Attestation d'assurance de Marc Girard",
    detail: "À demander pour l'anniversaire du bail (art. 7 g).",
    action: { type: 'attestation', libelle: 'Attestation reçue', chemin: 'a-faire/attestation_assurance%3A4%3A2026/fait', telecharger: null },
  },
  {
    id: 'fin_de_bail:3:2027-08-31',
    type: 'fin_de_bail',
    bien: 'Chambéry Le Biollay',
    bail_id: 3,
    echeance: dayOffset(40),
    titre: "Bail d'Élodie Fontaine : terme le 31 août 2027",
    detail: 'Un congé du bailleur doit parvenir au locataire six mois avant le terme (art. 15).',
    action: { type: 'lien', libelle: 'Voir le bail', chemin: '/baux', telecharger: null },
  },
];

/** Keyed by the names of immoEndpoints. */
export const immoFixtures: Fixtures & Record<keyof typeof immoEndpoints, unknown> = {
  allDataImmos,
  recapLoyers,
  tdb,
  opeCars,
  opeDepenses,
  loyersRetards,
  documentCapacites,
  aFaire,
  // At 30 %: Lyon in profit, Chambéry in deficit (its works), the total on their results together.
  apresImpot: {
    tmi: 30,
    debut: `${thisYear - 1}-12-01`,
    fin: today,
    biens: [
      { IM_NOM: 'Chambéry Le Biollay', resultat_fiscal: -4200, impot: -1260, prelevements_sociaux: 0, rendement_net_net: 4.1, cash_flow_net_net_mensuel: 150.25 },
      { IM_NOM: 'Lyon Croix-Rousse', resultat_fiscal: 6000, impot: 1800, prelevements_sociaux: 1032, rendement_net_net: 2.35, cash_flow_net_net_mensuel: -80.4 },
    ],
    // 6 000 − 4 200 = 1 800: 540 € of tax (30 %), 309.60 € of prélèvements (17.2 %).
    total: { resultat_fiscal: 1800, impot: 540, prelevements_sociaux: 309.6, cash_flow_net_net_mensuel: 130.05 },
  },
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

/**
 * The lease revisions as the api gives them: Lyon's lease (n° 4: 780 € hors charges and 65 € of
 * charges) with both IRL quarters (T2, revised on 1 September: that year's T2, out in July);
 * Villeurbanne's calls for the quarter under way, which INSEE has not published yet (the
 * revision on the 20th of the month it comes out).
 */
function revisionOf(immo: Immo): RentRevision | null {
  if (immo.IM_NOM === 'Lyon Croix-Rousse') {
    const anniversary = `${thisYear}-09-01`;
    const date_revision = anniversary > today ? anniversary : `${thisYear + 1}-09-01`;
    const y = Number(date_revision.slice(0, 4));
    return {
      bail_id: 4,
      trimestre: 2,
      date_revision,
      date_effet: date_revision,
      loyer_hc_actuel: 780,
      loyer_hc_revise: round2((780 * 145.17) / 140.59),
      charges: 65,
      irl_nouveau: { annee: y, trimestre: 2, valeur: 145.17 },
      irl_ancien: { annee: y - 1, trimestre: 2, valeur: 140.59 },
      irl_manquant: null,
    };
  }
  if (immo.IM_NOM === 'Villeurbanne Gratte-Ciel') {
    const trimestre = Math.floor(now.getMonth() / 3) + 1;
    const out = trimestre === 4 ? `${thisYear + 1}-01` : `${thisYear}-${pad(trimestre * 3 + 1)}`;
    const date_revision = `${out}-20`;
    return {
      bail_id: 2,
      trimestre,
      date_revision,
      date_effet: date_revision,
      loyer_hc_actuel: immo.IM_MT_LOYER,
      loyer_hc_revise: null,
      charges: 0,
      irl_nouveau: null,
      irl_ancien: { annee: thisYear - 1, trimestre, valeur: 142.06 },
      irl_manquant: { annee: thisYear, trimestre, publication: `${out}-10` },
    };
  }
  return null;
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
/** No share recorded here: 50 % in joint ownership (IM_INDIVISION = 1 or INDI), else 100 %, the api's rule. */
const shareOf = (immo: Immo) => (immo.IM_INDIVISION === 1 || immo.IM_TYPE_PROP === 'INDI' ? 50 : 100);

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
    const teom = owned && tax ? tax.teom : 0;
    // The landlord's charges of a let property: its insurance in January, unrecovered charges in
    // March, management fees in June when it is managed directly (no agency).
    const let_ = owned && immo.IM_MT_LOYER > 0 && m <= today.slice(0, 7);
    const assurance_proprietaire = let_ && m.endsWith('-01') ? round2(90 + immo.IM_PA * 0.0004) : 0;
    const charges_non_recuperees = let_ && m.endsWith('-03') ? 85 : 0;
    const frais_gestion = let_ && immo.IM_AGENCE === 0 && m.endsWith('-06') ? 60 : 0;
    const paid = loanRows.filter((r) => r.date.startsWith(m) && r.date <= today);
    const interets = sumOf(paid, 'interets');
    const assurance = sumOf(paid, 'assurance');
    const mensualites = sumOf(paid, 'mensualite');
    return {
      mois: m,
      loyers,
      charges_locataires: 0,
      provisions_copro: 0,
      regularisation_copro: 0,
      honoraires,
      frais_gestion,
      charges_non_recuperees,
      taxe_fonciere,
      teom,
      assurance_proprietaire,
      interets,
      assurance,
      mensualites,
      cash_flow: round2(loyers - honoraires - frais_gestion - charges_non_recuperees - taxe_fonciere - assurance_proprietaire - mensualites),
    };
  });
  type SumKey = Exclude<keyof (typeof mois)[number], 'mois' | 'cash_flow'>;
  const keys: SumKey[] = ['loyers', 'charges_locataires', 'provisions_copro', 'regularisation_copro', 'honoraires', 'frais_gestion', 'charges_non_recuperees', 'taxe_fonciere', 'teom', 'assurance_proprietaire', 'interets', 'assurance', 'mensualites'];
  const sums = Object.fromEntries(keys.map((k) => [k, round2(mois.reduce((t, m) => t + m[k], 0))])) as Record<SumKey, number>;
  // As the api: the net result before financing (tax without TEOM), the cash-flow after the loan.
  const results = (s: Record<SumKey, number>) => ({
    resultat_net: round2(s.loyers - s.honoraires - s.frais_gestion - s.charges_non_recuperees - (s.taxe_fonciere - s.teom) - s.assurance_proprietaire),
    cash_flow_mensuel: round2(
      (s.loyers - s.honoraires - s.frais_gestion - s.charges_non_recuperees - s.taxe_fonciere - s.assurance_proprietaire - s.mensualites) / 12,
    ),
  });
  // The api's default share: 50 % for INDI; acquisition costs as the demo's, 7.5 % of the price.
  const quote_part = shareOf(immo);
  const frais_achat = Math.round(immo.IM_PA * 0.075);
  const share = Object.fromEntries(keys.map((k) => [k, Math.round(sums[k] * quote_part) / 100])) as Record<SumKey, number>;
  const whole = results(sums);
  return {
    IM_NOM: immo.IM_NOM,
    rendement_brut: immo.IM_PA > 0 ? round2((1200 * immo.loyerTheo) / immo.IM_PA) : null,
    rendement_net: immo.IM_PA > 0 ? round2((100 * whole.resultat_net) / (immo.IM_PA + frais_achat)) : null,
    ...whole,
    ...sums,
    prix_achat: immo.IM_PA,
    frais_achat,
    quote_part,
    meuble: 0,
    part: { ...share, ...results(share) },
    annee,
    debut: `${months[0]}-01`,
    fin: annee === null ? today : `${annee}-12-31`,
    emprunts: loanRows.length > 0 ? [immo.IM_NOM] : [],
    mois,
    taxes,
    revision: revisionOf(immo),
    fiscalite: null,
  };
}

// ---- The yearly statement (form 2044), with the charges and earlier deficits it counts ------

/** A charge of a property as the data api stores it (section chargesBiens). */
interface ChargeFixture {
  id: number;
  IM_NOM: string;
  date: string;
  montant: number;
  categorie: ChargeCategory;
  libelle: string | null;
}

/**
 * The charges of the last three years: each year the landlord's insurance and the condominium
 * provisions of Lyon and Chambéry (last year's provisions trued up), a fee in Aix; two years
 * ago an unrecovered charge; last year large works in Lyon, partly subsidised (line 213),
 * which put the year in deficit beyond the 10 700 € ceiling.
 */
const propertyCharges: ChargeFixture[] = [thisYear - 2, thisYear - 1, thisYear].flatMap((y) => [
  { IM_NOM: 'Lyon Croix-Rousse', date: `${y}-01-12`, montant: 168, categorie: 'assurance' as const, libelle: 'Assurance propriétaire non occupant' },
  { IM_NOM: 'Lyon Croix-Rousse', date: `${y}-01-20`, montant: 420, categorie: 'provisions_copro' as const, libelle: 'Provisions du syndic' },
  { IM_NOM: 'Lyon Croix-Rousse', date: `${y}-01-25`, montant: 36.4, categorie: 'regularisation_copro' as const, libelle: 'Régularisation des provisions' },
  { IM_NOM: 'Chambéry Le Biollay', date: `${y}-01-15`, montant: 142, categorie: 'assurance' as const, libelle: 'Assurance propriétaire non occupant' },
  { IM_NOM: 'Chambéry Le Biollay', date: `${y}-01-20`, montant: 360, categorie: 'provisions_copro' as const, libelle: 'Provisions du syndic' },
  { IM_NOM: 'Aix-les-Bains Corsuet', date: `${y}-01-30`, montant: 90, categorie: 'frais_gestion' as const, libelle: 'Frais de procédure' },
  ...(y === thisYear - 2 ? [{ IM_NOM: 'Aix-les-Bains Corsuet', date: `${y}-01-10`, montant: 240, categorie: 'charges_non_recuperees' as const, libelle: 'Eau du locataire parti' }] : []),
  ...(y === thisYear - 1
    ? [
        { IM_NOM: 'Lyon Croix-Rousse', date: `${y}-01-05`, montant: 9800, categorie: 'travaux' as const, libelle: 'Ravalement de façade (quote-part)' },
        { IM_NOM: 'Lyon Croix-Rousse', date: `${y}-01-08`, montant: 24200, categorie: 'travaux' as const, libelle: 'Rénovation de la cuisine et de la salle de bains' },
        { IM_NOM: 'Lyon Croix-Rousse', date: `${y}-01-28`, montant: 3000, categorie: 'subvention' as const, libelle: 'Subvention ANAH' },
      ]
    : []),
]).map((c, i) => ({ ...c, id: i + 1 }));

/** A deficit recorded for a year before the statements start, still to carry (section deficitsFonciers). */
const priorDeficits = [{ id: 1, annee: thisYear - 9, montant: 20000 }];

/** The rows of the sections the statement reads, as the data api serves them (with ids). */
export const immoSectionRows = { chargesBiens: propertyCharges, deficitsFonciers: priorDeficits };

/** Off the 2044: the main residence (PRINC), the furnished letting (IM_MEUBLE = 1), the bare ownership without rent. */
export const FURNISHED = new Set(['Villeurbanne Gratte-Ciel']);

const cents = (euros: number) => Math.round(euros * 100);

/** The share of an amount in euros, in cents rounded to the whole euro as the form takes it. */
const wholePart = (euros: number, share: number) => Math.round((cents(euros) * share) / 10_000) * 100;

/** One property's lines (form2044 of the api): each line times the share, to the euro; the totals add the rounded lines. */
function linesOf(immo: Immo, annee: number): { lignes: Form2044Lines; b: Bien; share: number } | null {
  const b = bienOf(immo, annee);
  const share = shareOf(immo);
  const part = (euros: number) => wholePart(euros, share);
  const charges = (categories: readonly ChargeCategory[]) =>
    propertyCharges
      .filter((c) => c.IM_NOM === immo.IM_NOM && c.date.startsWith(`${annee}-`) && categories.includes(c.categorie))
      .reduce((s, c) => s + c.montant, 0);
  const teom = b.taxes.find((t) => t.annee === annee)?.teom ?? 0;
  const l: Record<string, number> = {
    '211': part(b.loyers),
    '213': part(charges(['subvention'])),
    '221': part(b.honoraires + charges(['frais_gestion'])),
    '222': b.loyers > 0 ? part(20) : 0,
    '223': part(charges(['assurance'])),
    '224': part(charges(['travaux', 'travaux_energie'])),
    '225': part(charges(['charges_non_recuperees'])),
    '226': 0,
    '227': b.taxe_fonciere > 0 ? part(b.taxe_fonciere - teom) : 0,
    '228': 0,
    '229': part(charges(['provisions_copro'])),
    '230': part(charges(['regularisation_copro'])),
    '250': part(b.interets + b.assurance),
  };
  if (Object.values(l).every((v) => v === 0)) return null;
  l['215'] = l['211']! + l['213']!;
  l['240'] = ['221', '222', '223', '224', '225', '226', '227', '228', '229'].reduce((s, k) => s + l[k]!, 0) - l['230']!;
  l['261'] = l['215'] - l['240'] - l['250']!;
  const lignes = Object.fromEntries(FORM_2044_LINES.map((k) => [k, l[k]! / 100])) as Form2044Lines;
  return { lignes, b, share };
}

/** The furnished lets of a year under the micro-BIC (50 %, 305 € at least, 77 700 € of ceiling), as the api gives them. */
function furnishedOf(annee: number): RevenusFonciers['meubles'] {
  const biens = immos
    .filter((i) => FURNISHED.has(i.IM_NOM))
    .map((i) => {
      const b = bienOf(i, annee);
      const charges = b.honoraires + b.frais_gestion + b.charges_non_recuperees + b.taxe_fonciere - b.teom + b.assurance_proprietaire + b.interets + b.assurance;
      return { IM_NOM: i.IM_NOM, quote_part: b.quote_part, recettes: Math.round(b.loyers + b.charges_locataires), charges_connues: Math.round(charges) };
    })
    .filter((b) => b.recettes > 0);
  if (biens.length === 0) return null;
  const recettes = biens.reduce((s, b) => s + b.recettes, 0);
  const abattement = Math.min(recettes, Math.max(305, Math.round(recettes / 2)));
  return {
    biens,
    recettes,
    regime: {
      plafond: 77_700,
      abattement_taux: 50,
      abattement_minimum: 305,
      case: '5ND',
      source: 'CGI art. 50-0, revenus 2023 à 2025',
      confirme: annee <= 2025,
    },
    micro: { case: '5ND', recettes, abattement, revenu_net: recettes - abattement },
    reel: null,
  };
}

/**
 * The statements of the last three years, the deficit carried from one to the next (CGI art.
 * 156 I 3°): the loan interest offsets rental income only, the rest of a deficit offsets global
 * income up to 10 700 € (no energy works here), what is left carries for 10 years, oldest first.
 */
function rentalStatements(years: readonly number[]): Map<number, RevenusFonciers> {
  const stock = new Map(priorDeficits.map((d) => [d.annee, cents(d.montant)]));
  const statements = new Map<number, RevenusFonciers>();
  for (const annee of years) {
    const biens: RevenusFonciers['biens'] = [];
    const exclus: RevenusFonciers['exclus'] = [];
    for (const immo of [...immos].sort((a, z) => a.IM_NOM.localeCompare(z.IM_NOM, 'fr'))) {
      if (immo.IM_TYPE_PROP === 'PRINC') exclus.push({ IM_NOM: immo.IM_NOM, raison: 'residence_principale' });
      else if (FURNISHED.has(immo.IM_NOM)) exclus.push({ IM_NOM: immo.IM_NOM, raison: 'meuble' });
      else if (immo.IM_TYPE_PROP === 'NUE' && immo.IM_MT_LOYER === 0) exclus.push({ IM_NOM: immo.IM_NOM, raison: 'nue_propriete_sans_revenu' });
      else {
        const found = linesOf(immo, annee);
        if (!found) continue;
        const { lignes, b, share } = found;
        const part = (euros: number) => wholePart(euros, share) / 100;
        biens.push({
          IM_NOM: immo.IM_NOM,
          quote_part: share,
          loyers: lignes['211'],
          honoraires: part(b.honoraires),
          taxe_fonciere: lignes['227'],
          interets: part(b.interets),
          assurance: part(b.assurance),
          revenu_net: lignes['261'],
          lignes,
        });
      }
    }
    const lignes = Object.fromEntries(FORM_2044_LINES.map((k) => [k, biens.reduce((s, b) => s + cents(b.lignes[k]), 0) / 100])) as Form2044Lines;
    const sum = (k: 'honoraires' | 'interets' | 'assurance') => biens.reduce((s, b) => s + cents(b[k]), 0) / 100;
    const total = {
      loyers: lignes['211'],
      honoraires: sum('honoraires'),
      taxe_fonciere: lignes['227'],
      interets: sum('interets'),
      assurance: sum('assurance'),
      revenu_net: lignes['261'],
      lignes,
    };

    const income = cents(lignes['261']);
    const available = [...stock].reduce((sum, [origin, left]) => (origin < annee ? sum + left : sum), 0);
    const deficit: RevenusFonciers['deficit'] = { imputable_revenu_global: 0, plafond: 10700, reportable: 0, anterieurs_imputes: [], a_reporter: [] };
    let resultat = 0;
    if (income >= 0) {
      let left = income;
      for (const origin of [...stock.keys()].sort((a, z) => a - z)) {
        const used = Math.min(stock.get(origin)!, left);
        if (used === 0) continue;
        left -= used;
        stock.set(origin, stock.get(origin)! - used);
        deficit.anterieurs_imputes.push({ annee: origin, montant: used / 100 });
      }
      resultat = left;
    } else {
      const fromOtherCharges = -income - Math.max(0, cents(lignes['250']) - cents(lignes['215']));
      const imputable = Math.min(fromOtherCharges, 1_070_000);
      deficit.imputable_revenu_global = imputable / 100;
      deficit.reportable = (-income - imputable) / 100;
      if (-income > imputable) stock.set(annee, -income - imputable);
    }
    for (const [origin, left] of stock) if (left === 0 || origin + 10 <= annee) stock.delete(origin);
    deficit.a_reporter = [...stock].sort(([a], [z]) => a - z).map(([origin, montant]) => ({ annee: origin, montant: montant / 100 }));

    const plafond_micro = 15000;
    const gross = lignes['211'];
    const abattement = round2(gross * 0.3);
    const micro = { applicable: gross > 0 && gross <= plafond_micro, abattement, revenu_net: round2(gross - abattement) };
    const reelTaxed = resultat / 100 - deficit.imputable_revenu_global;
    const box4BD = Math.round(available / 100);
    statements.set(annee, {
      annee,
      previsionnel: annee >= thisYear,
      biens,
      total,
      exclus,
      loyers_sans_bail: [],
      avant_premiers_loyers: false,
      deficit,
      resultat: resultat / 100,
      micro_foncier: micro,
      regime_le_plus_favorable: micro.applicable && micro.revenu_net < reelTaxed ? 'micro' : 'reel',
      plafond_micro,
      declaration_2042: {
        reel: {
          '4BA': Math.round(Math.max(0, lignes['261'])),
          '4BB': Math.round(deficit.reportable),
          '4BC': Math.round(deficit.imputable_revenu_global),
          '4BD': box4BD,
        },
        micro: micro.applicable ? { '4BE': Math.round(gross), '4BD': box4BD } : null,
        '4BN': false,
        regime: micro.applicable ? 'micro' : 'reel',
        regime_source: micro.applicable ? 'defaut' : 'plafond',
        notice: `Notice de la déclaration 2042 des revenus ${annee} (cadre 4, revenus fonciers) et notice 2044 des revenus ${annee}`,
      },
      meubles: furnishedOf(annee),
    });
  }
  return statements;
}

const statements = rentalStatements([thisYear - 2, thisYear - 1, thisYear]);

/** The yearly statement of one of the last three years. */
function revenusFonciersOf(annee: number): RevenusFonciers {
  return statements.get(annee)!;
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
  ...Object.fromEntries([...rentsDue].map(([mois, rows]) => [`loyers/echeances?mois=${mois}`, rows])),
};
