import { fireEvent, render, screen, within } from '@testing-library/react';
import { formatEuro, formatEuroRound } from '../format/fr';
import { BarChart } from './BarChart';
import { LineChart } from './LineChart';
import { PieChart } from './PieChart';
import { seriesColor } from './chartTheme';
import { loadChartLibraries } from './chartLibrary';

// Drawn at their first render, as once a first chart has brought nivo.
beforeAll(loadChartLibraries);

const years = ['2021', '2022', '2023', '2024', '2025'];
const banks = { Boursorama: [1000, 1000, 6000, 6000, 7500.5], Linxea: [0, 10000, 13000, 13000, 13000] };
const barData = years.map((y, i) => ({ annee: y, ...Object.fromEntries(Object.entries(banks).map(([k, v]) => [k, v[i]!])) }));

const tickTexts = (svg: Element) => Array.from(svg.querySelectorAll('g > text')).map((t) => t.textContent);

describe('BarChart', () => {
  it('draws one bar per key and category, with a legend naming each key in its colour', () => {
    const { container } = render(
      <BarChart data={barData} keys={Object.keys(banks)} indexBy="annee" xLegend="Année" yLegend="Montant (€)" format={formatEuro} ariaLabel="Cumuls" width={800} height={320} />,
    );
    expect(screen.getByRole('img', { name: 'Cumuls' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-testid^="bar.item."]')).toHaveLength(Object.keys(banks).length * years.length);
    const legend = screen.getByRole('list', { name: 'Légende' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(Object.keys(banks));
    items.forEach((li, i) => expect(li.querySelector('span')).toHaveStyle({ background: seriesColor(i) }));
    Object.keys(banks).forEach((k, i) =>
      container.querySelectorAll(`[data-testid^="bar.item.${k}."]`).forEach((r) => expect(r).toHaveAttribute('fill', seriesColor(i))),
    );
  });

  it('draws bars below zero (a deficit) in the colours given, with negative ticks', () => {
    const data = [
      { mois: '10/2026', Excédent: 0, Déficit: -1400 },
      { mois: '11/2026', Excédent: 120, Déficit: 0 },
    ];
    const { container } = render(
      <BarChart data={data} keys={['Excédent', 'Déficit']} colors={['#19783f', '#c62828']} indexBy="mois" xLegend="Mois" yLegend="€" format={formatEuro} ariaLabel="Cash-flow" width={600} height={320} />,
    );
    const deficit = container.querySelector('[data-testid="bar.item.Déficit.0"] rect, [data-testid="bar.item.Déficit.0"]')!;
    const surplus = container.querySelector('[data-testid="bar.item.Excédent.1"] rect, [data-testid="bar.item.Excédent.1"]')!;
    expect(Number(deficit.getAttribute('height'))).toBeGreaterThan(10 * Number(surplus.getAttribute('height')));
    expect(Number(surplus.getAttribute('height'))).toBeGreaterThan(0);
    expect(deficit).toHaveAttribute('fill', '#c62828');
    expect([...container.querySelectorAll('text')].some((t) => /^-1\s?\d{3}/.test(t.textContent ?? ''))).toBe(true);
  });

  it('writes the axis titles and fr-FR ticks, and a French tooltip on hover', () => {
    const { container } = render(
      <BarChart data={barData} keys={Object.keys(banks)} indexBy="annee" xLegend="Année" yLegend="Montant (€)" format={formatEuro} tickFormat={formatEuroRound} ariaLabel="Cumuls" width={800} height={320} />,
    );
    const texts = tickTexts(container.querySelector('svg')!);
    expect(texts).toEqual(expect.arrayContaining(['Année', 'Montant (€)', ...years, formatEuroRound(0)]));
    fireEvent.mouseEnter(container.querySelector('[data-testid="bar.item.Boursorama.4"]')!);
    expect(screen.getByText(/Boursorama — 2025/).textContent).toBe(`Boursorama — 2025 : ${formatEuro(7500.5)}`);
  });

  it('has no legend for a single key and labels every other year on a phone', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ annee: String(2015 + i), Dépenses: 1000 + i }));
    const { container } = render(
      <BarChart data={many} keys={['Dépenses']} indexBy="annee" xLegend="Année" yLegend="€" format={formatEuro} ariaLabel="Dépenses" width={340} height={300} />,
    );
    expect(screen.queryByRole('list', { name: 'Légende' })).not.toBeInTheDocument();
    const shown = tickTexts(container.querySelector('svg')!).filter((t) => /^\d{4}$/.test(t ?? ''));
    expect(shown.length).toBeLessThan(12);
    expect(shown.at(-1)).toBe('2026');
  });
});

describe('LineChart', () => {
  const series = Object.entries(banks).map(([id, v]) => ({ id, data: years.map((x, i) => ({ x, y: v[i]! })) }));

  it('draws one point per value, a legend, and a French tooltip', () => {
    const { container } = render(<LineChart data={series} xLegend="Année" yLegend="Montant (€)" format={formatEuro} ariaLabel="Courbes" width={700} yMin={0} />);
    expect(screen.getByRole('img', { name: 'Courbes' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-testid^="line.point."]')).toHaveLength(series.length * years.length);
    expect(within(screen.getByRole('list', { name: 'Légende' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      Object.keys(banks),
    );
    expect(tickTexts(container.querySelector('svg')!)).toEqual(expect.arrayContaining(['Année', 'Montant (€)', ...years]));
  });

  it('is responsive: without a width it fills its box', () => {
    const { container } = render(<LineChart data={series.slice(0, 1)} xLegend="Année" yLegend="€" format={formatEuro} ariaLabel="Seule" />);
    expect(container.querySelectorAll('[data-testid^="line.point."]')).toHaveLength(years.length);
    expect(screen.queryByRole('list', { name: 'Légende' })).not.toBeInTheDocument();
  });
});

describe('PieChart', () => {
  const slices = [
    { id: 'a', label: 'Tilleuls', value: 2500 },
    { id: 'b', label: 'Clos', value: 1000 },
  ];

  it('labels its slices around it on a wide screen, without a legend', () => {
    render(<PieChart data={slices} format={formatEuro} ariaLabel="Achats" width={700} />);
    expect(screen.getByRole('img', { name: 'Achats' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Légende' })).not.toBeInTheDocument();
  });

  it('uses a legend instead on a phone', () => {
    render(<PieChart data={slices} format={formatEuro} ariaLabel="Achats" width={340} />);
    expect(within(screen.getByRole('list', { name: 'Légende' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Tilleuls',
      'Clos',
    ]);
  });
});
