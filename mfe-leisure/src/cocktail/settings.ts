/**
 * Cocktail settings: the defaults, the rule of each field, and their storage in
 * localStorage. A stored value that is corrupt or partial falls
 * back to the defaults field by field.
 */
import { z } from 'zod/mini';
import { numeric } from 'shared-kernel';

export interface CocktailSettings {
  nbPersonnes: number;
  nbBuveurs: number;
  nbCoupesByBuveur: number;
  coupeEnCl: number;
  /** Percent. */
  margeSecurity: number;
  /** cl per glass. */
  soupeChamp: number;
  soupeAdjuv1: number;
  soupeAdjuv2: number;
  soupeAdjuv3: number;
  soupeAdjuv4: number;
  /** Bottle volume in litres. */
  volumeBoutChamp: number;
  volumeBoutAdjuv1: number;
  volumeBoutAdjuv2: number;
  volumeBoutAdjuv3: number;
  volumeBoutAdjuv4: number;
}

export type SettingKey = keyof CocktailSettings;

export const DEFAULT_SETTINGS: Readonly<CocktailSettings> = {
  nbPersonnes: 200,
  nbBuveurs: 120,
  nbCoupesByBuveur: 3,
  coupeEnCl: 12.5,
  margeSecurity: 20,
  soupeChamp: 5.5,
  soupeAdjuv1: 4,
  soupeAdjuv2: 1,
  soupeAdjuv3: 2,
  soupeAdjuv4: 0,
  volumeBoutChamp: 0.75,
  volumeBoutAdjuv1: 1,
  volumeBoutAdjuv2: 1,
  volumeBoutAdjuv3: 0.75,
  volumeBoutAdjuv4: 0.75,
};

export const STORAGE_KEY = 'cocktail-settings';

const NOT_A_NUMBER = 'Saisissez un nombre (par exemple 12,5).';

const nonNegative = numeric.check(z.refine((n) => n >= 0, { message: 'La valeur doit être positive ou nulle.' }));
const count = nonNegative.check(z.refine((n) => Number.isInteger(n), { message: 'La valeur doit être un nombre entier.' }));
const positive = numeric.check(z.refine((n) => n > 0, { message: 'La valeur doit être supérieure à 0.' }));

/** The rule of each field: counts are whole numbers, volumes strictly positive. */
export const FIELD_SCHEMAS: Record<SettingKey, typeof nonNegative> = {
  nbPersonnes: count,
  nbBuveurs: count,
  nbCoupesByBuveur: nonNegative,
  coupeEnCl: positive,
  margeSecurity: nonNegative,
  soupeChamp: nonNegative,
  soupeAdjuv1: nonNegative,
  soupeAdjuv2: nonNegative,
  soupeAdjuv3: nonNegative,
  soupeAdjuv4: nonNegative,
  volumeBoutChamp: positive,
  volumeBoutAdjuv1: positive,
  volumeBoutAdjuv2: positive,
  volumeBoutAdjuv3: positive,
  volumeBoutAdjuv4: positive,
};

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

export type FieldResult = { ok: true; value: number } | { ok: false; message: string };

/** Reads what the user typed in a field ("12,5" or "12.5"); a French message when refused. */
export function parseField(key: SettingKey, raw: string): FieldResult {
  const text = raw.trim().replace(/\s/g, '').replace(',', '.');
  if (text === '') return { ok: false, message: 'Ce champ est obligatoire.' };
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, message: NOT_A_NUMBER };
  const parsed = FIELD_SCHEMAS[key].safeParse(text);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: issue?.code === 'custom' ? issue.message : NOT_A_NUMBER };
}

/** The settings kept in storage, each missing or invalid field replaced by its default. */
export function settingsFromStored(stored: unknown): CocktailSettings {
  const source = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of SETTING_KEYS) {
    const parsed = FIELD_SCHEMAS[key].safeParse(source[key]);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings;
}

/** Loads the settings; defaults when nothing is stored, the JSON is corrupt or storage is unavailable. */
export function loadSettings(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): CocktailSettings {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === null) return { ...DEFAULT_SETTINGS };
  try {
    return settingsFromStored(JSON.parse(raw));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/** Stores the settings; false when the browser refuses (private mode, quota). */
export function saveSettings(settings: CocktailSettings, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(STORAGE_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
