/**
 * The data api's row writes: create, replace, delete one row of a section. Each validates
 * with the section's schema (the import's), runs in ONE transaction and records a journal
 * entry; a refusal is a DataError and leaves the base as it was.
 */
import type { Db } from '../db/open';
import { SECTIONS, checkSectionRow, type SectionName } from './sections';
import { DataError } from './dataError';
import { type JournalAction, recordEntry } from './journal';
import type { Fields, StoredRow } from './rows';
import { refusalOf } from 'server-kit';
import { storesFor } from './stores';
import { Writes } from './writes';

const VERB: Record<Exclude<JournalAction, 'import'>, { refused: string; done: string }> = {
  create: { refused: 'Ajout refusé', done: 'Ajout dans' },
  update: { refused: 'Modification refusée', done: 'Modification dans' },
  delete: { refused: 'Suppression refusée', done: 'Suppression dans' },
};

/** The validated fields of a request body, or a 400 naming the field at fault. */
function validated(section: SectionName, action: 'create' | 'update', body: unknown): Fields {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new DataError(400, 'invalid_data', `${VERB[action].refused} : section « ${section} » : un objet JSON est attendu.`, { section });
  }
  const checked = checkSectionRow(section, body);
  if (!checked.ok) {
    const { champ, detail } = checked.problem;
    throw new DataError(400, 'invalid_data', `${VERB[action].refused} : section « ${section} »${champ ? ', ' : ' : '}${detail}.`, {
      section,
      ...(champ ? { champ } : {}),
    });
  }
  return checked.row as Fields;
}

function notFound(section: SectionName, id: number): DataError {
  return new DataError(404, 'not_found', `Ligne introuvable : aucune ligne n° ${id} dans la section « ${section} ».`, { section });
}

/** Runs `write` in a transaction with a journal entry; a refusal of the base becomes a DataError. */
function journaled<T>(
  db: Db,
  now: () => Date,
  action: Exclude<JournalAction, 'import'>,
  section: SectionName,
  write: (writes: Writes) => T,
): T {
  const run = db.transaction(() => {
    const writes = new Writes(storesFor(db));
    const result = write(writes);
    if (writes.changes.length > 0) {
      const linked = writes.changes.filter((c) => c.section !== section).length;
      // The section as the owner knows it (« Dépenses »), not its key: the journal and the undo bar show it.
      const summary = `${VERB[action].done} ${SECTIONS[section].label}${linked > 0 ? ` (et ${linked} ligne${linked > 1 ? 's' : ''} liée${linked > 1 ? 's' : ''})` : ''}`;
      recordEntry(db, { at: now().toISOString(), action, section, summary, changes: writes.changes });
    }
    return result;
  });
  try {
    return run();
  } catch (error) {
    if (error instanceof DataError) throw error;
    const refusal = refusalOf(error, () => undefined);
    throw new DataError(
      refusal.conflict ? 409 : 400,
      refusal.conflict ? 'conflict' : 'invalid_data',
      `${VERB[action].refused} : section « ${section} »${refusal.champ ? `, champ « ${refusal.champ} »` : ''} : ${refusal.message}.`,
      { section, ...(refusal.champ ? { champ: refusal.champ } : {}) },
    );
  }
}

/** Adds a row (with the body's id when it is free); returns it as stored. */
export function createRow(db: Db, section: SectionName, body: unknown, now: () => Date): StoredRow {
  const fields = validated(section, 'create', body);
  const store = storesFor(db)[section];
  const id = fields.id as number | undefined;
  return journaled(db, now, 'create', section, (writes) => {
    if (id !== undefined && store.get(id)) {
      throw new DataError(409, 'conflict', `Ajout refusé : section « ${section} », champ « id » : la ligne n° ${id} existe déjà.`, {
        section,
        champ: 'id',
      });
    }
    return store.get(writes.insert(section, store.normalize(fields), id))!;
  });
}

/** Replaces row `id` (a body id must be the same); returns it as stored. */
export function updateRow(db: Db, section: SectionName, id: number, body: unknown, now: () => Date): StoredRow {
  const store = storesFor(db)[section];
  if (!store.get(id)) throw notFound(section, id);
  // The id is the URL's: a body may leave it out (recettes requires one in the schema).
  const withId = body !== null && typeof body === 'object' && !Array.isArray(body) && !('id' in body) ? { ...body, id } : body;
  const fields = validated(section, 'update', withId);
  if (fields.id !== id) {
    throw new DataError(
      400,
      'invalid_data',
      `Modification refusée : section « ${section} », champ « id » : ${String(fields.id)} ne correspond pas à la ligne n° ${id} de l'adresse.`,
      { section, champ: 'id' },
    );
  }
  return journaled(db, now, 'update', section, (writes) => {
    if (!store.get(id)) throw notFound(section, id);
    writes.update(section, id, store.normalize(fields));
    return store.get(id)!;
  });
}

/** Deletes row `id` (a property with its rents and taxes). */
export function deleteRow(db: Db, section: SectionName, id: number, now: () => Date): void {
  journaled(db, now, 'delete', section, (writes) => {
    if (!storesFor(db)[section].get(id)) throw notFound(section, id);
    writes.remove(section, id);
  });
}
