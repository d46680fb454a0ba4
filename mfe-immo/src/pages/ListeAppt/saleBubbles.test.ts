import { PROPERTY_TYPES, allDataImmos } from 'area-immo/contract';
import { immoFixtures } from 'area-immo/contract/fixtures';
import { bubbleValue, saleBubbles } from './saleBubbles';

const unsold = allDataImmos.schema.parse(immoFixtures.allDataImmos).immos.filter((i) => i.IM_VENDU === 0);

describe('sale-price bubbles', () => {
  it('uses the sale price, else the purchase price, halved for joint ownership', () => {
    for (const immo of unsold) {
      const price = immo.IM_PX_VTE > 0 ? immo.IM_PX_VTE : immo.IM_PA;
      expect(bubbleValue(immo)).toBe(immo.IM_INDIVISION === 1 ? price / 2 : price);
    }
    expect(unsold.some((i) => i.IM_PX_VTE > 0)).toBe(true);
    expect(unsold.some((i) => i.IM_INDIVISION === 1)).toBe(true);
  });

  it('groups one leaf per property under its type, with ids of the form group.name', () => {
    const root = saleBubbles(unsold);
    const groups = root.children ?? [];
    expect(groups.map((g) => g.name)).toEqual(PROPERTY_TYPES.filter((t) => unsold.some((i) => i.IM_TYPE_PROP === t)));
    for (const group of groups) {
      const members = unsold.filter((i) => i.IM_TYPE_PROP === group.name);
      expect(group.children).toEqual(members.map((i) => ({ name: `${group.name}.${i.IM_NOM}`, value: bubbleValue(i) })));
    }
  });
});
