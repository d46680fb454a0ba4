/** The write schema's bounds: each figure at its limit is taken, just beyond it is refused with the field named. */
import { checkRow } from 'contract-kit/data';
import { chartsSections } from './sections';

const reading = { compteur: 'Herm', date: '2024-01-31', kwh: 300 };
const refusal = (fields: Record<string, unknown>) => {
  const checked = checkRow(chartsSections.energie, { ...reading, ...fields });
  return checked.ok ? 'accepté' : checked.problem.detail;
};

test('the valid row is valid', () => {
  expect(refusal({})).toBe('accepté');
});

test('kWh: 0 and 1e9 taken, negative or beyond refused', () => {
  expect(refusal({ kwh: 0 })).toBe('accepté');
  expect(refusal({ kwh: 1e9 })).toBe('accepté');
  expect(refusal({ kwh: -1 })).toBe('champ « kwh » : nombre positif ou nul attendu');
  expect(refusal({ kwh: 1e9 + 1 })).toBe('champ « kwh » : nombre trop grand (1 000 000 000 au plus)');
});
