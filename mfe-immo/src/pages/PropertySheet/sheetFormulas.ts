/**
 * The figures of a property sheet, each with its formula written out in French with the
 * numbers, as the api computed them (schemas.ts: Bien).
 */
import { formatDate, formatEuro, formatEuroRound, formatInteger } from 'shared-kernel';
import { GLOBAL_CEILING } from '../RentalIncome/statementText';
import type { Bien, Immo } from 'area-immo/contract';
import { formatRate, formatShare } from './rates';

export interface SheetFigure {
  label: string;
  value: string;
  formula: string;
  /** The owner's share, written out likewise (a property he does not own in full). */
  share?: string;
  /** A loss (negative cash-flow). */
  loss?: boolean;
}

/** The amounts of the period, the whole property's or the owner's share (Bien['part']). */
type Amounts = Bien['part'];
type SumKey = Exclude<keyof Amounts, 'resultat_net' | 'cash_flow_mensuel'>;
type AfterTax = NonNullable<Bien['fiscalite']>;

const e = formatEuro;
const months = (n: number) => `${formatInteger(n)} mois`;

/** The period in words: « du 01/12/2025 au 23/11/2026 » or « en 2025 ». */
export function periodText(bien: Pick<Bien, 'annee' | 'debut' | 'fin'>): string {
  return bien.annee === null ? `du ${formatDate(bien.debut)} au ${formatDate(bien.fin)}` : `en ${bien.annee}`;
}

/** Whether the owner holds only a share of the property: then each figure is also given for his share. */
export const isShared = (bien: Pick<Bien, 'quote_part'>): boolean => bien.quote_part < 100;
/** « Votre quote-part (50 %) » */
export const shareLabel = (bien: Pick<Bien, 'quote_part'>): string => `Votre quote-part (${formatShare(bien.quote_part)})`;

const countOf = (bien: Bien, key: SumKey) => bien.mois.filter((m) => m[key] !== 0).length;

/** Loyers perçus … mensualités: the sums of the period, each with the owner's share when he holds one. */
export function sumFigures(bien: Bien): SheetFigure[] {
  const period = periodText(bien);
  const taxYears = [...new Set(bien.mois.filter((m) => m.taxe_fonciere !== 0).map((m) => m.mois.slice(0, 4)))];
  const figure = (label: string, key: SumKey, formula: string): SheetFigure => ({
    label,
    value: e(bien[key]),
    formula,
    ...(isShared(bien) ? { share: `${shareLabel(bien)} : ${e(bien.part[key])}` } : {}),
  });
  return [
    figure(
      'Loyers perçus',
      'loyers',
      `Loyers perçus = part loyer des encaissements ${period} (${months(countOf(bien, 'loyers'))}), hors charges, comme la ligne 211 de la déclaration 2044 = ${e(bien.loyers)}`,
    ),
    figure(
      'Charges des locataires',
      'charges_locataires',
      `Charges des locataires = part charges de ces encaissements = ${e(bien.charges_locataires)} : elles remboursent les provisions de copropriété (${e(bien.provisions_copro)} payées, ${e(bien.regularisation_copro)} de régularisation) et passent hors du résultat`,
    ),
    figure(
      "Honoraires d'agence",
      'honoraires',
      `Honoraires d'agence = somme des honoraires retenus sur ces loyers (${months(countOf(bien, 'honoraires'))}) = ${e(bien.honoraires)}`,
    ),
    figure('Frais de gestion', 'frais_gestion', `Frais de gestion = somme des frais de gestion payés ${period}, hors honoraires d'agence = ${e(bien.frais_gestion)}`),
    figure(
      'Charges non récupérées',
      'charges_non_recuperees',
      `Charges non récupérées = somme des charges récupérables non récupérées sur le locataire ${period} = ${e(bien.charges_non_recuperees)}`,
    ),
    figure(
      'Taxe foncière',
      'taxe_fonciere',
      taxYears.length === 0
        ? `Taxe foncière = aucune taxe comptée ${period} (une taxe compte au 15 octobre de son année) = ${e(0)}`
        : `Taxe foncière = taxe ${taxYears.join(' + ')}, TEOM comprise, comptée au 15 octobre = ${e(bien.taxe_fonciere)}, dont TEOM ${e(bien.teom)}`,
    ),
    figure(
      'Assurance propriétaire',
      'assurance_proprietaire',
      `Assurance propriétaire = somme des primes d'assurance du bailleur payées ${period} = ${e(bien.assurance_proprietaire)}`,
    ),
    figure(
      "Intérêts d'emprunt",
      'interets',
      `Intérêts d'emprunt = somme des intérêts des échéances payées ${period} (${months(countOf(bien, 'mensualites'))}) = ${e(bien.interets)}`,
    ),
    figure('Assurance emprunteur', 'assurance', `Assurance emprunteur = somme de l'assurance de ces échéances = ${e(bien.assurance)}`),
    figure('Mensualités', 'mensualites', `Mensualités = capital + intérêts + assurance des échéances payées ${period} = ${e(bien.mensualites)}`),
  ];
}

export const NET_YIELD_WORDS =
  "Rendement net, avant financement (ni intérêts ni assurance de l'emprunt) = (loyers − honoraires − frais de gestion − charges non récupérées − taxe foncière hors TEOM − assurance propriétaire) / (prix d'achat + frais d'acquisition)";
export const CASH_FLOW_WORDS =
  "Cash-flow mensuel, après l'emprunt = (loyers − honoraires − frais de gestion − charges non récupérées − taxe foncière − assurance propriétaire − mensualités + charges des locataires − provisions de copropriété + régularisation) / 12";

/** What neither formula counts, and why (the owner sees these charges in the editor below). */
export const LEFT_OUT =
  "Les charges des locataires et les provisions de copropriété qu'elles remboursent passent : hors du résultat et du rendement, elles ne comptent que dans le cash-flow ; la part des charges que vous gardez se saisit en « charges récupérables non récupérées ». Ni les travaux ni les subventions n'entrent dans ces calculs.";

/** The charges both formulas subtract from the rents, with their numbers. */
const chargesOf = (a: Amounts) => `${e(a.loyers)} − ${e(a.honoraires)} − ${e(a.frais_gestion)} − ${e(a.charges_non_recuperees)}`;
/** (loyers − … − (taxe foncière − TEOM) − assurance propriétaire), with the numbers. */
const netOf = (a: Amounts) => `(${chargesOf(a)} − (${e(a.taxe_fonciere)} − ${e(a.teom)}) − ${e(a.assurance_proprietaire)})`;
/** (loyers − … − taxe foncière − assurance propriétaire − mensualités + what passes through), with the numbers. */
const cashFlowOf = (a: Amounts) =>
  `(${chargesOf(a)} − ${e(a.taxe_fonciere)} − ${e(a.assurance_proprietaire)} − ${e(a.mensualites)} + ${e(a.charges_locataires)} − ${e(a.provisions_copro)} + ${e(a.regularisation_copro)})`;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Rendement brut, rendement net and cash-flow mensuel, each for the whole property and for the owner's share. */
export function yieldFigures(bien: Bien, immo: Pick<Immo, 'loyerTheo' | 'IM_PA'>): SheetFigure[] {
  const noPrice = "non calculable sans prix d'achat";
  const cost = round2(bien.prix_achat + bien.frais_achat);
  const shared = isShared(bien);
  const rate = bien.rendement_net === null ? '' : formatRate(bien.rendement_net);
  return [
    {
      label: 'Rendement brut',
      value: bien.rendement_brut === null ? '—' : formatRate(bien.rendement_brut),
      formula:
        bien.rendement_brut === null
          ? `Rendement brut : ${noPrice}`
          : `Rendement brut = 12 × loyer théorique / prix d'achat = 12 × ${e(immo.loyerTheo)} / ${e(immo.IM_PA)} = ${formatRate(bien.rendement_brut)}`,
    },
    {
      label: 'Rendement net',
      value: bien.rendement_net === null ? '—' : rate,
      formula:
        bien.rendement_net === null
          ? `Rendement net : ${noPrice}`
          : `${NET_YIELD_WORDS} = ${netOf(bien)} / (${e(bien.prix_achat)} + ${e(bien.frais_achat)}) = ${e(bien.resultat_net)} / ${e(cost)} = ${rate}`,
      ...(shared && bien.rendement_net !== null
        ? {
            share: `${shareLabel(bien)} : ${netOf(bien.part)} / (${formatShare(bien.quote_part)} × ${e(cost)}) = ${e(bien.part.resultat_net)} / ${e(round2((cost * bien.quote_part) / 100))} = ${rate}`,
          }
        : {}),
      loss: bien.rendement_net !== null && bien.rendement_net < 0,
    },
    {
      label: 'Cash-flow mensuel',
      value: e(bien.cash_flow_mensuel),
      formula: `${CASH_FLOW_WORDS} = ${cashFlowOf(bien)} / 12 = ${e(bien.cash_flow_mensuel)}`,
      ...(shared ? { share: `${shareLabel(bien)} : ${cashFlowOf(bien.part)} / 12 = ${e(bien.part.cash_flow_mensuel)}` } : {}),
      loss: bien.cash_flow_mensuel < 0,
    },
  ];
}

/** Prélèvements sociaux on rental income, percent (as the api's ownerTax.ts). */
export const SOCIAL_LEVIES = 17.2;

/**
 * After tax, on the owner's share: what the tax and prélèvements sociaux of the property's
 * result cost (or its deficit saves), the net-net yield and the cash-flow after them, each with
 * its formula and the numbers (the api's figures: schemas.ts, Bien['fiscalite']).
 */
export function afterTaxFigures(bien: Bien, t: AfterTax): SheetFigure[] {
  const taxes = round2(t.impot + t.prelevements_sociaux);
  const rate = formatShare(t.tmi);
  const levies = formatShare(SOCIAL_LEVIES);
  const base = round2(((bien.prix_achat + bien.frais_achat) * bien.quote_part) / 100);
  const taxFormula =
    t.resultat_fiscal >= 0
      ? `Impôt et prélèvements sociaux = résultat foncier de la 2044 (ligne 261, votre part) × (TMI ${rate} + ${levies}) = ${e(t.resultat_fiscal)} × ${formatShare(t.tmi + SOCIAL_LEVIES)} = ${e(t.impot)} + ${e(t.prelevements_sociaux)} = ${e(taxes)}`
      : `Déficit foncier (ligne 261, votre part) de ${e(-t.resultat_fiscal)} : sa part imputable sur le revenu global (${formatEuroRound(GLOBAL_CEILING)} au plus, hors intérêts d'emprunt) économise ${rate} d'impôt, soit ${e(-t.impot)} ; pas de prélèvements sociaux`;
  return [
    {
      label: t.resultat_fiscal >= 0 ? 'Impôt et prélèvements sociaux' : 'Impôt économisé',
      value: e(Math.abs(taxes)),
      formula: taxFormula,
      loss: taxes > 0,
    },
    {
      label: 'Rendement net-net',
      value: t.rendement_net_net === null ? '—' : formatRate(t.rendement_net_net),
      formula:
        t.rendement_net_net === null
          ? "Rendement net-net : non calculable sans prix d'achat"
          : `Rendement net-net = (résultat net − impôt − prélèvements sociaux) / (prix d'achat + frais d'acquisition) × quote-part = (${e(bien.part.resultat_net)} − ${e(taxes)}) / ${e(base)} = ${formatRate(t.rendement_net_net)}`,
      loss: t.rendement_net_net !== null && t.rendement_net_net < 0,
    },
    {
      label: 'Cash-flow net-net mensuel',
      value: e(t.cash_flow_net_net_mensuel),
      formula: `Cash-flow net-net mensuel = cash-flow mensuel − (impôt + prélèvements sociaux) / 12 = ${e(bien.part.cash_flow_mensuel)} − ${e(taxes)} / 12 = ${e(t.cash_flow_net_net_mensuel)}`,
      loss: t.cash_flow_net_net_mensuel < 0,
    },
  ];
}

/** The periods to choose from: the last twelve months (null), then each year from the purchase to this one. */
export function periodChoices(purchaseDate: string | null, now: Date = new Date()): Array<number | null> {
  const current = now.getFullYear();
  const first = purchaseDate ? Math.min(Number(purchaseDate.slice(0, 4)), current) : current;
  return [null, ...Array.from({ length: current - first + 1 }, (_, i) => first + i)];
}

export interface TaxRow {
  annee: number;
  montant: number;
  teom: number;
  horsTeom: number;
  /** Change from the previous year in percent; null for the first year (or after a zero). */
  evolution: number | null;
}

/** The taxe foncière by year, oldest first, with its change from the year before. */
export function taxRows(taxes: Bien['taxes']): TaxRow[] {
  const sorted = [...taxes].sort((a, b) => a.annee - b.annee);
  return sorted.map((t, i) => {
    const previous = sorted[i - 1];
    return {
      annee: t.annee,
      montant: t.montant,
      teom: t.teom,
      horsTeom: Math.round((t.montant - t.teom) * 100) / 100,
      evolution: previous && previous.montant !== 0 ? ((t.montant - previous.montant) / previous.montant) * 100 : null,
    };
  });
}

/** The cash-flow chart's bars: a month's surplus and deficit apart, so they show in two colours. */
export const SURPLUS = 'Excédent';
export const DEFICIT = 'Déficit';
export function cashFlowBars(mois: Bien['mois']): Array<{ mois: string; [SURPLUS]: number; [DEFICIT]: number }> {
  return mois.map((m) => ({
    mois: monthLabel(m.mois),
    [SURPLUS]: m.cash_flow > 0 ? m.cash_flow : 0,
    [DEFICIT]: m.cash_flow < 0 ? m.cash_flow : 0,
  }));
}

/** "2025-12" → "12/2025" */
export const monthLabel = (yyyyMm: string): string => `${yyyyMm.slice(5, 7)}/${yyyyMm.slice(0, 4)}`;
