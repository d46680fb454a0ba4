import type { BubbleDatum, Opvcm } from 'area-opvcm/contract';
import type { BubbleNode } from 'shared-kernel/charts';

const cents = (n: number) => Math.round(n * 100) / 100;

export interface BankBubbles {
  bank: string;
  /** Sum of the bank's bubbles. */
  total: number;
  /** Bubble chart data: id of the form group.name, and value. */
  data: BubbleDatum[];
}

/**
 * Holdings grouped by bank, in order of first appearance, valued at their sale amount.
 * Several purchases of one fund at one bank make one bubble (their sum); holdings worth
 * nothing have no bubble, and a bank without any has no group.
 */
export function bubblesByBank(ops: readonly Opvcm[]): BankBubbles[] {
  const banks = new Map<string, Map<string, number>>();
  for (const op of ops) {
    const funds = banks.get(op.OP_BQ) ?? new Map<string, number>();
    funds.set(op.OP_NOM, cents((funds.get(op.OP_NOM) ?? 0) + op.OP_MT_VTE));
    banks.set(op.OP_BQ, funds);
  }
  return [...banks]
    .map(([bank, funds]) => {
      const data = [...funds].filter(([, v]) => v > 0).map(([name, value]) => ({ id: `${bank}.${name}`, value }));
      return { bank, total: cents(data.reduce((s, d) => s + d.value, 0)), data };
    })
    .filter((g) => g.data.length > 0);
}

/** The same as a tree for circle packing: one parent per bank, one leaf per datum. */
export function bubbleTree(groups: readonly BankBubbles[]): BubbleNode {
  return {
    name: 'placements',
    children: groups.map((g) => ({ name: g.bank, children: g.data.map((d) => ({ name: d.id, value: d.value })) })),
  };
}
