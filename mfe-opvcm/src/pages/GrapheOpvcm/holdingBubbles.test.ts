import type { Opvcm } from 'area-opvcm/contract';
import { fixtureOf } from '../../testing/renderRoute';
import { bubbleTree, bubblesByBank } from './holdingBubbles';

const { opvcm } = fixtureOf('allDataOpvcm');
const cents = (n: number) => Math.round(n * 100) / 100;

describe('holding bubbles', () => {
  it('groups the holdings by bank, ids of the form group.name, valued at their sale amount', () => {
    const groups = bubblesByBank(opvcm);
    expect(groups.map((g) => g.bank)).toEqual([...new Set(opvcm.map((o) => o.OP_BQ))]);
    for (const g of groups) {
      const mine = opvcm.filter((o) => o.OP_BQ === g.bank);
      const names = [...new Set(mine.map((o) => o.OP_NOM))];
      expect(g.data).toEqual(
        names.map((name) => ({
          id: `${g.bank}.${name}`,
          value: cents(mine.filter((o) => o.OP_NOM === name).reduce((s, o) => s + o.OP_MT_VTE, 0)),
        })),
      );
      expect(g.total).toBe(cents(mine.reduce((s, o) => s + o.OP_MT_VTE, 0)));
    }
  });

  it('makes one bubble of several purchases of one fund at one bank', () => {
    const twice = opvcm.filter(
      (o, i) => opvcm.findIndex((p) => p.OP_BQ === o.OP_BQ && p.OP_NOM === o.OP_NOM) !== i,
    );
    expect(twice.length).toBeGreaterThan(0); // the fixture has one
    const ids = bubblesByBank(opvcm).flatMap((g) => g.data.map((d) => d.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves out holdings worth nothing and banks left empty', () => {
    const ops: Opvcm[] = [
      { OP_BQ: 'Boursorama', OP_NOM: 'Vendu', OP_MT_VTE: 0, OP_MT_ACHAT: 1000, OP_TYPE_PLCMT: 'ACT', OP_BENEF: 'Pierre' },
      { OP_BQ: 'Linxea', OP_NOM: 'Fonds euros', OP_MT_VTE: 1200.5, OP_MT_ACHAT: 1000, OP_TYPE_PLCMT: 'ASSV0', OP_BENEF: 'Marie' },
    ];
    expect(bubbleTree(bubblesByBank(ops))).toEqual({
      name: 'placements',
      children: [{ name: 'Linxea', children: [{ name: 'Linxea.Fonds euros', value: 1200.5 }] }],
    });
  });
});
