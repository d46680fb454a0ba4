import { screen, within } from '@testing-library/dom';
import { formatEuro, formatPercent } from 'shared-kernel';
import { loadChartLibraries } from 'shared-kernel/testing';
import type { Brick } from 'area-opvcm/contract';
import { fixtureOf, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { card, cardFigures, cardTitle, cardValue, cards } from '../../testing/dom';

const data = fixtureOf('bricksListe');
const { bricks } = data;
const cents = (n: number) => Math.round(n * 100) / 100;
const rents = (b: Brick) => cents(Object.values(b.loyers).reduce((s, v) => s + v, 0));

async function brickCards() {
  return cards(await screen.findByRole('region', { name: 'Bricks' }));
}

/** The legend of a pie: [label, amount, share] per slice. */
function legendRows(title: string) {
  const list = screen.getByRole('list', { name: `${title} : détail` });
  return Array.from(list.querySelectorAll('li')).map((li) =>
    Array.from(li.children)
      .map((c) => c.textContent ?? '')
      .filter(Boolean),
  );
}

function expectedRows(values: number[]) {
  const total = values.reduce((s, v) => s + v, 0);
  return bricks.map((b, i) => [b.nom, formatEuro(values[i]!), formatPercent(Math.round((100 * values[i]!) / total))]);
}

// nivo in before the first test, so charts draw with their page.
beforeAll(loadChartLibraries);

describe('crowdfunding bricks (/brickssynthese)', () => {
  it('shows a card per brick: purchase, rents by label and their total', async () => {
    await renderRoute('/brickssynthese');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bricks' })).toBeInTheDocument();
    const shown = await brickCards();
    expect(shown.map(cardTitle)).toEqual(bricks.map((b) => b.nom));
    expect(bricks.every((b) => Object.keys(b.loyers).length >= 2)).toBe(true);
    shown.forEach((c, i) => {
      const b = bricks[i]!;
      expect(cardFigures(c)).toEqual([
        ['Achat', formatEuro(b.achat)],
        ...Object.entries(b.loyers).map(([label, amount]) => [label, formatEuro(amount)]),
        ['Total des loyers', formatEuro(rents(b))],
      ]);
    });
    expect(cardValue(card('Total des achats'))).toBe(formatEuro(bricks.reduce((s, b) => s + b.achat, 0)));
    expect(cardValue(card('Total des loyers'))).toBe(formatEuro(bricks.reduce((s, b) => s + rents(b), 0)));
  });

  it('draws a pie of purchases and a pie of rents, one slice per brick, with amounts and shares', async () => {
    await renderRoute('/brickssynthese');
    await brickCards();
    for (const title of ['Achats', 'Loyers']) {
      const pie = await screen.findByRole('img', { name: `${title} par brick` }, { timeout: 5000 });
      const arcs = Array.from(pie.querySelectorAll('path')).filter((p) => (p.getAttribute('fill') ?? 'none') !== 'none');
      expect(arcs).toHaveLength(bricks.length);
    }
    expect(legendRows('Achats')).toEqual(expectedRows(bricks.map((b) => b.achat)));
    expect(legendRows('Loyers')).toEqual(expectedRows(bricks.map(rents)));
  });

  it('keeps the cards and says so when the graph of the reply cannot be read', async () => {
    await renderRoute('/brickssynthese', {
      overrides: { bricksListe: { ...data, graph: { ...data.graph, achat: 'pas du JSON' } } },
    });
    expect(await brickCards()).toHaveLength(bricks.length);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Graphiques illisibles' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('unable to load bricks');
    expect(screen.queryByRole('img', { name: 'Achats par brick' })).not.toBeInTheDocument();
  });

  it('says so when there is no brick', async () => {
    await renderRoute('/brickssynthese', {
      overrides: { bricksListe: { bricks: [], graph: { axes: '[]', achat: '[{"name":"Achat","data":[]}]', loyer: '[{"name":"Loyers","data":[]}]' } } },
    });
    expect(await screen.findByText('Aucune brick enregistrée.')).toBeInTheDocument();
  });

  it("shows 'erreur magasin' with its message when the bricks cannot be loaded", async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/brickssynthese', { failures: { bricksListe: 502 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByRole('heading', { name: 'erreur magasin' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('unable to load bricks');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
