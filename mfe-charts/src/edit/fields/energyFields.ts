/** The fields of an energy reading (section `energie`): which meter, when, how many kWh. */
import type { FieldSpec } from 'shared-kernel/edit';
import { METERS } from 'area-charts/contract';

export const ENERGY_FIELDS: readonly FieldSpec[] = [
  { name: 'compteur', label: 'Compteur', kind: 'select', options: METERS.map((m) => ({ value: m, label: m })) },
  { name: 'date', label: 'Date du relevé', kind: 'date', hint: 'Dernier jour de la période relevée.' },
  { name: 'kwh', label: 'Consommation (kWh)', kind: 'number', hint: 'Électricité consommée sur la période, en kWh.' },
];

/** A new reading: the Fleurs meter (the one charted month by month), today. */
export const newReading = (today: string): Record<string, unknown> => ({ compteur: 'Fleurs', date: today, kwh: '' });
