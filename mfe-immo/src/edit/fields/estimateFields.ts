/** An estimate of a property's value (section estimations), entered on its sheet. */
import type { FieldSpec } from 'shared-kernel/edit';
import { todayIso } from 'shared-kernel/edit';

/** The property is the sheet's: sent apart, not asked. */
export const ESTIMATE_FIELDS: readonly FieldSpec[] = [
  { name: 'date', label: 'Date', kind: 'date', hint: 'Le jour de l’estimation : le patrimoine la retient à partir de ce mois' },
  { name: 'valeur', label: 'Valeur du bien entier (€)', kind: 'number', hint: 'Votre quote-part est appliquée dans le patrimoine' },
  { name: 'source', label: 'Source', kind: 'text', nullable: true, hint: 'Facultatif (ex. « Notaire », « Agence », « DVF »)' },
];

/** A new estimate of `property`, dated today. */
export const newEstimate = (property: string, today: string = todayIso()): Record<string, unknown> => ({ IM_NOM: property, date: today, valeur: '', source: '' });
