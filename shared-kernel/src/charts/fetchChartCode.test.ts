import { fetchChartCode } from './chartLibrary';
import { barFiles, lineFiles } from './chartFiles.cjs';

// What webpack makes of chartFiles.cjs: a download per kind of chart (jest has none).
jest.mock('./chartFiles.cjs', () => ({
  lineFiles: jest.fn(() => Promise.resolve()),
  barFiles: jest.fn(() => Promise.reject(new Error('chunk failed'))),
  pieFiles: null,
  circlePackingFiles: null,
}));

test('starts downloading the files of the kind of chart asked for, and of no other', () => {
  fetchChartCode('line');
  expect(lineFiles).toHaveBeenCalledTimes(1);
  expect(barFiles).not.toHaveBeenCalled();
});

test('leaves a failed download to the chart, which asks again: nothing is thrown or left unhandled', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  expect(() => fetchChartCode('bar')).not.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off('unhandledRejection', unhandled);
  expect(barFiles).toHaveBeenCalledTimes(1);
  expect(unhandled).not.toHaveBeenCalled();
});

test('does nothing without a bundler (no download to start)', () => {
  expect(() => fetchChartCode('pie')).not.toThrow();
});
