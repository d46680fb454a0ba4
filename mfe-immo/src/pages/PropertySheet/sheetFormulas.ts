/**
 * The figures of a property sheet, each with its formula written out in French with the
 * numbers, as the api computed them (schemas.ts: Bien).
 */
import { formatDate, formatEuro, formatInteger } from 'shared-kernel';
import type { Bien, Immo } from '../../contract';
import { formatRate } from './rates';

export interface SheetFigure {
  label: string;
  value: string;
  formula: string;
  /** A loss (negative cash-flow). */
  loss?: boolean;
}

type Sums = Pick<Bien, 'loyers' | 'honoraires' | 'taxe_fonciere' | 'interets' | 'assurance' | 'mensualites'>;

const e = formatEuro;
const months = (n: number) => `${formatInteger(n)} mois`;

/** The period in words: « du 01/12/2025 au 23/11/2026 » or « en 2025 ». */
export function periodText(bien: Pick<Bien, 'annee' | 'debut' | 'fin'>): string {
  return bien.annee === null ? `du ${formatDate(bien.debut)} au ${formatDate(bien.fin)}` : `en ${bien.annee}`;
}

const countOf = (bien: Bien, key: keyof Sums) => bien.mois.filter((m) => m[key] !== 0).length;

/** Loyers perçus … mensualités: the sums of the period. */
export function sumFigures(bien: Bien): SheetFigure[] {
  const period = periodText(bien);
  const taxYears = [...new Set(bien.mois.filter((m) => m.taxe_fonciere !== 0).map((m) => m.mois.slice(0, 4)))];
  return [
    {
      label: 'Loyers perçus',
      value: e(bien.loyers),
      formula: `Loyers perçus = somme des loyers encaissés ${period} (${months(countOf(bien, 'loyers'))}) = ${e(bien.loyers)}`,
    },
    {
      label: "Honoraires d'agence",
      value: e(bien.honoraires),
      formula: `Honoraires d'agence = somme des honoraires retenus sur ces loyers (${months(countOf(bien, 'honoraires'))}) = ${e(bien.honoraires)}`,
    },
    {
      label: 'Taxe foncière',
      value: e(bien.taxe_fonciere),
      formula:
        taxYears.length === 0
          ? `Taxe foncière = aucune taxe comptée ${period} (une taxe compte au 15 octobre de son année) = ${e(0)}`
          : `Taxe foncière = taxe ${taxYears.join(' + ')}, TEOM comprise, comptée au 15 octobre = ${e(bien.taxe_fonciere)}`,
    },
    {
      label: "Intérêts d'emprunt",
      value: e(bien.interets),
      formula: `Intérêts d'emprunt = somme des intérêts des échéances payées ${period} (${months(countOf(bien, 'mensualites'))}) = ${e(bien.interets)}`,
    },
    {
      label: 'Assurance emprunteur',
      value: e(bien.assurance),
      formula: `Assurance emprunteur = somme de l'assurance de ces échéances = ${e(bien.assurance)}`,
    },
    {
      label: 'Mensualités',
      value: e(bien.mensualites),
      formula: `Mensualités = capital + intérêts + assurance des échéances payées ${period} = ${e(bien.mensualites)}`,
    },
  ];
}

/** Rendement brut, rendement net and cash-flow mensuel. */
export function yieldFigures(bien: Bien, immo: Pick<Immo, 'loyerTheo' | 'IM_PA'>): SheetFigure[] {
  const charges = `${e(bien.loyers)} − ${e(bien.honoraires)} − ${e(bien.taxe_fonciere)}`;
  const net = `(${charges} − ${e(bien.interets)} − ${e(bien.assurance)})`;
  const cashFlow = `(${charges} − ${e(bien.mensualites)})`;
  const noPrice = "non calculable sans prix d'achat";
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
      value: bien.rendement_net === null ? '—' : formatRate(bien.rendement_net),
      formula:
        bien.rendement_net === null
          ? `Rendement net : ${noPrice}`
          : `Rendement net = (loyers − honoraires − taxe foncière − intérêts − assurance) / prix d'achat = ${net} / ${e(immo.IM_PA)} = ${formatRate(bien.rendement_net)}`,
      loss: bien.rendement_net !== null && bien.rendement_net < 0,
    },
    {
      label: 'Cash-flow mensuel',
      value: e(bien.cash_flow_mensuel),
      formula: `Cash-flow mensuel = (loyers − honoraires − taxe foncière − mensualités) / 12 = ${cashFlow} / 12 = ${e(bien.cash_flow_mensuel)}`,
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
