import { DEFAULT_SETTINGS, STORAGE_KEY, loadSettings, parseField, saveSettings, settingsFromStored } from './settings';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('cocktail settings', () => {
  it('has the defaults of the spec', () => {
    expect(DEFAULT_SETTINGS).toEqual({
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
    });
  });

  it('loads the defaults when nothing is stored', () => {
    expect(loadSettings(memoryStorage())).toEqual(DEFAULT_SETTINGS);
  });

  it('loads the defaults when the stored JSON is corrupt or not an object', () => {
    for (const raw of ['{pas du json', 'null', '42', '"texte"', '[1,2]']) {
      expect(loadSettings(memoryStorage({ [STORAGE_KEY]: raw }))).toEqual(DEFAULT_SETTINGS);
    }
  });

  it('keeps the valid stored fields and replaces the others field by field', () => {
    const stored = { nbBuveurs: 80, margeSecurity: 'abc', soupeChamp: -3, volumeBoutChamp: 0, nbPersonnes: '150', coupeEnCl: 15 };
    expect(settingsFromStored(stored)).toEqual({
      ...DEFAULT_SETTINGS,
      nbBuveurs: 80,
      nbPersonnes: 150,
      coupeEnCl: 15,
    });
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadSettings(throwing)).toEqual(DEFAULT_SETTINGS);
    expect(saveSettings(DEFAULT_SETTINGS, throwing)).toBe(false);
  });

  it('saves as JSON under its key, and reads back what it saved', () => {
    const storage = memoryStorage();
    const settings = { ...DEFAULT_SETTINGS, nbBuveurs: 95, soupeChamp: 6 };
    expect(saveSettings(settings, storage)).toBe(true);
    expect(JSON.parse(storage.data.get(STORAGE_KEY)!)).toEqual(settings);
    expect(loadSettings(storage)).toEqual(settings);
  });

  describe('parseField', () => {
    it('reads French and dotted decimals', () => {
      expect(parseField('coupeEnCl', '12,5')).toEqual({ ok: true, value: 12.5 });
      expect(parseField('coupeEnCl', ' 12.5 ')).toEqual({ ok: true, value: 12.5 });
      expect(parseField('nbBuveurs', '1 200')).toEqual({ ok: true, value: 1200 });
    });

    it('refuses, in French, what is not a valid value', () => {
      expect(parseField('nbBuveurs', '')).toEqual({ ok: false, message: 'Ce champ est obligatoire.' });
      expect(parseField('nbBuveurs', 'abc')).toEqual({ ok: false, message: 'Saisissez un nombre (par exemple 12,5).' });
      expect(parseField('nbBuveurs', '12abc')).toEqual({ ok: false, message: 'Saisissez un nombre (par exemple 12,5).' });
      expect(parseField('soupeChamp', '-1')).toEqual({ ok: false, message: 'La valeur doit être positive ou nulle.' });
      expect(parseField('nbBuveurs', '2,5')).toEqual({ ok: false, message: 'La valeur doit être un nombre entier.' });
      expect(parseField('volumeBoutChamp', '0')).toEqual({ ok: false, message: 'La valeur doit être supérieure à 0.' });
    });

    it('accepts 0 where it makes sense (margin, an unused adjuvant)', () => {
      expect(parseField('margeSecurity', '0')).toEqual({ ok: true, value: 0 });
      expect(parseField('soupeAdjuv4', '0')).toEqual({ ok: true, value: 0 });
    });
  });
});
