/** A movement of the gold held (section or): grams bought (positive) or sold (negative). */
import type { FieldSpec } from 'shared-kernel/edit';
import { todayIso } from 'shared-kernel/edit';

export const GOLD_FIELDS: readonly FieldSpec[] = [
  { name: 'date', label: 'Date', kind: 'date' },
  { name: 'grammes', label: 'Grammes', kind: 'number', step: 'any', signed: true, hint: 'Positif pour un achat, négatif pour une vente (ex. -5,8 pour une pièce de 20 F vendue)' },
];

export const newGoldRow = (today: string = todayIso()): Record<string, unknown> => ({ date: today, grammes: '' });
