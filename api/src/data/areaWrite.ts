/**
 * The data core's write as the areas receive it (AreaHost.write, server-kit's area.ts): each row
 * checked by its section's schema, then by the core's rules (writes.ts), in ONE transaction
 * recorded as ONE journal entry, which the undo takes back like any edit. A refusal is a
 * RowWriteRefused (400 invalid_data naming the section and the field); nothing is written.
 */
import { refusalOf, RowWriteRefused, type AreaHost, type AreaWrites } from 'server-kit';
import type { Db } from '../db/open';
import { recordEntry } from './journal';
import type { Fields } from './rows';
import { checkSectionRow, isSectionName, type SectionName } from './sections';
import { storesFor } from './stores';
import { Writes } from './writes';

function sectionNamed(section: string): SectionName {
  // An area naming a section it does not have is a bug of its code, not the owner's data.
  if (!isSectionName(section)) throw new Error(`Écriture d'une zone : section « ${section} » inconnue.`);
  return section;
}

/** The row checked by its section's schema, in the stored form. */
function checked(writes: Writes, section: SectionName, row: object): Fields {
  const check = checkSectionRow(section, row);
  if (!check.ok) throw new RowWriteRefused(section, check.problem.champ, check.problem.message);
  return writes.storeOf(section).normalize(check.row as Fields);
}

/** Runs `write`; a refusal of the core's rules or of the base becomes a RowWriteRefused naming `section`. */
function refusedAs<T>(section: string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (error instanceof RowWriteRefused) throw error;
    const refusal = refusalOf(error, () => undefined);
    throw new RowWriteRefused(section, refusal.champ, refusal.message);
  }
}

function areaWrites(writes: Writes): AreaWrites {
  return {
    insert: (section, row) =>
      refusedAs(section, () => {
        const name = sectionNamed(section);
        return writes.insert(name, checked(writes, name, row));
      }),
    update: (section, id, row) =>
      refusedAs(section, () => {
        const name = sectionNamed(section);
        if (!writes.storeOf(name).get(id)) throw new RowWriteRefused(section, 'id', `aucune ligne n° ${id}`);
        return writes.update(name, id, checked(writes, name, row));
      }),
    remove: (section, id) => refusedAs(section, () => writes.remove(sectionNamed(section), id)),
    list(section, where) {
      const store = writes.storeOf(sectionNamed(section));
      return where ? store.listWhere(where.column, where.value) : store.list();
    },
  };
}

export function createAreaWrite(db: Db, now: () => Date): AreaHost['write'] {
  return (summary, run) =>
    db.transaction(() => {
      const writes = new Writes(storesFor(db));
      const result = run(areaWrites(writes));
      if (writes.changes.length > 0) recordEntry(db, { at: now().toISOString(), action: 'import', section: null, summary, changes: writes.changes });
      return result;
    })();
}
