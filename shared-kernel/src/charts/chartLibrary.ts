/**
 * nivo, loaded when a chart is mounted instead of with the page: a page's title, sentences and
 * tables no longer wait for the chart code (85 KB compressed for the lines), and a page downloads
 * only the kinds of chart it draws. Each library is imported once, through the shared query
 * cache: every chart of a kind waits on the same import, and « Réessayer » on one of them
 * draws them all (webpack forgets a chunk that failed, so a new import asks for it again).
 */
import { queryClient, useQuery } from 'shared-kernel';
import { barFiles, circlePackingFiles, lineFiles, pieFiles } from './chartFiles.cjs';

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

/** Lets the browser handle what waits (a tap, a frame) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A library evaluated a few packages at a time, a task each, once `files` brought all its code
 * without running it. Imported at once, the line charts' code (nivo, lodash, d3, react-spring)
 * ran as one task of 60 to 90 ms, four times as long on a phone, during which the page answered
 * nothing. A step only runs modules already downloaded (webpackMode "weak"); one that is not
 * there is skipped, and the library's own import runs whatever is left.
 */
export async function inSteps<M>(files: (() => Promise<void>) | null, steps: Array<() => Promise<unknown>>, library: () => Promise<M>): Promise<M> {
  if (!files) return library();
  await files();
  for (const step of steps) {
    await step().catch(() => undefined);
    await nextTask();
  }
  return library();
}

// nivo's common packages, from the lightest to the heaviest of what they bring (lodash, d3-scale and d3-time, react-spring).
const theming = () => import(/* webpackMode: "weak" */ '@nivo/theming');
const scales = () => import(/* webpackMode: "weak" */ '@nivo/scales');
const core = () => import(/* webpackMode: "weak" */ '@nivo/core');

export const nivoLine = chartLibrary('line', () => inSteps(lineFiles, [theming, scales, core], () => import('./nivoLine')));
export const nivoBar = chartLibrary('bar', () => inSteps(barFiles, [theming, scales, core], () => import('./nivoBar')));
export const nivoPie = chartLibrary('pie', () => inSteps(pieFiles, [theming, core], () => import('./nivoPie')));
export const nivoCirclePacking = chartLibrary('circle-packing', () => inSteps(circlePackingFiles, [theming, core], () => import('./nivoCirclePacking')));

const FILES = { line: lineFiles, bar: barFiles, pie: pieFiles, 'circle-packing': circlePackingFiles };
export type ChartKind = keyof typeof FILES;

/**
 * Starts downloading a kind of chart's code, without running it, as a page opens: its files then
 * come while the page's data does, instead of after it (a chart mounts with its data). Its
 * chart's import finds them there (webpack fetches a chunk once); a failure here is left to that
 * import, which asks again.
 */
export function fetchChartCode(kind: ChartKind): void {
  FILES[kind]?.().catch(() => undefined);
}

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
