import { decodeParam, incomeHref, lastIncomeYear, leaseMonthHref, leasesHref, loanHref, propertyHref } from './links';

describe('links to the sheets', () => {
  it('encodes names with spaces and accents', () => {
    expect(propertyHref('Le Clos Bordelais')).toBe('#/bien/Le%20Clos%20Bordelais');
    expect(loanHref('Chambéry Le Biollay')).toBe('#/emprunt/Chamb%C3%A9ry%20Le%20Biollay');
    expect(incomeHref(2025)).toBe('#/revenus-fonciers/2025');
    expect(lastIncomeYear(new Date(2026, 4, 1))).toBe(2025);
  });

  it('links a late month to its lease on the leases page', () => {
    expect(leasesHref()).toBe('#/baux');
    expect(leaseMonthHref(7, '2025-03')).toBe('#/baux?mois=2025-03&bail=7');
  });

  it('decodes a parameter once, encoded or not', () => {
    expect(decodeParam('Chamb%C3%A9ry%20Le%20Biollay')).toBe('Chambéry Le Biollay');
    expect(decodeParam('Chambéry Le Biollay')).toBe('Chambéry Le Biollay');
    expect(decodeParam('100%')).toBe('100%');
    expect(decodeParam(undefined)).toBe('');
  });
});
