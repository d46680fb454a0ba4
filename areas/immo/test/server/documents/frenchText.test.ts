import { frenchMonth, ofText } from '../../../src/server/documents/frenchText';

describe('ofText', () => {
  it('elides « de » before a vowel, as French writes « d’avril » and « d’octobre »', () => {
    expect(ofText(frenchMonth('2026-10'))).toBe("d'octobre 2026");
    expect(ofText(frenchMonth('2026-04'))).toBe("d'avril 2026");
    expect(ofText(frenchMonth('2026-08'))).toBe("d'août 2026");
    expect(ofText(frenchMonth('2026-03'))).toBe('de mars 2026');
  });
});
