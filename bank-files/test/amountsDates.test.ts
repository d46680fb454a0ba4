/** The amounts and dates banks write, read to the cent and to the calendar. */
import { parseAmount } from '../src/amounts';
import { parseDayFirst, parseInOrder, parseIsoDate, parseOfxDate } from '../src/dates';

test.each([
  ['1 234,56', 1234.56],
  ['1\u00a0234,56', 1234.56],
  ['-12,50', -12.5],
  ['1234.56', 1234.56],
  ['1.234,56', 1234.56],
  ['1,234.56', 1234.56],
  ['+12,50 €', 12.5],
  ['12,50-', -12.5],
  ['(12,50)', -12.5],
  ['1,005', 1.01],
  ['-0,004', 0],
  ['1.234.567', 1234567],
  ['80', 80],
  // Quicken (Crédit Mutuel's QIF): an empty thousands group before 100 to 999.
  [',300.00', 300],
  ['-,109.59', -109.59],
])('amount « %s » → %d', (raw, euros) => {
  expect(parseAmount(raw)).toBe(euros);
});

test.each(['', '-', ',50', ',5.00', '12,5O', '1,2,3', '12.34,5', 'abc', '1 2 3 4,5,6'])('« %s » is no amount', (raw) => {
  expect(parseAmount(raw)).toBeNull();
});

test('dates: day first, two-digit years, ISO, the calendar checked', () => {
  expect(parseDayFirst('05/03/2026')).toBe('2026-03-05');
  expect(parseDayFirst('5/3/26')).toBe('2026-03-05');
  expect(parseDayFirst('05-03-1999')).toBe('1999-03-05');
  expect(parseDayFirst('01.12.75')).toBe('1975-12-01');
  expect(parseDayFirst('2026-03-05')).toBe('2026-03-05');
  expect(parseDayFirst('29/02/2024')).toBe('2024-02-29');
  for (const bad of ['29/02/2025', '31/04/2026', '32/13/2026', '00/01/2026', '2026/13/01', '5 mars 2026']) expect(parseDayFirst(bad)).toBeNull();
  expect(parseOfxDate('20260305')).toBe('2026-03-05');
  expect(parseOfxDate('20260305235959.999[-5:EST]')).toBe('2026-03-05');
  expect(parseOfxDate('20260230')).toBeNull();
  // The year after an apostrophe: Quicken's m/d'yy and Money's jj/mm'aaaa, in the order decided for the file.
  expect(parseInOrder("3/7'26", 'mja')).toBe('2026-03-07');
  expect(parseInOrder("20/08'2008", 'jma')).toBe('2008-08-20');
  // Times and zones: the day as written.
  expect(parseDayFirst('2021-01-05 14:00:41')).toBe('2021-01-05');
  expect(parseDayFirst('2026-03-05T23:30:00Z')).toBe('2026-03-05');
  expect(parseDayFirst('05/03/2026 08:15')).toBe('2026-03-05');
  expect(parseIsoDate('2017-04-01+02:00')).toBe('2017-04-01');
  expect(parseIsoDate('2026-03-10T23:30:00.123-05:00')).toBe('2026-03-10');
  expect(parseIsoDate('2026-03-10 23:30')).toBe('2026-03-10');
  expect(parseIsoDate('2026-03-10T23:30:00+01:00')).toBe('2026-03-10');
  expect(parseIsoDate('2026-02-29')).toBeNull();
});
