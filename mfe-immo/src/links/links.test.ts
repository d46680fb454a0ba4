import { decodeParam, incomeHref, lastIncomeYear, loanHref, propertyHref } from './links';

describe('links to the sheets', () => {
  it('encodes names with spaces and accents', () => {
    expect(propertyHref('Le Clos Bordelais')).toBe('#/bien/Le%20Clos%20Bordelais');
    expect(loanHref('Chambéry Le Biollay')).toBe('#/emprunt/Chamb%C3%A9ry%20Le%20Biollay');
    expect(incomeHref(2025)).toBe('#/revenus-fonciers/2025');
    expect(lastIncomeYear(new Date(2026, 4, 1))).toBe(2025);
  });

  it('decodes a parameter once, encoded or not', () => {
    expect(decodeParam('Chamb%C3%A9ry%20Le%20Biollay')).toBe('Chambéry Le Biollay');
    expect(decodeParam('Chambéry Le Biollay')).toBe('Chambéry Le Biollay');
    expect(decodeParam('100%')).toBe('100%');
    expect(decodeParam(undefined)).toBe('');
  });
});
