/** The absolute plausibility band of a price feed, with or without an earlier price (domain/priceSanity.ts). */
import { priceRefusal } from '../src/domain/priceSanity';
import { QUOTE_BAND_EUR_PER_UNIT } from '../src/quotes/quoteService';

const NOW = new Date('2026-04-10T18:00:00Z');

test('a quote outside 0,01 € to 1 000 000 € a unit is refused, even with no earlier price', () => {
  const refusal = (price: number) => priceRefusal(price, '2026-04-10', NOW, null, '€/part', QUOTE_BAND_EUR_PER_UNIT);
  expect(refusal(0.009)).toMatch(/^prix invraisemblable \(0,009 €\/part, hors de la fourchette plausible de 0,01 €\/part à 1\s000\s000 €\/part\)$/);
  expect(refusal(1_000_000.01)).toMatch(/^prix invraisemblable/);
  expect(refusal(0.01)).toBeNull();
  expect(refusal(1_000_000)).toBeNull();
  expect(refusal(165)).toBeNull();
});
