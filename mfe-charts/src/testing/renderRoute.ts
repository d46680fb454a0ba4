/** Test helpers of this remote: the kernel harness bound to it and its area's api double, plus chart readers. */
import { screen, within } from '@testing-library/dom';
import { createRemoteHarness } from 'shared-kernel/testing';
import { parseGraph, type ParsedGraph } from 'shared-kernel/legacyGraph';
import { chartsEndpoints } from 'area-charts/contract';
import { chartsFixtures } from 'area-charts/contract/fixtures';
import remote from '../remote';

export { holdApi, silenceConsoleError, type RenderOptions } from 'shared-kernel/testing';

export const { renderRoute, fixtureOf, healApi } = createRemoteHarness(remote, { table: { endpoints: chartsEndpoints }, fixtures: chartsFixtures });

/** A fixture's legacy axis and series, parsed: what the chart must show. */
export function graphOf(axe: string, serie: string): ParsedGraph {
  return parseGraph(axe, serie);
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
