/**
 * « À reporter sur votre déclaration » in words: each box of form 2042 of the regime shown,
 * its amount and the one line that says where it comes from (the 2044 line, the deficit), and
 * the furnished lets' box of form 2042-C-PRO. The amounts are the api's (declaration_2042,
 * meubles); nothing is computed here but the sentences.
 */
import { formatEuroRound, formatPercent } from 'shared-kernel';
import type { RevenusFonciers } from 'area-immo/contract';

/** Where the « why » of a box leads: a line of the 2044 table, or the deficit section. */
export type BoxSource = { line: string } | { section: 'deficit-title' | 'meubles-title' | 'regimes' };

export interface BoxRow {
  box: string;
  label: string;
  amount: number;
  why: string;
  source: BoxSource;
}

const euro = formatEuroRound;

export const DECLARATION_TITLE = 'À reporter sur votre déclaration';

/** The regime shown and why, as one sentence. */
export function regimeSentence(r: RevenusFonciers): string {
  const d = r.declaration_2042;
  if (d.regime === 'micro') {
    return d.regime_source === 'choix'
      ? 'Régime micro-foncier, choisi dans « Mes données ».'
      : `Régime micro-foncier : il s'applique de droit sous ${euro(r.plafond_micro)} de loyers bruts, sauf option pour le réel dans « Mes données ».`;
  }
  if (d.regime_source === 'choix') return 'Régime réel, choisi dans « Mes données » (option valable 3 ans).';
  return d.regime_source === 'plafond'
    ? `Régime réel : vos loyers bruts dépassent ${euro(r.plafond_micro)}, plafond du micro-foncier.`
    : 'Régime réel.';
}

/** The boxes of form 2042 of the regime shown, in the form's order. */
export function boxRows(r: RevenusFonciers): BoxRow[] {
  const d = r.declaration_2042;
  const l = r.total.lignes;
  const deficit = { section: 'deficit-title' } as const;
  const earlier: BoxRow = {
    box: '4BD',
    label: 'Déficits antérieurs non encore imputés',
    amount: d.micro && d.regime === 'micro' ? d.micro['4BD'] : d.reel['4BD'],
    why: `Déficits des 10 années précédentes restant au 1er janvier ${r.annee} (cadre 450 de la 2044, ligne 451) : l'administration les impute elle-même.`,
    source: deficit,
  };
  if (d.regime === 'micro' && d.micro) {
    return [
      {
        box: '4BE',
        label: 'Micro-foncier : recettes brutes',
        amount: d.micro['4BE'],
        why: `Loyers bruts de la ligne 211 (${euro(l['211'])}) ; l'administration applique l'abattement de ${formatPercent(30)}.`,
        source: { line: '211' },
      },
      earlier,
    ];
  }
  return [
    {
      box: '4BA',
      label: 'Revenus fonciers nets',
      amount: d.reel['4BA'],
      why: l['261'] >= 0 ? `Résultat de la 2044 (ligne 420), total de la ligne 261 : ${euro(l['261'])}.` : 'Année en déficit : rien en 4BA.',
      source: { line: '261' },
    },
    {
      box: '4BB',
      label: 'Déficit imputable sur les revenus fonciers',
      amount: d.reel['4BB'],
      why: `Part du déficit de ${r.annee} reportée sur les 10 années suivantes : intérêts d'emprunt et dépassement du plafond.`,
      source: deficit,
    },
    {
      box: '4BC',
      label: 'Déficit imputable sur le revenu global',
      amount: d.reel['4BC'],
      why: `Déficit dû aux charges autres que les intérêts, dans la limite de ${euro(r.deficit.plafond)}.`,
      source: deficit,
    },
    earlier,
  ];
}

/** The furnished lets' box, or why there is none to type. */
export function furnishedBox(m: NonNullable<RevenusFonciers['meubles']>): BoxRow | null {
  if (!m.micro) return null;
  return {
    box: m.micro.case,
    label: 'Locations meublées non professionnelles, micro-BIC (déclaration 2042-C-PRO)',
    amount: m.micro.recettes,
    why: `Recettes charges comprises ; l'administration applique l'abattement de ${formatPercent(m.regime.abattement_taux)} (${euro(m.micro.abattement)}, ${euro(m.regime.abattement_minimum)} au moins).`,
    source: { section: 'meubles-title' },
  };
}
