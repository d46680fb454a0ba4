/** The owner's tax situation (section fiscalite, one row): his marginal rate and the regimes he declares under. */
import type { FieldSpec } from 'shared-kernel/edit';
import { MARGINAL_RATES } from 'area-immo/contract';

export const OWNER_TAX_FIELDS: readonly FieldSpec[] = [
  {
    name: 'tmi',
    label: "Tranche marginale d'imposition",
    kind: 'select',
    options: MARGINAL_RATES.map((r) => ({ value: String(r), label: `${r} %` })),
    hint: 'Celle de votre dernier avis d’impôt : le rendement net-net de chaque bien en dépend',
  },
  {
    name: 'regime_foncier',
    label: 'Locations nues',
    kind: 'select',
    nullable: true,
    options: [
      { value: '', label: 'Micro-foncier s’il s’applique (par défaut)' },
      { value: 'reel', label: 'Régime réel (option pour 3 ans)' },
      { value: 'micro', label: 'Micro-foncier' },
    ],
  },
  {
    name: 'regime_meuble',
    label: 'Locations meublées',
    kind: 'select',
    nullable: true,
    options: [
      { value: '', label: 'Micro-BIC s’il s’applique (par défaut)' },
      { value: 'reel', label: 'Réel (avec un comptable)' },
      { value: 'micro', label: 'Micro-BIC' },
    ],
  },
];

export const newOwnerTax = (): Record<string, unknown> => ({ tmi: 30, regime_foncier: null, regime_meuble: null });

/** A field's value as its option reads (« 30 % », « Régime réel (option pour 3 ans) »). */
export function optionLabel(name: string, value: unknown): string {
  const field = OWNER_TAX_FIELDS.find((f) => f.name === name);
  return field?.options?.find((o) => o.value === (value == null ? '' : String(value)))?.label ?? String(value);
}
