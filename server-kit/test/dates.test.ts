/** The calendar helpers on ISO days and the rounding to cents. */
import { addMonths, cents, daysInMonth, isoDay, monthFromIndex, monthIndex, parseIsoDay, parseMois } from '../src';

test('isoDay writes the local day, zero-padded', () => {
  expect(isoDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
});

test('a month index counts months from year 0: 2025 × 12 + (3 − 1) = 24302, and back', () => {
  expect(monthIndex(2025, 3)).toBe(24302);
  expect(monthFromIndex(24302)).toEqual({ year: 2025, month: 3 });
  // December: 2024 × 12 + 11 = 24299; one more is January 2025.
  expect(monthFromIndex(24299 + 1)).toEqual({ year: 2025, month: 1 });
});

test('days in a month: February has 29 days in a leap year (2024), 28 otherwise (2025, 1900), 29 in 2000', () => {
  expect([daysInMonth(2024, 2), daysInMonth(2025, 2), daysInMonth(1900, 2), daysInMonth(2000, 2), daysInMonth(2025, 4)]).toEqual([29, 28, 28, 29, 30]);
});

test('addMonths keeps the day, clamped to the last of a shorter month, across years both ways', () => {
  expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
  expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  expect(addMonths('2024-11-15', 3)).toBe('2025-02-15');
  expect(addMonths('2025-03-31', -13)).toBe('2024-02-29');
});

test('parseIsoDay reads a day (with a time after it) and refuses anything else; parseMois reads AAAA-MM only', () => {
  expect(parseIsoDay('2025-07-14T10:00:00.000Z')).toEqual({ year: 2025, month: 7, day: 14 });
  expect(() => parseIsoDay('14/07/2025')).toThrow('date ISO attendue : 14/07/2025');
  expect(parseMois('2025-07')).toBe(2025 * 12 + 6);
  expect([parseMois('2025-13'), parseMois('2025-7'), parseMois('juillet')]).toEqual([null, null, null]);
});

test('cents rounds half up, without the binary artefacts of 0.1 + 0.2', () => {
  expect(cents(0.1 + 0.2)).toBe(0.3);
  expect(cents(1.005)).toBe(1.01);
  expect(cents(2.344)).toBe(2.34);
  expect(cents(-2.345)).toBe(-2.34);
});
