/** Undo: the last write not undone yet is reverted, rows come back with their ids and children; repeatable. */
import { createHash } from 'node:crypto';
import { createTestApi, type TestApi } from './helpers';
import { count, errorOf, expense, getData, payloadOf, request, type StoredRow } from './dataHelpers';
import { databaseChecksum } from './integrity';

const NOW = new Date(2025, 2, 20, 9, 0);
let api: TestApi;
beforeEach(async () => {
  api = await createTestApi({ now: NOW });
});
afterEach(async () => {
  await api.close();
});

const undo = () => request(api.app, 'POST', '/api/data/undo');
const exportAll = () => getData<Record<string, StoredRow[]>>(api.app, '/api/data');
/**
 * Every row of every table but the journal (the undo marks its entry) and the child tables of
 * bricks and recipes, whose own ids are internal (a restored recipe gets new ingredient rows;
 * their content is compared through the export).
 */
const INTERNAL = ['journal', 'brick_rents', 'recipe_ingredients', 'recipe_comments'];
const dataChecksum = () => {
  const tables = (api.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[])
    .map((t) => t.name)
    .filter((t) => !INTERNAL.includes(t));
  return createHash('sha256').update(JSON.stringify(tables.map((t) => api.db.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all()))).digest('hex');
};
const propertyId = (name: string) => (api.db.prepare('SELECT id FROM properties WHERE name = ?').get(name) as { id: number }).id;

test('nothing to undo: 409 in French, nothing changed', async () => {
  const before = databaseChecksum(api.db);
  const body = errorOf(await undo(), 409);
  expect(body).toEqual({ error: 'nothing_to_undo', message: 'Rien à annuler : aucune modification en attente dans le journal.' });
  expect(databaseChecksum(api.db)).toBe(before);
});

test('an addition, an update, a deletion: each undone in turn, back to the start; then 409', async () => {
  const start = dataChecksum();
  const created = payloadOf<StoredRow>(await request(api.app, 'POST', '/api/data/depenses', expense()));
  const [first] = await getData<StoredRow[]>(api.app, '/api/data/restaurants');
  await request(api.app, 'PUT', `/api/data/restaurants/${first!.id}`, { ...first, TW_VILLE: 'Paris' });
  await request(api.app, 'DELETE', `/api/data/voitures/${(await getData<StoredRow[]>(api.app, '/api/data/voitures'))[3]!.id}`);

  expect(payloadOf(await undo())).toEqual({ undone: 'Suppression dans Frais de voiture', at: NOW.toISOString() });
  expect(payloadOf(await undo())).toEqual({ undone: 'Modification dans Restaurants', at: NOW.toISOString() });
  expect(await getData(api.app, `/api/data/restaurants/${first!.id}`)).toEqual(first);
  expect(payloadOf(await undo())).toEqual({ undone: 'Ajout dans Dépenses', at: NOW.toISOString() });
  expect(errorOf(await request(api.app, 'GET', `/api/data/depenses/${created.id}`), 404).error).toBe('not_found');
  expect(dataChecksum()).toBe(start);
  expect(errorOf(await undo(), 409).error).toBe('nothing_to_undo');

  const journal = await getData<Array<{ summary: string; undone: boolean }>>(api.app, '/index.php/api/data/journal');
  expect(journal.map((e) => [e.summary, e.undone])).toEqual([
    ['Suppression dans Frais de voiture', true],
    ['Modification dans Restaurants', true],
    ['Ajout dans Dépenses', true],
  ]);
});

test('a deleted property comes back with its id, its rents and its taxes', async () => {
  const before = await exportAll();
  const id = propertyId('Montpellier Antigone');
  await request(api.app, 'DELETE', `/api/data/immos/${id}`);
  expect(count(api.db, 'rent_payments')).toBeLessThan(before.loyers!.length);
  expect(payloadOf<{ undone: string }>(await undo()).undone).toMatch(/^Suppression dans Biens \(et \d+ lignes liées\)$/);
  expect(await exportAll()).toEqual(before);
});

test('a renamed property gets its name back, and its loan too', async () => {
  const before = await exportAll();
  const id = propertyId('Bordeaux Chartrons');
  const property = await getData<StoredRow>(api.app, `/api/data/immos/${id}`);
  await request(api.app, 'PUT', `/api/data/immos/${id}`, { ...property, IM_NOM: 'Bordeaux Bacalan' });
  expect((await getData<StoredRow[]>(api.app, '/api/data/emprunts')).map((l) => l.nom)).toContain('Bordeaux Bacalan');
  await undo();
  expect(await exportAll()).toEqual(before);
});

test('an import (replace) is undone as a whole: deleted rows, their children and updated rows come back', async () => {
  const before = await exportAll();
  const start = dataChecksum();
  const lyon = before.immos!.find((i) => i.IM_NOM === 'Lyon Croix-Rousse')!;
  const report = payloadOf<{ sections: Record<string, { removed: number }> }>(
    await request(api.app, 'POST', '/api/data?mode=replace', {
      immos: [{ ...lyon, IM_COMMENT: 'seul bien' }],
      depenses: [expense()],
      recettes: [before.recettes![0]],
    }),
  );
  expect(report.sections.loyers!.removed).toBeGreaterThan(100);
  expect(count(api.db, 'properties')).toBe(1);
  // Modified: Lyon's comment, and the works loan that named a deleted property (now unlinked).
  expect(payloadOf<{ undone: string }>(await undo()).undone).toMatch(/^Import \(remplacement\) : 1 ajoutée, 2 modifiées, \d+ supprimées, 1 inchangée$/);
  expect(await exportAll()).toEqual(before);
  expect(dataChecksum()).toBe(start);
});

test('undo after undo goes further back; a new write is undone before older ones', async () => {
  const a = payloadOf<StoredRow>(await request(api.app, 'POST', '/api/data/depenses', expense({ COP_LIBELLE: 'A' })));
  const b = payloadOf<StoredRow>(await request(api.app, 'POST', '/api/data/depenses', expense({ COP_LIBELLE: 'B' })));
  await undo(); // B
  const c = payloadOf<StoredRow>(await request(api.app, 'POST', '/api/data/depenses', expense({ COP_LIBELLE: 'C' })));
  await undo(); // C
  await undo(); // A
  for (const row of [a, b, c]) expect((await request(api.app, 'GET', `/api/data/depenses/${row.id}`)).statusCode).toBe(404);
});

test('a row changed since (outside the journal): 409, nothing undone', async () => {
  const created = payloadOf<StoredRow>(await request(api.app, 'POST', '/api/data/depenses', expense()));
  api.db.prepare('UPDATE personal_expenses SET amount = 1 WHERE id = ?').run(created.id);
  const before = databaseChecksum(api.db);
  const body = errorOf(await undo(), 409);
  expect(body).toMatchObject({ error: 'undo_conflict', section: 'depenses', message: expect.stringMatching(/^Annulation impossible : la ligne n° \d+ de « Dépenses » a changé depuis « Ajout dans Dépenses »/) });
  expect(databaseChecksum(api.db)).toBe(before);
});
