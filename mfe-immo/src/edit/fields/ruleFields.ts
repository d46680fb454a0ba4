/**
 * A classification rule of bank statements (section `regles`): a text of the label, or a
 * /regex/, and where such a line goes. The api proposes the section and row of each line it
 * reads from these rules, then from its own guesses.
 */
import type { FieldSpec } from 'shared-kernel/edit';
import { STATEMENT_TARGETS, immoSections, type ChargeCategory, type StatementRuleRow, type StatementTarget } from 'area-immo/contract';
import { CHARGE_CATEGORY_LABELS } from './chargeFields';

/** Where a line can go, as the owner knows each section. */
export const TARGET_LABELS: Readonly<Record<StatementTarget, string>> = {
  loyers: immoSections.loyers.label,
  depenses: immoSections.depenses.label,
  voitures: immoSections.voitures.label,
  chargesBiens: immoSections.chargesBiens.label,
  ignorer: 'Ignorer',
};

export const TARGET_OPTIONS = STATEMENT_TARGETS.map((t) => ({ value: t, label: TARGET_LABELS[t] }));

/** A rule as the contract writes it (section `regles`, its strict schema checks a form before sending). */
export type RuleRow = Omit<StatementRuleRow, 'id'>;

/** The section the rules editor and « Toujours classer ainsi » write. */
export const rulesSection = immoSections.regles;

const NONE = { value: '', label: '—' };

export function ruleFields(propertyNames: readonly string[]): FieldSpec[] {
  return [
    { name: 'motif', label: 'Motif', kind: 'text', hint: 'Un texte du libellé (ex. « LOYER DUPONT »), ou une expression entre barres obliques (ex. /^PRLV EDF/)' },
    { name: 'section', label: 'Classer dans', kind: 'select', options: TARGET_OPTIONS },
    {
      name: 'IM_NOM',
      label: 'Bien',
      kind: 'select',
      nullable: true,
      options: [NONE, ...propertyNames.map((n) => ({ value: n, label: n }))],
      hint: 'Pour les loyers et les charges des biens',
    },
    {
      name: 'categorie',
      label: 'Catégorie de charge',
      kind: 'select',
      nullable: true,
      options: [NONE, ...Object.entries(CHARGE_CATEGORY_LABELS).map(([value, label]) => ({ value, label }))],
      hint: 'Pour les charges des biens',
    },
    { name: 'groupe', label: 'Véhicule ou catégorie', kind: 'text', nullable: true, hint: 'Pour les frais de voiture' },
    { name: 'montant_min', label: 'Montant minimum (€)', kind: 'number', nullable: true, hint: 'Facultatif, sans signe : un débit de 45 € compte 45' },
    { name: 'montant_max', label: 'Montant maximum (€)', kind: 'number', nullable: true, hint: 'Facultatif' },
  ];
}

export function newRule(): Record<string, unknown> {
  return { motif: '', section: 'depenses', IM_NOM: null, categorie: null, groupe: null, montant_min: null, montant_max: null };
}

/**
 * The rule « Toujours classer ainsi » makes of a line's decision: its motif, its section, and
 * of its row what a rule names (the property, the category, the vehicle).
 */
export function ruleOf(motif: string, section: StatementTarget, row: Record<string, unknown> | null): RuleRow {
  const text = (name: string) => (typeof row?.[name] === 'string' && row[name] !== '' ? (row[name] as string) : null);
  return {
    motif,
    montant_min: null,
    montant_max: null,
    section,
    IM_NOM: section === 'loyers' || section === 'chargesBiens' ? text('IM_NOM') : null,
    bail_id: section === 'loyers' && typeof row?.bail_id === 'number' ? row.bail_id : null,
    categorie: section === 'chargesBiens' ? (text('categorie') as ChargeCategory | null) : null,
    groupe: section === 'voitures' ? text('groupe') : null,
  };
}
