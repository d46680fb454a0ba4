/**
 * The data core's write as an area receives it (AreaHost.write): its rows checked by their
 * section's schema and the core's rules, in one transaction recorded as one journal entry that
 * the undo takes back; a refused row writes nothing, and the refusal names its section and field.
 */
import { RowWriteRefused } from 'server-kit';
import { createAreaWrite } from '../src/data/areaWrite';
import { createTestApi, type TestApi } from './helpers';
import { count, getData, payloadOf, request } from './dataHelpers';

const NOW = new Date('2025-03-20T09:00:00Z');
let api: TestApi;
beforeEach(async () => {
  api = await createTestApi({ now: NOW, seed: false });
});
afterEach(async () => {
  await api.close();
});

const write = () => createAreaWrite(api.db, () => NOW);
const journal = () => getData<Array<{ action: string; section: string | null; summary: string; undone: boolean }>>(api.app, '/api/data/journal');

const fuel = { groupe: 'Citroën C3', date: '2025-03-10', montant: 62.4, libelle: 'CB STATION TOTAL' };
const insurance = { COP_DATE: '2025-03-05', COP_LIBELLE: 'PRLV MAIF', COP_MONT: 31.4, COP_GARAGE: null };

test('rows of two sections are one journal entry, undone together from the undo', async () => {
  const ids = write()('Relevé bancaire : 2 lignes enregistrées, 0 ignorée', (writes) => [writes.insert('voitures', fuel), writes.insert('depenses', insurance)]);

  expect(api.db.prepare('SELECT id, group_label, spent_on, amount, label FROM car_expenses').all()).toEqual([
    { id: ids[0], group_label: 'Citroën C3', spent_on: '2025-03-10', amount: 62.4, label: 'CB STATION TOTAL' },
  ]);
  expect(api.db.prepare('SELECT id, spent_on, label, amount, merchant FROM personal_expenses').all()).toEqual([
    { id: ids[1], spent_on: '2025-03-05', label: 'PRLV MAIF', amount: 31.4, merchant: null },
  ]);
  expect(await journal()).toMatchObject([{ action: 'import', section: null, summary: 'Relevé bancaire : 2 lignes enregistrées, 0 ignorée', undone: false }]);

  expect(payloadOf(await request(api.app, 'POST', '/api/data/undo'))).toMatchObject({ undone: 'Relevé bancaire : 2 lignes enregistrées, 0 ignorée' });
  expect(count(api.db, 'car_expenses')).toBe(0);
  expect(count(api.db, 'personal_expenses')).toBe(0);
});

test('a row its schema refuses: 400 invalid_data naming the section and the field, the rows before it not written', () => {
  let refusal: unknown;
  try {
    write()('Deux lignes', (writes) => {
      writes.insert('depenses', insurance);
      writes.insert('voitures', { ...fuel, montant: 'soixante' });
    });
  } catch (error) {
    refusal = error;
  }
  expect(refusal).toBeInstanceOf(RowWriteRefused);
  expect(refusal).toMatchObject({
    statusCode: 400,
    code: 'invalid_data',
    where: { section: 'voitures', champ: 'montant' },
    reason: 'nombre attendu (ex. 1234.5)',
    message: 'Écriture refusée : section « voitures », champ « montant » : nombre attendu (ex. 1234.5).',
  });
  expect(count(api.db, 'personal_expenses')).toBe(0);
  expect(count(api.db, 'journal')).toBe(0);
});

test('a row the core refuses (a rent of an unknown property): named by section and field, nothing written', () => {
  const rent = { IM_NOM: 'Paris T1', date: '2025-03-05', montant: 750, honoraires: 0, bail_id: null };
  expect(() => write()('Un loyer', (writes) => writes.insert('loyers', rent))).toThrow(
    new RowWriteRefused('loyers', 'IM_NOM', 'bien « Paris T1 » inconnu (aucun bien de ce nom dans immos)'),
  );
  expect(count(api.db, 'rent_payments')).toBe(0);
  expect(count(api.db, 'journal')).toBe(0);
});

test('a write that changes nothing records no entry; a row found by a column of its table is updated', async () => {
  const id = write()('Un plein', (writes) => writes.insert('voitures', fuel));
  const unchanged = write()('Le même plein', (writes) => writes.update('voitures', id, fuel));
  expect(unchanged).toBe(false);
  expect((await journal()).map((e) => e.summary)).toEqual(['Un plein']);

  const changed = write()('Le plein corrigé', (writes) => {
    const [row] = writes.list('voitures', { column: 'label', value: 'CB STATION TOTAL' });
    return writes.update('voitures', row!.id, { ...fuel, montant: 64.1 });
  });
  expect(changed).toBe(true);
  expect(api.db.prepare('SELECT amount FROM car_expenses WHERE id = ?').pluck().get(id)).toBe(64.1);
  expect((await journal()).map((e) => e.summary)).toEqual(['Le plein corrigé', 'Un plein']);
});
