import { formatAxis, formatSeries } from 'shared-kernel/legacyGraph';
import { fixtureOf } from '../../testing/renderRoute';
import { brickPies, rentTotal, sliceShares } from './brickFigures';

const { bricks, graph } = fixtureOf('bricksListe');

describe('brick figures', () => {
  it('reads the pies from the legacy graph: one slice per brick, purchases and rent totals', () => {
    const pies = brickPies(graph);
    expect(pies.achat).toEqual(bricks.map((b) => ({ id: b.nom, label: b.nom, value: b.achat })));
    expect(pies.loyer.map((s) => s.value)).toEqual(
      bricks.map((b) => Math.round(Object.values(b.loyers).reduce((s, v) => s + v, 0) * 100) / 100),
    );
    expect(pies.loyer.map((s) => s.value)).toEqual(bricks.map(rentTotal));
  });

  it('leaves out empty slices and keeps slice ids unique', () => {
    const pies = brickPies({
      axes: formatAxis(['Clos', 'Clos', 'Vide']),
      achat: formatSeries([{ name: 'Achat', data: [1000, 500, 0] }]),
      loyer: formatSeries([{ name: 'Loyers', data: [60, 0, 0] }]),
    });
    expect(pies.achat).toEqual([
      { id: 'Clos', label: 'Clos', value: 1000 },
      { id: 'Clos (2)', label: 'Clos', value: 500 },
    ]);
    expect(pies.loyer).toEqual([{ id: 'Clos', label: 'Clos', value: 60 }]);
  });

  it('gives each slice its rounded share', () => {
    expect(sliceShares([
      { id: 'a', label: 'a', value: 1 },
      { id: 'b', label: 'b', value: 2 },
    ])).toEqual([33, 67]);
  });
});
