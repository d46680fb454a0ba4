import { DUPLICATE_LABEL, lineOfProblem, linesOf, loyersOf, type RentLine } from './rentLineModel';

const lines = (...pairs: Array<[string, string]>): RentLine[] => pairs.map(([label, amount], key) => ({ key, label, amount }));

describe('rent lines', () => {
  it('are the rents in order, amounts as the inputs take them', () => {
    expect(linesOf({ 'Loyers 2023': 120.5, Prime: 30 })).toEqual(lines(['Loyers 2023', '120.5'], ['Prime', '30']));
    expect(linesOf(undefined)).toEqual([]);
  });

  it('become the rents again: labels trimmed, a comma read as the decimal point', () => {
    expect(loyersOf(lines([' Loyers 2024 ', '12,5'], ['Prime', '-3']))).toEqual({ ok: true, loyers: { 'Loyers 2024': 12.5, Prime: -3 } });
    expect(loyersOf([])).toEqual({ ok: true, loyers: {} });
  });

  it('are refused line by line with the shared schema’s messages', () => {
    expect(loyersOf(lines(['  ', 'douze'], ['Prime', '30'], ['Prime', '']))).toEqual({
      ok: false,
      errors: {
        0: { label: 'libellé non vide attendu', amount: 'nombre attendu (ex. 1234.5)' },
        2: { label: DUPLICATE_LABEL, amount: 'nombre attendu (ex. 1234.5)' },
      },
    });
    expect(loyersOf(lines(['__proto__', '1']))).toEqual({ ok: false, errors: { 0: { label: 'libellé réservé' } } });
  });

  it('find the line an api problem is about', () => {
    const ls = lines(['Loyers 2023', '1'], ['', '2']);
    expect(lineOfProblem('loyers.Loyers 2023', ls)).toEqual({ key: 0, field: 'amount' });
    expect(lineOfProblem('loyers.', ls)).toEqual({ key: 1, field: 'label' });
    expect(lineOfProblem('nom', ls)).toBeNull();
    expect(lineOfProblem('loyers.Autre', ls)).toBeNull();
  });
});
