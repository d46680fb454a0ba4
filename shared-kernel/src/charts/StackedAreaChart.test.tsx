import { render, screen, within } from '@testing-library/react';
import { formatEuro } from '../format/fr';
import { StackedAreaChart, stackBounds } from './StackedAreaChart';
import { seriesColor } from './chartTheme';
import { loadChartLibraries } from './chartLibrary';

// Drawn at their first render, as once a first chart has brought nivo.
beforeAll(loadChartLibraries);

const months = ['01/2026', '02/2026', '03/2026'];
const serie = (id: string, ys: number[]) => ({ id, data: ys.map((y, i) => ({ x: months[i]!, y })) });

test('the piles: positive values up from 0, negative ones down from 0, each sign on its own', () => {
  const bounds = stackBounds([serie('Biens', [100, 100, 0]), serie('Dettes', [-40, -30, -20]), serie('Titres', [10, 20, 30])]);
  expect(bounds).toEqual([
    [{ base: 0, top: 100 }, { base: 0, top: 100 }, { base: 0, top: 0 }],
    [{ base: 0, top: -40 }, { base: 0, top: -30 }, { base: 0, top: -20 }],
    [{ base: 100, top: 110 }, { base: 100, top: 120 }, { base: 0, top: 30 }],
  ]);
});

test('draws one filled area per stack in its colour, the lines over them, and a legend of both', () => {
  const { container } = render(
    <StackedAreaChart
      stacks={[serie('Biens', [100, 100, 0]), serie('Titres', [10, 20, 30])]}
      lines={[serie('Net', [110, 120, 30])]}
      xLegend="Mois"
      yLegend="€"
      format={formatEuro}
      ariaLabel="Patrimoine"
      width={600}
      height={300}
    />,
  );
  const svg = screen.getByRole('img', { name: 'Patrimoine' });
  const areas = Array.from(svg.querySelectorAll('path[fill-opacity]'));
  expect(areas.map((a) => a.getAttribute('fill'))).toEqual([seriesColor(0), seriesColor(1)]);
  // Each area is closed: along the top, back along the base.
  areas.forEach((a) => expect(a.getAttribute('d')).toMatch(/^M.*Z$/));
  const legend = within(container).getByRole('list', { name: 'Légende' });
  expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Biens', 'Titres', 'Net']);
});
