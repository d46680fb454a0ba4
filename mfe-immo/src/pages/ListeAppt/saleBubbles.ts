import { PROPERTY_TYPES, type Immo } from 'area-immo/contract';
import type { BubbleNode } from 'shared-kernel/charts';

/**
 * Price a property counts for in the sale-price bubble chart: its sale price, or, for an
 * unsold property without one, its purchase price as an estimate; halved for joint
 * ownership.
 */
export function bubbleValue(immo: Immo): number {
  const price = immo.IM_PX_VTE > 0 ? immo.IM_PX_VTE : immo.IM_PA;
  return immo.IM_INDIVISION === 1 ? price / 2 : price;
}

/** Leaves grouped by property type; leaf ids have the form group.name. */
export function saleBubbles(immos: readonly Immo[]): BubbleNode {
  return {
    name: 'biens',
    children: PROPERTY_TYPES.map((type) => ({
      name: type,
      children: immos
        .filter((i) => i.IM_TYPE_PROP === type && bubbleValue(i) > 0)
        .map((i) => ({ name: `${type}.${i.IM_NOM}`, value: bubbleValue(i) })),
    })).filter((group) => group.children.length > 0),
  };
}
