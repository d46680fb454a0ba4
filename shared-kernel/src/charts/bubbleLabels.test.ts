import { fitLabel, leafName } from './bubbleLabels';

describe('bubble chart labels', () => {
  it('strips the group from a leaf id, even when names hold dots', () => {
    expect(leafName('Boursorama.LVMH', 'Boursorama')).toBe('LVMH');
    expect(leafName('C.I.C..Fonds n°2.0', 'C.I.C.')).toBe('Fonds n°2.0');
    expect(leafName('PROP.Lyon', undefined)).toBe('Lyon');
    expect(leafName('Lyon', undefined)).toBe('Lyon');
  });

  it('keeps a label that fits, cuts a long one with an ellipsis, drops it in a tiny circle', () => {
    expect(fitLabel('LVMH', 20)).toBe('LVMH');
    const cut = fitLabel('Fonds euros Suravenir Rendement', 40);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(Math.floor((2 * 40 * 0.85) / 6.6));
    expect('Fonds euros Suravenir Rendement'.startsWith(cut.slice(0, -1))).toBe(true);
    expect(fitLabel('Fonds euros Suravenir Rendement', 10)).toBe('');
  });

});
