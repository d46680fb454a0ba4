/**
 * The figures of a property sheet, each with its formula written out in French with the
 * numbers, as the api computed them (schemas.ts: Bien).
 */
import { formatDate, formatEuro, formatInteger } from 'shared-kernel';
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
    figure('Loyers perçus', 'loyers', `Loyers perçus = somme des loyers encaissés ${period} (${months(countOf(bien, 'loyers'))}) = ${e(bien.loyers)}`),
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
  "Cash-flow mensuel, après l'emprunt = (loyers − honoraires − frais de gestion − charges non récupérées − taxe foncière − assurance propriétaire − mensualités) / 12";

/** What neither formula counts, and why (the owner sees these charges in the editor below). */
export const LEFT_OUT =
  "Ni les provisions de copropriété et leur régularisation (le locataire en rembourse la part récupérable), ni les travaux, ni les subventions n'entrent dans ces calculs : la part des charges que vous gardez se saisit en « charges récupérables non récupérées ».";

/** The charges both formulas subtract from the rents, with their numbers. */
const chargesOf = (a: Amounts) => `${e(a.loyers)} − ${e(a.honoraires)} − ${e(a.frais_gestion)} − ${e(a.charges_non_recuperees)}`;
/** (loyers − … − (taxe foncière − TEOM) − assurance propriétaire), with the numbers. */
const netOf = (a: Amounts) => `(${chargesOf(a)} − (${e(a.taxe_fonciere)} − ${e(a.teom)}) − ${e(a.assurance_proprietaire)})`;
/** (loyers − … − taxe foncière − assurance propriétaire − mensualités), with the numbers. */
const cashFlowOf = (a: Amounts) => `(${chargesOf(a)} − ${e(a.taxe_fonciere)} − ${e(a.assurance_proprietaire)} − ${e(a.mensualites)})`;
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
