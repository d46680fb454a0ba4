/**
 * Cocktail totals: litres = drinkers × cl per glass × glasses / 100 for the
 * champagne and each adjuvant; the safety margin applies only when it is nonzero; bottles =
 * litres / bottle volume, rounded to 2 decimals.
 */
import type { CocktailSettings } from './settings';

export interface IngredientTotal {
  key: 'champagne' | 'adjuv1' | 'adjuv2' | 'adjuv3' | 'adjuv4';
  label: string;
  /** cl per glass. */
  clPerGlass: number;
  /** Litres before the margin. */
  litres: number;
  /** Litres with the margin (equal to `litres` when the margin is 0). */
  litresWithMargin: number;
  bottleVolume: number;
  /** Bottles, rounded to 2 decimals. */
  bottles: number;
}

export interface CocktailTotals {
  ingredients: IngredientTotal[];
  /** Total volume of one glass, in cl (sum of every ingredient). */
  clPerGlass: number;
  glasses: number;
  marginApplied: boolean;
}

export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

export function litresFor(drinkers: number, clPerGlass: number, glasses: number): number {
  return (drinkers * clPerGlass * glasses) / 100;
}

export function withMargin(litres: number, marginPercent: number): number {
  return marginPercent !== 0 ? litres * (1 + marginPercent / 100) : litres;
}

export function computeTotals(s: CocktailSettings): CocktailTotals {
  const rows: Array<[IngredientTotal['key'], string, number, number]> = [
    ['champagne', 'Champagne', s.soupeChamp, s.volumeBoutChamp],
    ['adjuv1', 'Adjuvant 1', s.soupeAdjuv1, s.volumeBoutAdjuv1],
    ['adjuv2', 'Adjuvant 2', s.soupeAdjuv2, s.volumeBoutAdjuv2],
    ['adjuv3', 'Adjuvant 3', s.soupeAdjuv3, s.volumeBoutAdjuv3],
    ['adjuv4', 'Adjuvant 4', s.soupeAdjuv4, s.volumeBoutAdjuv4],
  ];
  const ingredients = rows.map(([key, label, clPerGlass, bottleVolume]) => {
    const litres = litresFor(s.nbBuveurs, clPerGlass, s.nbCoupesByBuveur);
    const litresWithMargin = withMargin(litres, s.margeSecurity);
    return {
      key,
      label,
      clPerGlass,
      litres: round2(litres),
      litresWithMargin: round2(litresWithMargin),
      bottleVolume,
      bottles: round2(litresWithMargin / bottleVolume),
    };
  });
  return {
    ingredients,
    clPerGlass: round2(rows.reduce((sum, [, , cl]) => sum + cl, 0)),
    glasses: s.nbBuveurs * s.nbCoupesByBuveur,
    marginApplied: s.margeSecurity !== 0,
  };
}
