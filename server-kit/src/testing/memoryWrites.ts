/**
 * The area write (AreaHost.write) on the table stores alone: every row checked by its section's
 * schema, the whole run in one transaction, its changes kept in memory instead of a journal.
 * The api's data core adds its cross-row rules (a lease of the payment's property…) and the
 * journal; what an area's feature relies on — checked rows, one transaction, nothing written on
 * a refusal, nothing recorded when nothing changed — is the same here.
 */
import { checkRow, type Section } from 'contract-kit/data';
import type { AreaWrites } from '../area';
import type { Db } from '../db';
import { RowWriteRefused } from '../httpError';
import { refusalOf } from '../rowRefused';
import type { Fields, StoredRow } from '../tables';
import type { SectionStore } from '../tableStore';

/** One row's change: `before` null for an insert, `after` null for a removal. */
export interface RowChange {
  section: string;
  id: number;
  before: StoredRow | null;
  after: StoredRow | null;
}

/** What one call of `write` changed, as the journal would record it. */
export interface WriteEntry {
  summary: string;
  changes: RowChange[];
}

export interface MemoryWrite {
  write<T>(summary: string, run: (writes: AreaWrites) => T): T;
  /** Every write that changed something, oldest first. */
  readonly entries: WriteEntry[];
}

export function createMemoryWrite(
  db: Db,
  stores: ReadonlyMap<string, SectionStore>,
  sections: Readonly<Record<string, Section>>,
): MemoryWrite {
  const entries: WriteEntry[] = [];
  const storeOf = (section: string): SectionStore => {
    const store = stores.get(section);
    if (!store) throw new Error(`Section « ${section} » : aucune table de ces zones ne la range.`);
    return store;
  };
  const checked = (section: string, row: object): Fields => {
    const schema = sections[section];
    if (!schema) throw new Error(`Section « ${section} » : aucun contrat de ces zones ne la définit.`);
    const result = checkRow(schema, row);
    if (!result.ok) throw new RowWriteRefused(section, result.problem.champ, result.problem.message);
    return storeOf(section).normalize(result.row as Fields);
  };

  const writesInto = (changes: RowChange[]): AreaWrites => {
    /** A refusal of the base (a constraint, an unknown property) names its section and field. */
    const guarded = <T>(section: string, write: () => T): T => {
      try {
        return write();
      } catch (error) {
        if (error instanceof RowWriteRefused) throw error;
        const refusal = refusalOf(error, () => undefined);
        throw new RowWriteRefused(section, refusal.champ, refusal.message);
      }
    };
    return {
      insert(section, row) {
        const fields = checked(section, row);
        const store = storeOf(section);
        const id = guarded(section, () => store.insert(fields));
        changes.push({ section, id, before: null, after: store.get(id) ?? null });
        return id;
      },
      update(section, id, row) {
        const fields = checked(section, row);
        const store = storeOf(section);
        const before = store.get(id) ?? null;
        guarded(section, () => store.update(id, fields));
        const after = store.get(id) ?? null;
        if (JSON.stringify(before) === JSON.stringify(after)) return false;
        changes.push({ section, id, before, after });
        return true;
      },
      remove(section, id) {
        const store = storeOf(section);
        const before = store.get(id);
        if (!before) return;
        store.remove(id);
        changes.push({ section, id, before, after: null });
      },
      list(section, where) {
        const store = storeOf(section);
        return where ? store.listWhere(where.column, where.value) : store.list();
      },
    };
  };

  return {
    entries,
    write(summary, run) {
      const changes: RowChange[] = [];
      const result = db.transaction(() => run(writesInto(changes)))();
      if (changes.length > 0) entries.push({ summary, changes });
      return result;
    },
  };
}
