/**
 * Opening hours of the pool, shown on /piscine. Edit this file to change them: each
 * day lists its opening slots as ['HH:MM', 'HH:MM'], in order; an empty list means closed.
 */
export type Slot = readonly [start: string, end: string];

export const DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;
export type Day = (typeof DAYS)[number];

export type WeekHours = Readonly<Record<Day, readonly Slot[]>>;

export interface PoolHours {
  id: string;
  name: string;
  description: string;
  /** Period scolaire. */
  school: WeekHours;
  /** Vacances scolaires. */
  holidays: WeekHours;
}

export const PERIODS = [
  { key: 'school', label: 'Période scolaire' },
  { key: 'holidays', label: 'Vacances scolaires' },
] as const;

export const POOLS: readonly PoolHours[] = [
  {
    id: 'grand-bassin',
    name: 'Grand bassin d’entraînement',
    description: '50 m, 8 lignes d’eau',
    school: {
      Lundi: [['12:00', '13:45'], ['17:30', '20:00']],
      Mardi: [['07:30', '08:45'], ['12:00', '13:45']],
      Mercredi: [['12:00', '13:45'], ['15:00', '19:00']],
      Jeudi: [['12:00', '13:45'], ['17:30', '21:30']],
      Vendredi: [['07:30', '08:45'], ['12:00', '13:45'], ['17:30', '20:00']],
      Samedi: [['10:00', '12:30'], ['14:30', '18:00']],
      Dimanche: [['09:00', '12:30']],
    },
    holidays: {
      Lundi: [['10:00', '19:00']],
      Mardi: [['10:00', '19:00']],
      Mercredi: [['10:00', '19:00']],
      Jeudi: [['10:00', '21:00']],
      Vendredi: [['10:00', '19:00']],
      Samedi: [['10:00', '12:30'], ['14:00', '18:00']],
      Dimanche: [['09:00', '12:30']],
    },
  },
  {
    id: 'bassin-entrainement',
    name: 'Bassin d’entraînement',
    description: '25 m, 6 lignes d’eau',
    school: {
      Lundi: [['12:00', '13:30']],
      Mardi: [['12:00', '13:30'], ['18:00', '20:00']],
      Mercredi: [['14:00', '18:00']],
      Jeudi: [['12:00', '13:30']],
      Vendredi: [['12:00', '13:30'], ['18:00', '20:00']],
      Samedi: [['14:00', '18:00']],
      Dimanche: [],
    },
    holidays: {
      Lundi: [['10:00', '12:00'], ['14:00', '19:00']],
      Mardi: [['10:00', '12:00'], ['14:00', '19:00']],
      Mercredi: [['10:00', '12:00'], ['14:00', '19:00']],
      Jeudi: [['10:00', '12:00'], ['14:00', '19:00']],
      Vendredi: [['10:00', '12:00'], ['14:00', '19:00']],
      Samedi: [['14:00', '18:00']],
      Dimanche: [['09:00', '12:30']],
    },
  },
];

export const NOTES: readonly string[] = [
  'Évacuation des bassins 15 minutes avant la fermeture.',
  'Fermeture les jours fériés et pendant la vidange annuelle (deux semaines en septembre).',
];
