/** The row store of a section's table: rows in and out in the import format, refusals naming the field. */
import Database from 'better-sqlite3';
import { areaTableStores, col, propertyName, RowRefused, type Db } from '../src';

let db: Db;
beforeEach(() => {
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  db.exec(`
    CREATE TABLE properties (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
    CREATE TABLE bottles (
      id INTEGER PRIMARY KEY,
      label TEXT NOT NULL UNIQUE,
      vintage INTEGER CHECK (vintage > 1900),
      property_id INTEGER REFERENCES properties (id)
    );
    INSERT INTO properties (id, name) VALUES (1, 'Cave de Lyon'), (2, 'Cellier de Nantes');
  `);
});
afterEach(() => db.close());

const bottles = () =>
  areaTableStores(db)('bouteilles', {
    section: 'bouteilles',
    table: 'bottles',
    from: 'bottles t LEFT JOIN properties p ON p.id = t.property_id',
    columns: [col('nom', 'label'), col('millesime', 'vintage'), propertyName('nullable')],
  });

test('a row goes in in the import format and comes out the same, with its id; the property is stored by id, read by name', () => {
  const store = bottles();
  const id = store.insert({ nom: 'Morgon', millesime: 2019, IM_NOM: 'Cave de Lyon' });
  expect(store.get(id)).toEqual({ id, nom: 'Morgon', millesime: 2019, IM_NOM: 'Cave de Lyon' });
  expect(db.prepare('SELECT property_id FROM bottles WHERE id = ?').pluck().get(id)).toBe(1);
  // With an id given, the row takes it.
  expect(store.insert({ nom: 'Muscadet', millesime: 2022, IM_NOM: null }, 40)).toBe(40);
  expect(store.list().map((r) => [r.id, r.nom])).toEqual([[id, 'Morgon'], [40, 'Muscadet']]);
});

test('listWhere reads the rows whose table column equals the value, in id order', () => {
  const store = bottles();
  store.insert({ nom: 'Morgon', millesime: 2019, IM_NOM: 'Cave de Lyon' }, 3);
  store.insert({ nom: 'Muscadet', millesime: 2022, IM_NOM: 'Cellier de Nantes' }, 2);
  store.insert({ nom: 'Fleurie', millesime: 2020, IM_NOM: 'Cave de Lyon' }, 1);
  expect(store.listWhere('property_id', 1).map((r) => r.nom)).toEqual(['Fleurie', 'Morgon']);
  expect(() => store.listWhere('property_id; DROP TABLE bottles', 1)).toThrow('colonne invalide');
});

test('update replaces the fields, remove deletes the row, normalize keeps the columns only with absent ones null', () => {
  const store = bottles();
  const id = store.insert({ nom: 'Morgon', millesime: 2019, IM_NOM: 'Cave de Lyon' });
  store.update(id, { nom: 'Morgon Côte du Py', millesime: 2020, IM_NOM: 'Cellier de Nantes' });
  expect(store.get(id)).toEqual({ id, nom: 'Morgon Côte du Py', millesime: 2020, IM_NOM: 'Cellier de Nantes' });
  expect(store.normalize({ id: 9, nom: 'Chinon', derived: 12 })).toEqual({ nom: 'Chinon', millesime: null, IM_NOM: null });
  store.remove(id);
  expect(store.get(id)).toBeUndefined();
  expect(store.list()).toEqual([]);
});

test('a value another row uses is a conflict naming its field; a value the table refuses names its field too', () => {
  const store = bottles();
  store.insert({ nom: 'Morgon', millesime: 2019, IM_NOM: null });
  let refusal: unknown;
  try {
    store.insert({ nom: 'Morgon', millesime: 2020, IM_NOM: null });
  } catch (error) {
    refusal = error;
  }
  expect(refusal).toBeInstanceOf(RowRefused);
  expect(refusal).toMatchObject({ message: 'valeur déjà utilisée par une autre ligne', champ: 'nom', conflict: true });
  expect(() => store.insert({ nom: 'Chinon', millesime: 1850, IM_NOM: null })).toThrow(
    expect.objectContaining({ message: 'valeur refusée par la base', conflict: false }),
  );
  expect(store.list()).toHaveLength(1);
});

test('an unknown property name is refused on IM_NOM; a nullable one stays null', () => {
  const store = bottles();
  expect(() => store.insert({ nom: 'Morgon', millesime: 2019, IM_NOM: 'Chai de Dijon' })).toThrow(
    expect.objectContaining({ message: 'bien « Chai de Dijon » inconnu (aucun bien de ce nom dans immos)', champ: 'IM_NOM' }),
  );
  const id = store.insert({ nom: 'Morgon', millesime: 2019, IM_NOM: null });
  expect(store.get(id)?.IM_NOM).toBeNull();
});

test('a required property name refuses null', () => {
  const store = areaTableStores(db)('bouteilles', {
    section: 'bouteilles',
    table: 'bottles',
    from: 'bottles t JOIN properties p ON p.id = t.property_id',
    columns: [col('nom', 'label'), propertyName()],
  });
  expect(() => store.insert({ nom: 'Morgon', IM_NOM: null })).toThrow(expect.objectContaining({ champ: 'IM_NOM', message: 'bien « null » inconnu (aucun bien de ce nom dans immos)' }));
});
