/**
 * Moving in, the rental-property area's reads of the old site: `alldata` (properties),
 * `recaployers` (each property's theoretical rent), `tdb` (the loan table: only the loans'
 * names come over, the rest is to complete), `opecars` (car expenses, one row per vehicle and
 * year), `opedepenses` (expenses) and `graphTxFonciere/0` and `/1` (property taxes by property
 * and year). Payloads arrive cleaned; the graphs raw, their labels cleaned here.
 */
import { parseGraph } from 'contract-kit/legacyGraph';
import {
  type CleanText,
  isRecord,
  type LegacyCandidate as Candidate,
  type LegacyMapped as Mapped,
  type LegacyMapping,
  listIn,
  pick,
  text,
} from 'server-kit';

const IMMO_FIELDS = [
  'IM_NOM', 'IM_INDIVISION', 'IM_TYPE_PROP', 'IM_PRET_MT', 'IM_FIN_PRET', 'IM_MT_LOYER', 'IM_AGENCE', 'IM_DATE_ACHAT',
  'IM_DATE_VTE', 'IM_VENDU', 'IM_PA', 'IM_PX_VTE', 'IM_COMMENT', 'loyerTheo',
] as const;

const isSold = (flag: unknown) => flag === 1 || flag === '1' || flag === true || flag === 'true';

/**
 * A property. The legacy writes nothing (null) for « none »: no loan, no agency, not sold, so
 * those amounts and flags are 0, and a date it does not give is no date; the theoretical rent
 * is the recap's when it gives one. Any other missing value stays missing and the schema says so.
 */
function property(row: Record<string, unknown>, recap: Record<string, unknown>): Candidate {
  const p = pick(row, IMMO_FIELDS);
  const name = text(p.IM_NOM);
  for (const field of ['IM_PRET_MT', 'IM_AGENCE', 'IM_INDIVISION', 'IM_VENDU'] as const) p[field] ??= 0;
  if (!isSold(p.IM_VENDU)) p.IM_PX_VTE ??= 0;
  else p.loyerTheo ??= 0;
  for (const field of ['IM_FIN_PRET', 'IM_DATE_ACHAT', 'IM_DATE_VTE', 'IM_COMMENT'] as const) p[field] ??= null;
  if (typeof p.IM_TYPE_PROP === 'string') p.IM_TYPE_PROP = p.IM_TYPE_PROP.toUpperCase();
  const fromRecap = recap[name];
  if (isRecord(fromRecap) && fromRecap.loyerTheo !== null && fromRecap.loyerTheo !== undefined) p.loyerTheo = fromRecap.loyerTheo;
  return { section: 'immos', cle: name, row: p };
}

function properties(alldata: unknown, recaployers: unknown): Candidate[] {
  const rows = isRecord(alldata) ? listIn(alldata.immos) : null;
  const recap = isRecord(recaployers) && isRecord(recaployers.immos) ? recaployers.immos : {};
  return (rows ?? []).filter(isRecord).map((row) => property(row, recap));
}

/** The names of the loans of the loan table (its `total` row is a sum). */
function loanNames(tdb: unknown): string[] {
  const table = isRecord(tdb) && isRecord(tdb.emprunt) ? tdb.emprunt : {};
  return Object.keys(table).filter((name) => name.toLowerCase() !== 'total');
}

/** One row per vehicle and year: the year's total, its month count in the label; the `Total` row is a sum. */
function carExpenses(opecars: unknown): Candidate[] {
  if (!isRecord(opecars)) return [];
  return Object.entries(opecars).flatMap(([groupe, rows]) =>
    (listIn(rows) ?? []).filter(isRecord).flatMap((r): Candidate[] => {
      const annee = text(r.annee);
      if (!/^\d{4}$/.test(annee)) return [];
      const months = r.nbmois === null || r.nbmois === undefined ? '' : ` (${text(r.nbmois)} mois)`;
      return [{
        section: 'voitures',
        cle: `${groupe} ${annee}`,
        row: { groupe, date: `${annee}-01-01`, montant: r.montant, libelle: `Total annuel importé${months}` },
      }];
    }),
  );
}

function expenses(opedepenses: unknown): Candidate[] {
  return (listIn(opedepenses) ?? []).filter(isRecord).map((r) => ({
    section: 'depenses' as const,
    cle: `${text(r.COP_DATE)} ${text(r.COP_LIBELLE)} ${text(r.COP_MONT)}`.trim(),
    row: { COP_DATE: r.COP_DATE, COP_LIBELLE: r.COP_LIBELLE ?? '', COP_MONT: r.COP_MONT, COP_GARAGE: r.COP_GARAGE ?? null },
  }));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The graph of a chart read ({ axe, serie } under the read's own names). */
function graphOf(payload: unknown, axe: string, serie: string) {
  if (!isRecord(payload)) throw new Error('réponse sans graphique');
  return parseGraph(text(payload[axe]), text(payload[serie]));
}

/** Property taxes: one row per property and year with a tax; the total graph checks the sums. */
function propertyTaxes(byProperty: unknown, total: unknown, out: Mapped, cleanText: CleanText): void {
  if (byProperty === undefined) return;
  const { axis, series } = graphOf(byProperty, 'axe_fonciere', 'serie_fonciere');
  const sums = new Map<string, number>();
  for (const s of series) {
    const name = cleanText(s.name) ?? s.name;
    s.data.forEach((montant, i) => {
      const annee = axis[i]!;
      if (montant === 0) return;
      sums.set(annee, (sums.get(annee) ?? 0) + montant);
      out.candidates.push({ section: 'taxesFoncieres', cle: `${name} ${annee}`, row: { IM_NOM: name, annee, montant } });
    });
  }
  if (total === undefined) return;
  const totals = graphOf(total, 'axe_fonciere', 'serie_fonciere');
  totals.axis.forEach((annee, i) => {
    const expected = round2(totals.series.reduce((s, serie) => s + (serie.data[i] ?? 0), 0));
    const found = round2(sums.get(annee) ?? 0);
    if (expected !== found) {
      out.remarques.push(`Taxes foncières ${annee} : le total du site (${expected} €) diffère de la somme par bien (${found} €) ; seule la somme par bien est importée.`);
    }
  });
}

const s = (v: unknown) => String(v);
const year = (date: unknown) => s(date).slice(0, 4);

/** What the site never carries (spec section 7): rents received, the loans' terms, leases, the properties' IRL quarter. */
function toComplete(tdb: unknown) {
  const loans = loanNames(tdb);
  return [
    {
      sujet: "L'historique des loyers encaissés",
      detail: 'le site ne donne que les loyers du mois en cours, en total : saisissez les loyers reçus.',
      lien: '#/loyers',
    },
    {
      sujet: 'Le taux, la durée et la date de début des emprunts',
      detail: `le site ne donne que le tableau des emprunts${loans.length > 0 ? ` (${loans.join(', ')})` : ''} : saisissez chaque emprunt.`,
      lien: '#/emprunt',
    },
    { sujet: 'Les baux et les locataires', detail: "le site n'en connaît aucun : créez le bail de chaque bien loué.", lien: '#/baux' },
    { sujet: 'Le trimestre IRL de chaque bien', detail: 'le site ne le donne pas : indiquez-le sur la fiche du bien.', lien: '#/listeappt' },
  ];
}

const euros = (n: number) => `${n.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

/** The site's expenses by year (`graphDepPerso`) against the expenses that came over. */
function expensesByYear(payload: unknown, depenses: ReadonlyArray<Record<string, unknown>>): string[] {
  if (!isRecord(payload)) throw new Error('réponse sans graphique');
  const { axis, series } = parseGraph(text(payload.axe_depenses), text(payload.serie_depenses));
  const imported = new Map<string, number>();
  for (const e of depenses) imported.set(year(e.COP_DATE), (imported.get(year(e.COP_DATE)) ?? 0) + Number(e.COP_MONT));
  return axis.flatMap((annee, i) => {
    const site = round2(series[0]?.data[i] ?? 0);
    const ours = round2(imported.get(annee) ?? 0);
    return site === ours ? [] : [`Dépenses ${annee} : le site en compte ${euros(site)}, les lignes importées ${euros(ours)}.`];
  });
}

/** The area's reads and what each gives (the properties need alldata; recaployers only completes them). */
export const immoMoveIn: LegacyMapping = {
  reads: {
    alldata: { path: 'immeubles/alldata' },
    recaployers: { path: 'immeubles/recaployers' },
    tdb: { path: 'immeubles/tdb' },
    opecars: { path: 'immeubles/opecars' },
    opedepenses: { path: 'immeubles/opedepenses' },
    taxesParBien: { path: 'immeubles/graphTxFonciere/0', raw: true },
    taxesTotal: { path: 'immeubles/graphTxFonciere/1', raw: true },
  },
  mappings: [
    { reads: ['alldata'], map: (p, out) => out.candidates.push(...properties(p.alldata, p.recaployers)) },
    { reads: ['opecars'], map: (p, out) => out.candidates.push(...carExpenses(p.opecars)) },
    { reads: ['opedepenses'], map: (p, out) => out.candidates.push(...expenses(p.opedepenses)) },
    { reads: ['taxesParBien', 'taxesTotal'], map: (p, out, cleanText) => propertyTaxes(p.taxesParBien, p.taxesTotal, out, cleanText) },
  ],
  // The site gives yearly sums of the car expenses: a vehicle's year already in the base is kept whole.
  keepKeys: {
    immos: { key: (r) => s(r.IM_NOM) },
    voitures: { key: (r) => `${s(r.groupe)} ${year(r.date)}`, period: true },
    depenses: { key: (r) => `${s(r.COP_DATE)} ${s(r.COP_LIBELLE)} ${s(r.COP_MONT)}` },
    taxesFoncieres: { key: (r) => `${s(r.IM_NOM)} ${s(r.annee)}` },
  },
  toComplete: (p) => toComplete(p.tdb),
  checks: [
    {
      name: 'depensesParAn',
      read: { path: 'immeubles/graphDepPerso', raw: true },
      check: (p, document) => expensesByYear(p.depensesParAn, document.depenses ?? []),
    },
  ],
};
