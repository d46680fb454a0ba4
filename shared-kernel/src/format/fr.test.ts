import { formatDate, formatEuro, onFirstUse, formatEuroCompact, formatEuroRound, formatInteger, formatLongDate, formatNumber, formatPercent } from './fr';

const NNBSP = '\u202f'; // thousands separator
const NBSP = '\u00a0'; // before € and %

describe('fr-FR formatters', () => {
  it('formats euros with narrow no-break thousands and a no-break space before €', () => {
    expect(formatEuro(1234567.891)).toBe(`1${NNBSP}234${NNBSP}567,89${NBSP}€`);
    expect(formatEuro(0)).toBe(`0,00${NBSP}€`);
    expect(formatEuro(-42.5)).toBe(`-42,50${NBSP}€`);
    expect(formatEuroRound(98765.4)).toBe(`98${NNBSP}765${NBSP}€`);
  });

  it('formats numbers and integers', () => {
    expect(formatNumber(1234.567)).toBe(`1${NNBSP}234,57`);
    expect(formatNumber(31.68)).toBe('31,68');
    expect(formatInteger(1234.5)).toBe(`1${NNBSP}235`);
  });

  it('formats percentages given in points', () => {
    expect(formatPercent(87.4)).toBe(`87${NBSP}%`);
    expect(formatPercent(100)).toBe(`100${NBSP}%`);
  });

  it('formats dates and tolerates missing ones', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatLongDate('2026-03-05')).toBe('5 mars 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('pas une date')).toBe('');
  });
});

describe('formatEuroCompact', () => {
  it('shortens thousands with a no-break space before €', () => {
    expect(formatEuroCompact(128300)).toBe(`128,3${NBSP}k${NBSP}€`);
  });
});

describe('onFirstUse', () => {
  it('builds nothing until asked, then builds once and hands out the same object', () => {
    let built = 0;
    const formatter = onFirstUse(() => ({ n: ++built }));
    expect(built).toBe(0);
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(built).toBe(1);
  });
});
