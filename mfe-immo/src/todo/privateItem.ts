/**
 * The api writes an item's title and detail whole, amounts included (the digest e-mails them as
 * they are): in privacy mode the page shows each euro figure as « ••• », as the formatters would.
 */
import { HIDDEN_AMOUNT, amountsHidden } from 'shared-kernel';
import type { AFaireItem } from 'area-immo/contract';

/** A euro figure as the api writes it (fr-FR): « 1 234,50 € », « 720,00 € »; not a year before it. */
const EURO_FIGURE = /(?<!\d)-?\d{1,3}(?:[\s\u202f\u00a0]\d{3})*(?:,\d{2})?[\s\u202f\u00a0]€/g;

export function privateItem(item: AFaireItem): AFaireItem {
  if (!amountsHidden()) return item;
  const hide = (text: string) => text.replace(EURO_FIGURE, HIDDEN_AMOUNT);
  return { ...item, titre: hide(item.titre), detail: hide(item.detail) };
}
