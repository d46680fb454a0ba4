/** The write schemas' bounds: each figure at its limit is taken, just beyond it is refused with the field named. */
import { rowChecks } from 'shared-kernel/testing';
import { opvcmSections } from './sections';

type SectionName = keyof typeof opvcmSections;

/** Valid rows of each section, to change one field of. */
const VALID: Record<SectionName, Record<string, unknown>> = {
  opvcm: { OP_BQ: 'Linxea', OP_NOM: 'Fonds euros', OP_MT_VTE: 1100, OP_MT_ACHAT: 1000, OP_TYPE_PLCMT: 'ASSV0', OP_BENEF: 'Léa', OP_DATE: '2020-01-02' },
  bricks: { nom: 'Les Tilleuls', achat: 2500, loyers: { 'Loyers 2024': 120 } },
  or: { date: '2024-03-01', grammes: 31.1 },
};

const { check, refusal, sectionNames } = rowChecks(opvcmSections, VALID);

test('the valid rows are valid', () => {
  for (const section of sectionNames) expect({ section, ok: check(section, {}).ok }).toEqual({ section, ok: true });
});

describe('amounts that cannot be negative', () => {
  const FIELDS: Array<[SectionName, string]> = [
    ['opvcm', 'OP_MT_VTE'],
    ['opvcm', 'OP_MT_ACHAT'],
    ['bricks', 'achat'],
  ];
  test.each(FIELDS)('%s.%s: 0 and 1 000 000 000 € taken; -0.01 and 1 000 000 000.01 € refused', (section, field) => {
    expect(refusal(section, { [field]: 0 })).toBe('accepté');
    expect(refusal(section, { [field]: 1e9 })).toBe('accepté');
    expect(refusal(section, { [field]: -0.01 })).toBe(`champ « ${field} » : montant positif ou nul attendu`);
    expect(refusal(section, { [field]: '1000000000.01' })).toBe(`champ « ${field} » : montant trop grand (1 000 000 000 € au plus)`);
    expect(refusal(section, { [field]: 1e308 })).toBe(`champ « ${field} » : montant trop grand (1 000 000 000 € au plus)`);
  });
});

describe('amounts where a negative value means something', () => {
  const row = (v: number) => ({ loyers: { 'Loyers 2024': 120, Correction: v } });
  const field = 'loyers.Correction';
  test('bricks loyers.Correction: a refund (-12.5) and ±1e9 taken, beyond refused', () => {
    expect(refusal('bricks', row(-12.5))).toBe('accepté');
    expect(refusal('bricks', row(-1e9))).toBe('accepté');
    expect(refusal('bricks', row(1e9))).toBe('accepté');
    expect(refusal('bricks', row(-1e9 - 1))).toBe(`champ « ${field} » : montant trop grand en valeur absolue (1 000 000 000 € au plus)`);
    expect(refusal('bricks', row(1e9 + 1))).toBe(`champ « ${field} » : montant trop grand (1 000 000 000 € au plus)`);
    expect(refusal('bricks', row(1e308))).toBe(`champ « ${field} » : montant trop grand (1 000 000 000 € au plus)`);
  });
});

describe('a holding\'s ISIN and units', () => {
  test('a valid ISIN (its check digit right) and a fractional count of units are taken; none either', () => {
    expect(refusal('opvcm', { isin: 'FR0000120271', parts: 12.5 })).toBe('accepté');
    expect(refusal('opvcm', { isin: 'IE00B4L5Y983', parts: 1e9 })).toBe('accepté');
    expect(refusal('opvcm', { isin: null, parts: null })).toBe('accepté');
  });
  test.each([['FR000012027'], ['fr0000120271'], ['FR00001202711'], ['1R0000120271'], ['FR000012027A'], ['FR 000120271']])('%s: not an ISIN', (isin) => {
    expect(refusal('opvcm', { isin })).toBe('champ « isin » : ISIN attendu : 2 lettres, 9 lettres ou chiffres, 1 chiffre de contrôle (ex. FR0000120271)');
  });
  test('a digit changed: the check digit refuses it', () => {
    expect(refusal('opvcm', { isin: 'FR0000120272' })).toBe('champ « isin » : ISIN invalide : le chiffre de contrôle ne correspond pas');
    expect(refusal('opvcm', { isin: 'FR0000210271' })).toBe('champ « isin » : ISIN invalide : le chiffre de contrôle ne correspond pas');
  });
  test.each([[0], [-1], [1e9 + 1]])('parts %p refused', (parts) => {
    expect(refusal('opvcm', { parts })).toBe('champ « parts » : nombre de parts attendu : plus de 0, 1 000 000 000 au plus');
  });
});

describe('gold held: grams bought (positive) or sold (negative)', () => {
  test('a sale (-15.5 g) and ±1 000 000 g taken', () => {
    expect(refusal('or', { grammes: -15.5 })).toBe('accepté');
    expect(refusal('or', { grammes: 1e6 })).toBe('accepté');
    expect(refusal('or', { grammes: -1e6 })).toBe('accepté');
  });
  test.each([[0], [1e6 + 1], [-1e6 - 1]])('%p g refused', (grammes) => {
    expect(refusal('or', { grammes })).toBe('champ « grammes » : grammes attendus : non nuls, 1 000 000 g au plus en valeur absolue');
  });
  test('a date is required', () => {
    expect(refusal('or', { date: undefined })).toBe('champ « date » : champ obligatoire');
  });
});
