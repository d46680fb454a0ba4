import { computeTotals, litresFor, round2, withMargin } from './computeTotals';
import { DEFAULT_SETTINGS } from './settings';

describe('computeTotals', () => {
  it('gives 19,8 L of champagne before margin, 23,76 L with 20 %, i.e. 31,68 bottles, with the defaults', () => {
    const champagne = computeTotals(DEFAULT_SETTINGS).ingredients[0]!;
    expect(champagne.label).toBe('Champagne');
    expect(champagne.litres).toBe(19.8);
    expect(champagne.litresWithMargin).toBe(23.76);
    expect(champagne.bottles).toBe(31.68);
  });

  it('applies the same formula to each adjuvant, with its own bottle volume', () => {
    const [, a1, a2, a3, a4] = computeTotals(DEFAULT_SETTINGS).ingredients;
    // 120 drinkers × cl × 3 glasses / 100, then +20 %, then / bottle volume
    expect([a1!.litres, a1!.litresWithMargin, a1!.bottles]).toEqual([14.4, 17.28, 17.28]);
    expect([a2!.litres, a2!.litresWithMargin, a2!.bottles]).toEqual([3.6, 4.32, 4.32]);
    expect([a3!.litres, a3!.litresWithMargin, a3!.bottles]).toEqual([7.2, 8.64, 11.52]);
    expect([a4!.litres, a4!.litresWithMargin, a4!.bottles]).toEqual([0, 0, 0]);
  });

  it('applies no margin when it is 0', () => {
    const totals = computeTotals({ ...DEFAULT_SETTINGS, margeSecurity: 0 });
    expect(totals.marginApplied).toBe(false);
    const champagne = totals.ingredients[0]!;
    expect(champagne.litresWithMargin).toBe(champagne.litres);
    expect(champagne.bottles).toBe(26.4); // 19,8 / 0,75
  });

  it('sums a glass and counts the glasses', () => {
    const totals = computeTotals(DEFAULT_SETTINGS);
    expect(totals.clPerGlass).toBe(12.5);
    expect(totals.glasses).toBe(360);
  });

  it('rounds bottles to 2 decimals', () => {
    const totals = computeTotals({ ...DEFAULT_SETTINGS, nbBuveurs: 7, nbCoupesByBuveur: 1, margeSecurity: 0, volumeBoutChamp: 0.7 });
    // 7 × 5,5 / 100 = 0,385 L ; / 0,7 = 0,55
    expect(totals.ingredients[0]!.bottles).toBe(0.55);
    const odd = computeTotals({ ...DEFAULT_SETTINGS, nbBuveurs: 1, nbCoupesByBuveur: 1, margeSecurity: 0, volumeBoutChamp: 0.75 });
    // 0,055 / 0,75 = 0,07333…
    expect(odd.ingredients[0]!.bottles).toBe(0.07);
  });

  it('exposes its small formulas', () => {
    expect(litresFor(10, 5, 2)).toBe(1);
    expect(withMargin(10, 0)).toBe(10);
    expect(withMargin(10, 50)).toBe(15);
    expect(round2(1.005)).toBe(1.01);
  });
});
