/**
 * The lines of form 2044 the statement fills, with their numbers and the form's wording. The
 * amounts are the api's, in whole euros as the form takes them (areas/immo/src/server/earnings/form2044.ts).
 */
import type { Form2044Line, Form2044Lines, RevenusFonciers } from 'area-immo/contract';

export interface FormLine {
  line: Form2044Line;
  /** The form's wording. */
  wording: string;
  /** What the statement puts there, or how the line is computed. */
  note?: string;
  /** A total line: 215, 240, 261. */
  total?: boolean;
}

export interface FormGroup {
  title: string;
  lines: readonly FormLine[];
}

/** The groups of the form, in its order; 229 and 230 name their years. */
export function formGroups(annee: number): FormGroup[] {
  return [
    {
      title: 'Recettes',
      lines: [
        { line: '211', wording: 'Loyers bruts encaissés' },
        { line: '213', wording: 'Recettes brutes diverses', note: 'subventions reçues (ANAH…)' },
        { line: '215', wording: 'Total des recettes', note: 'lignes 211 à 214', total: true },
      ],
    },
    {
      title: 'Frais et charges',
      lines: [
        { line: '221', wording: "Frais d'administration et de gestion", note: "honoraires d'agence et frais de gestion réels" },
        { line: '222', wording: 'Autres frais de gestion', note: 'forfait de 20 euros par local loué' },
        { line: '223', wording: "Primes d'assurance" },
        { line: '224', wording: "Dépenses de réparation, d'entretien et d'amélioration", note: 'rénovation énergétique comprise' },
        { line: '225', wording: 'Charges récupérables non récupérées au départ du locataire' },
        { line: '226', wording: "Indemnités d'éviction, frais de relogement" },
        { line: '227', wording: 'Taxes foncières, taxes annexes', note: "hors taxe d'enlèvement des ordures ménagères" },
        { line: '228', wording: 'Déductions spécifiques' },
        { line: '229', wording: `Provisions pour charges de copropriété payées en ${annee}` },
        { line: '230', wording: `Régularisation des provisions pour charges de copropriété déduites au titre de ${annee - 1}`, note: 'à retrancher' },
        { line: '240', wording: 'Total des frais et charges', note: 'lignes 221 à 229 − ligne 230', total: true },
      ],
    },
    {
      title: "Intérêts d'emprunt",
      lines: [{ line: '250', wording: "Intérêts d'emprunt", note: "frais d'emprunt et assurance emprunteur compris" }],
    },
    {
      title: 'Résultat',
      lines: [{ line: '261', wording: 'Revenus fonciers taxables', note: 'ligne 215 − ligne 240 − ligne 250', total: true }],
    },
  ];
}

export interface FormColumns {
  /** Each property's column. */
  biens: Array<{ IM_NOM: string; quote_part: number; lignes: Form2044Lines }>;
  total: Form2044Lines;
}

/** The columns of the form as the api gives them: whole euros, totals from the rounded lines. */
export function formColumns(r: RevenusFonciers): FormColumns {
  return { biens: r.biens.map((b) => ({ IM_NOM: b.IM_NOM, quote_part: b.quote_part, lignes: b.lignes })), total: r.total.lignes };
}
