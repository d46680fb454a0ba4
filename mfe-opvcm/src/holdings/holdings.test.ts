import { formatEuro, privacyMode } from 'shared-kernel';
import { PLACEMENT_TYPES, type BankEntry } from 'area-opvcm/contract';
import { bankShares } from './bankShares';
import { formatGain, placementCount } from './format';
import { DEFAULT_FILTER, PLACEMENT_FILTERS, applyFilter } from './placementFilters';
import { fixtureOf } from '../testing/renderRoute';

const { opvcm } = fixtureOf('allDataOpvcm');

describe('placement filters', () => {
  it('are the spec buttons, ASSV0 by default, and together cover every placement type', () => {
    expect(PLACEMENT_FILTERS.map((f) => f.label)).toEqual(['All', 'Assv', 'Assv-0', 'act.', 'PEA']);
    expect(DEFAULT_FILTER).toBe('ASSV0');
    expect(new Set(PLACEMENT_FILTERS.flatMap((f) => f.types))).toEqual(new Set(PLACEMENT_TYPES));
    expect(applyFilter(opvcm, 'ALL')).toEqual(opvcm);
    expect(applyFilter(opvcm, 'ACT').every((o) => o.OP_TYPE_PLCMT === 'ACT')).toBe(true);
  });
});

describe('bank shares', () => {
  const entry = (NOM: string, Diff: number): BankEntry => ({ NOM, Solde: 0, nbre: 1, Diff });

  it('are each Diff over the sum of Diff, in rounded points, losses included', () => {
    expect(bankShares([entry('a', 300), entry('b', 800), entry('c', -100)])).toEqual([30, 80, -10]);
    expect(bankShares([entry('a', 1), entry('b', 2)])).toEqual([33, 67]);
  });

  it('cannot be computed when the differences add up to zero', () => {
    expect(bankShares([entry('a', 50), entry('b', -50)])).toEqual([null, null]);
    expect(bankShares([])).toEqual([]);
  });
});

describe('formats', () => {
  it('signs gains, not losses nor zero', () => {
    expect(formatGain(1020)).toBe(`+${formatEuro(1020)}`);
    expect(formatGain(-200)).toBe(formatEuro(-200));
    expect(formatGain(0)).toBe(formatEuro(0));
  });

  it('hides a gain whole in privacy mode: the sign would tell a gain from a loss', () => {
    privacyMode.set(true);
    try {
      expect([formatGain(1020), formatGain(-200)]).toEqual(['•••', '•••']);
    } finally {
      privacyMode.set(false);
    }
  });

  it('counts placements in French', () => {
    expect([0, 1, 2].map(placementCount)).toEqual(['aucun placement', '1 placement', '2 placements']);
  });
});
