/**
 * Test helpers of this remote (imported by tests only). Importing this module registers an
 * afterEach that unmounts what the test mounted and empties the shared query cache.
 *
 * Tests query the DOM with @testing-library/dom: the kernel mounts parcels the way the shell
 * does (outside act), as in the other remotes' tests.
 */
import { screen, within } from '@testing-library/dom';
import {
  fixtures,
  mockApi,
  mountRemoteRoute,
  resetQueryCache,
  type Failures,
  type Fixtures,
  type Mounted,
} from 'shared-kernel/testing';
import { endpoints, parseGraph, type EndpointData, type EndpointName, type ParsedGraph } from 'shared-kernel';
import remote from '../remote';

const mounted: Mounted[] = [];

afterEach(async () => {
  while (mounted.length > 0) await mounted.pop()!.unmount();
  resetQueryCache();
  window.location.hash = '';
});

/** A fixture, typed and checked by its endpoint's schema. */
export function fixtureOf<N extends EndpointName>(name: N): EndpointData<N> {
  return endpoints[name].schema.parse(fixtures[name]) as EndpointData<N>;
}

/** A fixture's legacy axis and series, parsed: what the chart must show. */
export function graphOf(axe: string, serie: string): ParsedGraph {
  return parseGraph(axe, serie);
}

export interface RenderOptions {
  /** Replaces some fixtures (each still checked against its schema by mockApi). */
  overrides?: Fixtures;
  failures?: Failures;
}

/** Mocks the api with the fixtures, then mounts the remote's pages parcel at a route. */
export async function renderRoute(route: string, { overrides = {}, failures = {} }: RenderOptions = {}) {
  resetQueryCache();
  const calls = mockApi({ ...fixtures, ...overrides }, failures);
  const m = await mountRemoteRoute(remote, route);
  mounted.push(m);
  return { ...m, calls };
}

/** Serves the plain fixtures from now on (e.g. before clicking Réessayer). */
export function healApi(): string[] {
  return mockApi(fixtures);
}

/** Holds every api reply until release() is called (to see what shows while loading). */
export function holdApi(): () => void {
  const real = global.fetch;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
    await gate;
    return real(...args);
  }) as typeof fetch;
  return release;
}

/** Silences the console.error a failing load is expected to log; returns the spy. */
export function silenceConsoleError(): jest.SpyInstance {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

/** The figure titled `title` (its h2), once it is drawn. */
export async function findFigure(title: string): Promise<HTMLElement> {
  return screen.findByRole('figure', { name: title }, { timeout: 5000 });
}

/** Bars drawn in a figure (nivo marks each with data-testid bar.item.<serie>.<index>). */
export const bars = (el: HTMLElement) => el.querySelectorAll('[data-testid^="bar.item."]');
/** Points drawn in a figure (nivo marks each with data-testid line.point.<id>). */
export const points = (el: HTMLElement) => el.querySelectorAll('[data-testid^="line.point."]');

/** Texts of the chart's axes: tick labels and axis titles. */
export function axisTexts(el: HTMLElement): string[] {
  return Array.from(el.querySelectorAll('svg g > text')).map((t) => t.textContent ?? '');
}

/** Names in the chart's legend ([] when it has none). */
export function legendNames(el: HTMLElement): string[] {
  const legend = within(el).queryByRole('list', { name: 'Légende' });
  return legend ? within(legend).getAllByRole('listitem').map((li) => li.textContent ?? '') : [];
}

/** The figure's data table (behind "Voir les données") as rows of cell texts, header first. */
export function dataTable(el: HTMLElement): string[][] {
  const table = el.querySelector('details table');
  if (!table) throw new Error('tableau des données absent');
  return Array.from(table.querySelectorAll('tr')).map((tr) =>
    Array.from(tr.querySelectorAll('th, td')).map((c) => (c.textContent ?? '').trim()),
  );
}

/** The rows a figure's data table must show for a graph, formatted as the page formats them. */
export function expectedTable(graph: ParsedGraph, axisHeader: string, format: (v: number) => string): string[][] {
  return [
    [axisHeader, ...graph.series.map((s) => s.name)],
    ...graph.axis.map((label, i) => [label, ...graph.series.map((s) => format(s.data[i]!))]),
  ];
}
