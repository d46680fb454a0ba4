/**
 * nivo, loaded when a chart is mounted instead of with the page: a page's title, sentences and
 * tables no longer wait for the chart code (85 KB compressed for the lines), and a page downloads
 * only the kinds of chart it draws. Each library is imported once, through the shared query
 * cache: every chart of a kind waits on the same import, and « Réessayer » on one of them
 * draws them all (webpack forgets a chunk that failed, so a new import asks for it again).
 */
import { queryClient, useQuery } from 'shared-kernel';

export interface ChartLibrary<M> {
  name: string;
  /** The module, once it has arrived: later charts of that kind draw at their first render. */
  loaded: M | null;
  load(): Promise<M>;
}

function chartLibrary<M>(name: string, importer: () => Promise<M>): ChartLibrary<M> {
  let pending: Promise<M> | null = null;
  const library: ChartLibrary<M> = {
    name,
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

export const nivoLine = chartLibrary('line', () => import('./nivoLine'));
export const nivoBar = chartLibrary('bar', () => import('@nivo/bar'));
export const nivoPie = chartLibrary('pie', () => import('@nivo/pie'));
export const nivoCirclePacking = chartLibrary('circle-packing', () => import('@nivo/circle-packing'));

/** Every chart library: for tests, which draw charts at their first render. */
export const loadChartLibraries = () => Promise.all([nivoLine, nivoBar, nivoPie, nivoCirclePacking].map((l) => l.load()));

/** The library's module once loaded (null until then), whether its import failed, and a retry. */
export function useChartLibrary<M>(library: ChartLibrary<M>): { module: M | null; failed: boolean; retry: () => void } {
  const query = useQuery(
    {
      queryKey: ['chart library', library.name],
      queryFn: () => library.load(),
      // Already here: drawn at the first render, with no frame of placeholder.
      initialData: () => library.loaded ?? undefined,
      staleTime: Infinity,
      gcTime: Infinity,
      // A module is not data: kept as it is, never copied.
      structuralSharing: false,
      retry: 1,
    },
    queryClient,
  );
  return { module: query.data ?? null, failed: query.isError, retry: () => void query.refetch() };
}
