/**
 * GET a-faire: every rule's items as of today, less those the owner put off (until their day)
 * or dismissed or did (section suiviAFaire), the most urgent first: by `echeance`, then in the
 * order of A_FAIRE_TYPES.
 */
import { A_FAIRE_TYPES, type AFaireItem } from '../../contract';
import { incomeReturnItems } from './incomeReturn';
import { insuranceItems } from './insurance';
import type { TodoRule, TodoSources } from './item';
import { lateRentItems } from './lateRents';
import { leaseTermItems } from './leaseTerms';
import { propertyTaxItems } from './propertyTax';
import { quittanceItems } from './quittances';
import { revisionItems } from './revisions';

const RULES: readonly TodoRule[] = [lateRentItems, quittanceItems, revisionItems, leaseTermItems, insuranceItems, propertyTaxItems, incomeReturnItems];
const typeRank = (item: AFaireItem) => A_FAIRE_TYPES.indexOf(item.type);

export interface TodoList {
  /** The list as the owner sees it. */
  items(today: string): AFaireItem[];
  /** Every item of the day, those put off or dismissed included (what a decision may name). */
  all(today: string): AFaireItem[];
}

export function createTodoList(sources: TodoSources): TodoList {
  const decisions = sources.db.prepare<[], { element: string; etat: string; jusqu_au: string | null }>(
    'SELECT item_id AS element, state AS etat, until_date AS jusqu_au FROM todo_follow_ups',
  );
  const all = (today: string) =>
    RULES.flatMap((rule) => rule(sources, today)).sort(
      (a, b) => (a.echeance < b.echeance ? -1 : a.echeance > b.echeance ? 1 : typeRank(a) - typeRank(b) || a.id.localeCompare(b.id)),
    );
  return {
    all,
    items(today) {
      const hidden = new Set(
        decisions
          .all()
          .filter((d) => d.etat !== 'reporte' || (d.jusqu_au !== null && d.jusqu_au > today))
          .map((d) => d.element),
      );
      return all(today).filter((item) => !hidden.has(item.id));
    },
  };
}
