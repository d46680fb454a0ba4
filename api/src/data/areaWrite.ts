/**
 * AreaHost.write for the areas' own features: the data api's row writes (validated by the
 * section's schema, the core's rules of writes.ts), in ONE transaction and ONE journal entry
 * named by the area, undoable like any edit. A refusal is a 400 naming the section and the field.
 */
import type { AreaWrites } from 'server-kit';
import type { Db } from '../db/open';
import { DataError } from './dataError';
import { recordEntry } from './journal';
import type { Fields } from './rows';
import { refusalOf } from './rowRefused';
import { checkSectionRow, isSectionName, type SectionName } from './sections';
import { storesFor } from './stores';
import { Writes } from './writes';

function sectionOf(section: string): SectionName {
  if (!isSectionName(section)) throw new DataError(400, 'invalid_data', `Écriture refusée : section « ${section} » inconnue.`);
  return section;
}

function refusedIn(section: string, champ: string | undefined, detail: string): DataError {
  return new DataError(400, 'invalid_data', `Écriture refusée : section « ${section} »${champ ? `, champ « ${champ} »` : ''} : ${detail}.`, {
    section,
    ...(champ ? { champ } : {}),
  });
}

export function createAreaWrite(db: Db, now: () => Date) {
  return function write<T>(summary: string, run: (writes: AreaWrites) => T): T {
    let current = '';
    const transaction = db.transaction(() => {
      const writes = new Writes(storesFor(db));
      const checked = (section: SectionName, row: object): Fields => {
        const result = checkSectionRow(section, row);
        if (!result.ok) throw refusedIn(section, result.problem.champ, result.problem.detail);
        return writes.storeOf(section).normalize(result.row as Fields);
      };
      const areaWrites: AreaWrites = {
        insert(section, row) {
          const name = (current = sectionOf(section));
          const fields = checked(name, row);
          return writes.insert(name, fields, fields.id as number | undefined);
        },
        update(section, id, row) {
          const name = (current = sectionOf(section));
          return writes.update(name, id, checked(name, { ...row, id }));
        },
        remove(section, id) {
          writes.remove((current = sectionOf(section)), id);
        },
        list(section, where) {
          const store = writes.storeOf(sectionOf(section));
          return where ? store.listWhere(where.column, where.value) : store.list();
        },
      };
      const result = run(areaWrites);
      if (writes.changes.length > 0) recordEntry(db, { at: now().toISOString(), action: 'update', section: null, summary, changes: writes.changes });
      return result;
    });
    try {
      return transaction();
    } catch (error) {
      if (error instanceof DataError) throw error;
      const refusal = refusalOf(error, () => undefined);
      throw refusedIn(current, refusal.champ, refusal.message);
    }
  };
}
