import { renderHook } from '@testing-library/react';
import * as charts from 'shared-kernel/charts';
import { useChartCode } from './chartCode';

jest.mock('shared-kernel/charts', () => ({ __esModule: true, fetchChartCode: jest.fn() }));

test("starts the download of the page's kind of chart once, as the page mounts", () => {
  const { rerender } = renderHook(() => useChartCode('line'));
  rerender();
  expect(charts.fetchChartCode).toHaveBeenCalledTimes(1);
  expect(charts.fetchChartCode).toHaveBeenCalledWith('line');
});

test('runs on a copy of shared-kernel/charts built before fetchChartCode existed', () => {
  const module = charts as { fetchChartCode?: unknown };
  const fetchChartCode = module.fetchChartCode;
  delete module.fetchChartCode;
  try {
    expect(() => renderHook(() => useChartCode('bar'))).not.toThrow();
  } finally {
    module.fetchChartCode = fetchChartCode;
  }
});
