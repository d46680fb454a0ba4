import { carMonthlyAverage, realisedPercentage, rentPercentage } from './rentRules';

describe('rent rules', () => {
  it('computes the rent percentage over twelve months', () => {
    expect(rentPercentage(9000, 750)).toBeCloseTo(100);
    expect(rentPercentage(8250, 750)).toBeCloseTo(91.6667, 3);
    expect(rentPercentage(500, 0)).toBe(0);
  });

  it('has no realised percentage when nothing was received', () => {
    expect(realisedPercentage(0, 12000)).toBeNull();
    expect(realisedPercentage(6000, 12000)).toBe(50);
  });

  it('divides a year by 12 and the Total row by its month count', () => {
    expect(carMonthlyAverage({ annee: 2024, montant: 2400, nbmois: 7 })).toBe(200);
    expect(carMonthlyAverage({ annee: 'Total', montant: 2400, nbmois: 30 })).toBe(80);
    expect(carMonthlyAverage({ annee: 'Total', montant: 0, nbmois: 0 })).toBe(0);
  });
});
