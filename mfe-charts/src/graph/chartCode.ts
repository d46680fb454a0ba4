import { useEffect } from 'react';
import * as charts from 'shared-kernel/charts';

/**
 * A page's kind of chart starts downloading as the page opens, while its data comes
 * (fetchChartCode). The page may run on another remote's copy of shared-kernel/charts, built
 * before that function existed: then each chart loads its code as it mounts, as before.
 */
export function useChartCode(kind: charts.ChartKind): void {
  useEffect(() => {
    (charts as Partial<typeof charts>).fetchChartCode?.(kind);
  }, [kind]);
}
