import { render } from '@testing-library/react';
import { formatInteger } from '../format/fr';
import { LineChart } from './LineChart';
import { loadChartLibraries } from './chartLibrary';

// Drawn at their first render, as once a first chart has brought nivo.
beforeAll(loadChartLibraries);

const months = (n: number) => Array.from({ length: n }, (_, i) => `${String((i % 12) + 1).padStart(2, '0')}/${2000 + Math.floor(i / 12)}`);
const texts = (el: Element) => Array.from(el.querySelectorAll('svg g > text')).map((t) => t.textContent);

describe('LineChart on a dense series', () => {
  it('draws a point per value while the points have room', () => {
    const labels = months(24);
    const { container } = render(
      <LineChart data={[{ id: 'Fleurs', data: labels.map((x, i) => ({ x, y: 200 + i })) }]} xLegend="Mois" yLegend="kWh" format={formatInteger} ariaLabel="Mois" width={390} />,
    );
    expect(container.querySelectorAll('[data-testid^="line.point."]')).toHaveLength(24);
  });

  it('draws the line alone, through its extremes, when the values outnumber the pixels', () => {
    const labels = months(1200);
    const values = labels.map((_, i) => 300 + (i % 7));
    values[500] = 9000; // a peak that must stay on the chart
    const { container } = render(
      <LineChart data={[{ id: 'Fleurs', data: labels.map((x, i) => ({ x, y: values[i]! })) }]} xLegend="Mois" yLegend="kWh" format={formatInteger} ariaLabel="Mois" width={400} />,
    );
    expect(container.querySelectorAll('[data-testid^="line.point."]')).toHaveLength(0);
    // One line, through at most one value every 2 pixels (about 150 here), not 1 200.
    const line = container.querySelector('svg path[fill="none"]')!;
    const vertices = (line.getAttribute('d') ?? '').match(/[ML]/g) ?? [];
    expect(vertices.length).toBeGreaterThan(50);
    expect(vertices.length).toBeLessThan(200);
    // The value axis reaches the peak (without it, it would stop near 300), and the last month is labelled.
    const ticks = texts(container).filter((t) => /^[\d\u202f]+$/.test(t ?? '')).map((t) => Number(t!.replace(/\u202f/g, '')));
    expect(Math.max(...ticks)).toBeGreaterThanOrEqual(9000);
    expect(texts(container)).toContain(labels.at(-1));
  });
});
