/**
 * nivo, loaded when a chart is mounted instead of with the page: a page's title, sentences and
 * tables no longer wait for the chart code (about 100 KB compressed), and a page downloads
 * only the kinds of chart it draws. Each library is imported once; a failed import can be
 * tried again (webpack forgets a chunk that failed).
 */
import { useEffect, useState } from 'react';

export interface ChartLibrary<M> {
  /** The module, once it has arrived: later charts of that kind draw at their first render. */
  loaded: M | null;
  load(): Promise<M>;
}

function chartLibrary<M>(importer: () => Promise<M>): ChartLibrary<M> {
  let pending: Promise<M> | null = null;
  const library: ChartLibrary<M> = {
    loaded: null,
    load() {
      pending ??= importer().then(
        (module) => (library.loaded = module),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
  return library;
}

export const nivoLine = chartLibrary(() => import('./nivoLine'));
export const nivoBar = chartLibrary(() => import('@nivo/bar'));
export const nivoPie = chartLibrary(() => import('@nivo/pie'));
export const nivoCirclePacking = chartLibrary(() => import('@nivo/circle-packing'));

/** Every chart library: for tests, which draw charts at their first render. */
export const loadChartLibraries = () => Promise.all([nivoLine, nivoBar, nivoPie, nivoCirclePacking].map((l) => l.load()));

/** The library's module once loaded (null until then), whether its import failed, and a retry. */
export function useChartLibrary<M>(library: ChartLibrary<M>): { module: M | null; failed: boolean; retry: () => void } {
  const [module, setModule] = useState(library.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module || failed) return undefined;
    let live = true;
    library.load().then(
      (m) => live && setModule(() => m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [library, module, failed]);
  return { module, failed, retry: () => setFailed(false) };
}
