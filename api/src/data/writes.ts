/**
 * Row writes that remember what they changed (for the journal and the undo), with the two
 * rules that reach beyond the row:
 *  - deleting a property deletes its rents, taxes and charges (foreign-key cascade) and unlinks the
 *    loans that name it (IM_NOM → null, as ON DELETE SET NULL would): they are recorded
 *    first, so that undoing (in reverse order) restores the property, then them;
 *  - renaming a property renames the loan that carries its old name (a loan without IM_NOM
 *    links by name); a loan's explicit IM_NOM is the property's id, so it follows by itself.
 * Callers run them inside a transaction.
 */
import type { SectionName } from './sections';
import type { Change, Fields } from './rows';
import type { Stores } from './stores';
import type { SectionStore } from './tableStore';

/** Sections whose rows belong to a property (deleted with it). */
const PROPERTY_CHILDREN = ['loyers', 'taxesFoncieres', 'chargesBiens'] as const;

export class Writes {
  readonly changes: Change[] = [];

  constructor(private readonly stores: Stores) {}

  storeOf(section: SectionName): SectionStore {
    return this.stores[section];
  }

  /** Inserts a normalized row (with `id` when given); returns its id. */
  insert(section: SectionName, fields: Fields, id?: number): number {
    const store = this.stores[section];
    const newId = store.insert(fields, id);
    this.changes.push({ section, id: newId, before: null, after: store.get(newId) ?? null });
    return newId;
  }

  /** Replaces the fields of row `id`; false when they were the same (nothing written). */
  update(section: SectionName, id: number, fields: Fields): boolean {
    const store = this.stores[section];
    const before = store.get(id) ?? null;
    store.update(id, fields);
    const after = store.get(id) ?? null;
    if (JSON.stringify(before) === JSON.stringify(after)) return false;
    this.changes.push({ section, id, before, after });
    if (section === 'immos' && before && after && before.IM_NOM !== after.IM_NOM) {
      this.renameLoan(String(before.IM_NOM), String(after.IM_NOM));
    }
    return true;
  }

  /** Deletes row `id` (a property with its rents, taxes and charges). */
  remove(section: SectionName, id: number): void {
    const store = this.stores[section];
    const before = store.get(id);
    if (!before) return;
    if (section === 'immos') {
      for (const child of PROPERTY_CHILDREN) {
        for (const row of this.stores[child].listWhere('property_id', id)) {
          this.changes.push({ section: child, id: row.id, before: row, after: null });
        }
      }
      // Written here rather than left to ON DELETE SET NULL, so that the journal holds the link.
      const loans = this.stores.emprunts;
      for (const loan of loans.listWhere('property_id', id)) this.update('emprunts', loan.id, { ...loans.normalize(loan), IM_NOM: null });
    }
    store.remove(id);
    this.changes.push({ section, id, before, after: null });
  }

  /** The loan named after a renamed property follows it, unless the new name is already a loan's. */
  private renameLoan(oldName: string, newName: string): void {
    const loans = this.stores.emprunts;
    const [loan] = loans.listWhere('name', oldName);
    if (!loan || loans.listWhere('name', newName).length > 0) return;
    this.update('emprunts', loan.id, { ...loans.normalize(loan), nom: newName });
  }
}
