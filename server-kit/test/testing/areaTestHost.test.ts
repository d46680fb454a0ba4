/**
 * The in-memory host an area is tested on: the base's history and the area's migrations, its
 * routes under both prefixes replying as the api does, the area write checked and all-or-nothing
 * with its changes kept, the demo rows, the clock.
 */
import { defineSection } from 'contract-kit/data';
import { z } from 'zod';
import { col, defineAreaServer, HttpError, propertyName, type AreaHost } from '../../src';
import { createAreaTestHost, getPayload, type AreaTestHost } from '../../src/testing';

const bouteilles = defineSection({
  name: 'bouteilles',
  label: 'Bouteilles',
  schema: z.strictObject({
    nom: z.string().min(1, 'nom attendu'),
    millesime: z.number().int().min(1900, 'millésime attendu après 1900'),
    IM_NOM: z.string().nullable().default(null),
  }),
});
const SECTIONS = { bouteilles };

/** A cellar area: its own table, demo rows, a read and a write through the host. */
const cellar = defineAreaServer({
  name: 'cave',
  migrations: [
    {
      version: 1,
      name: 'cave_bottles',
      sql: `CREATE TABLE cave_bottles (id INTEGER PRIMARY KEY, label TEXT NOT NULL UNIQUE, vintage INTEGER NOT NULL,
              property_id INTEGER REFERENCES properties (id));
            CREATE TABLE cave_notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL);`,
    },
  ],
  tables: [
    {
      section: 'bouteilles',
      table: 'cave_bottles',
      from: 'cave_bottles t LEFT JOIN properties p ON p.id = t.property_id',
      columns: [col('nom', 'label'), col('millesime', 'vintage'), propertyName('nullable')],
    },
  ],
  demoRows: (now) => ({ bouteilles: [{ nom: 'Morgon', millesime: now.getFullYear() - 5 }, { nom: 'Chinon', millesime: 2018 }] }),
  demo: (db) => {
    db.prepare("INSERT INTO cave_notes (text) VALUES ('à boire avant 2030')").run();
  },
  routes: (host: AreaHost) => async (app) => {
    app.get('/cave', async () => ({ payload: { today: host.today(), bottles: host.write('lecture', (w) => w.list('bouteilles')) } }));
    app.post<{ Body: object[] }>('/cave', async (request) => {
      const ids = await host.writeQueue.exclusive(async () => {
        await host.backupBefore('avant-cave');
        return host.write(`Cave : ${request.body.length} bouteille(s)`, (w) => request.body.map((row) => w.insert('bouteilles', row)));
      });
      return { payload: ids };
    });
    app.get('/cave/refus', async () => {
      throw new HttpError(409, 'conflict', 'Bouteille déjà rangée.');
    });
    app.get('/cave/panne', async () => {
      throw new Error('disque plein');
    });
  },
});

const NOW = new Date(2025, 2, 14, 12, 0);
let t: AreaTestHost;
afterEach(async () => {
  await t.close();
});

describe('the base', () => {
  test("holds the base's history and the area's own tables, empty without seed", async () => {
    t = await createAreaTestHost({ areas: [cellar], sections: SECTIONS, now: NOW });
    // The INSEE series shipped by the base's history: 2024 Q1 at 143.46.
    expect(t.db.prepare('SELECT value FROM irl_index WHERE year = 2024 AND quarter = 1').pluck().get()).toBe(143.46);
    expect(t.db.prepare('SELECT COUNT(*) FROM cave_bottles').pluck().get()).toBe(0);
    expect(t.db.prepare('SELECT COUNT(*) FROM properties').pluck().get()).toBe(0);
  });

  test('seed: the demo rows as of now (2025 − 5 = 2020), then demo(db); the load is not among the entries', async () => {
    t = await createAreaTestHost({ areas: [cellar], sections: SECTIONS, now: NOW, seed: true });
    expect(await getPayload(t.app, '/api/cave')).toEqual({
      today: '2025-03-14',
      bottles: [
        { id: 1, nom: 'Morgon', millesime: 2020, IM_NOM: null },
        { id: 2, nom: 'Chinon', millesime: 2018, IM_NOM: null },
      ],
    });
    expect(t.db.prepare('SELECT text FROM cave_notes').pluck().all()).toEqual(['à boire avant 2030']);
    expect(t.host.entries).toEqual([]);
  });
});

describe('the routes', () => {
  beforeEach(async () => {
    t = await createAreaTestHost({ areas: [cellar], sections: SECTIONS, now: NOW });
  });

  test('answer under /api and /index.php/api, with or without the trailing slash', async () => {
    const payload = { today: '2025-03-14', bottles: [] };
    expect(await getPayload(t.app, '/api/cave')).toEqual(payload);
    expect(await getPayload(t.app, '/index.php/api/cave/')).toEqual(payload);
  });

  test("refuse as the api does: an HttpError's code and message, a 404, a French 500", async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/cave/refus' });
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: 'conflict', message: 'Bouteille déjà rangée.' }]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/grenier' });
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: 'not_found', message: 'Ressource introuvable.' }]);
    const broken = await t.app.inject({ method: 'GET', url: '/api/cave/panne' });
    expect([broken.statusCode, broken.json()]).toEqual([500, { error: 'internal_error', message: 'Erreur interne du serveur : disque plein' }]);
  });
});

describe('the area write', () => {
  beforeEach(async () => {
    t = await createAreaTestHost({ areas: [cellar], sections: SECTIONS, now: NOW });
    t.db.prepare("INSERT INTO properties (id, name, type) VALUES (7, 'Maison de Blois', 'PRINC')").run();
  });
  const post = (rows: object[]) => t.app.inject({ method: 'POST', url: '/api/cave', payload: rows });

  test('writes checked rows in one entry named by its summary, after the backup it asked for', async () => {
    const res = await post([{ nom: 'Vouvray', millesime: 2021, IM_NOM: 'Maison de Blois' }, { nom: 'Bourgueil', millesime: 2019 }]);
    expect(res.json()).toEqual({ payload: [1, 2] });
    expect(t.host.backups).toEqual(['avant-cave']);
    expect(t.host.entries).toEqual([
      {
        summary: 'Cave : 2 bouteille(s)',
        changes: [
          { section: 'bouteilles', id: 1, before: null, after: { id: 1, nom: 'Vouvray', millesime: 2021, IM_NOM: 'Maison de Blois' } },
          { section: 'bouteilles', id: 2, before: null, after: { id: 2, nom: 'Bourgueil', millesime: 2019, IM_NOM: null } },
        ],
      },
    ]);
    expect(t.db.prepare('SELECT property_id FROM cave_bottles WHERE id = 1').pluck().get()).toBe(7);
  });

  test("a row its schema refuses is a 400 invalid_data naming section and field; the run's earlier rows are not written", async () => {
    const res = await post([{ nom: 'Vouvray', millesime: 2021 }, { nom: 'Bourgueil', millesime: 1850 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_data',
      message: 'Écriture refusée : section « bouteilles », champ « millesime » : millésime attendu après 1900.',
      section: 'bouteilles',
      champ: 'millesime',
    });
    expect(t.db.prepare('SELECT COUNT(*) FROM cave_bottles').pluck().get()).toBe(0);
    expect(t.host.entries).toEqual([]);
  });

  test('a row the base refuses (a name already used, an unknown property) is refused the same way', async () => {
    await post([{ nom: 'Vouvray', millesime: 2021 }]);
    const again = await post([{ nom: 'Chinon', millesime: 2020 }, { nom: 'Vouvray', millesime: 2022 }]);
    expect([again.statusCode, again.json().message]).toEqual([400, 'Écriture refusée : section « bouteilles », champ « nom » : valeur déjà utilisée par une autre ligne.']);
    const unknown = await post([{ nom: 'Saumur', millesime: 2020, IM_NOM: 'Château de Tours' }]);
    expect(unknown.json()).toMatchObject({ champ: 'IM_NOM', message: expect.stringContaining('bien « Château de Tours » inconnu') });
    expect(t.db.prepare('SELECT label FROM cave_bottles').pluck().all()).toEqual(['Vouvray']);
    expect(t.host.entries.map((e) => e.summary)).toEqual(['Cave : 1 bouteille(s)']);
  });

  test('update records before and after, and nothing when nothing changed; remove records the row removed', () => {
    const id = t.host.write('ajout', (w) => w.insert('bouteilles', { nom: 'Vouvray', millesime: 2021 }));
    expect(t.host.write('même', (w) => w.update('bouteilles', id, { nom: 'Vouvray', millesime: 2021 }))).toBe(false);
    expect(t.host.write('millésime', (w) => w.update('bouteilles', id, { nom: 'Vouvray', millesime: 2022 }))).toBe(true);
    t.host.write('retrait', (w) => {
      w.remove('bouteilles', id);
      w.remove('bouteilles', 99);
    });
    expect(t.host.entries.map((e) => [e.summary, e.changes.map((c) => [c.before?.millesime ?? null, c.after?.millesime ?? null])])).toEqual([
      ['ajout', [[null, 2021]]],
      ['millésime', [[2021, 2022]]],
      ['retrait', [[2022, null]]],
    ]);
  });

  test('list reads a section, or its rows where a table column equals a value; a section no area stores is an error', () => {
    t.host.write('ajout', (w) => {
      w.insert('bouteilles', { nom: 'Vouvray', millesime: 2021, IM_NOM: 'Maison de Blois' });
      w.insert('bouteilles', { nom: 'Chinon', millesime: 2020 });
    });
    expect(t.host.write('lecture', (w) => w.list('bouteilles', { column: 'property_id', value: 7 }).map((r) => r.nom))).toEqual(['Vouvray']);
    expect(() => t.host.write('x', (w) => w.list('loyers'))).toThrow('Section « loyers » : aucune table de ces zones ne la range.');
  });
});
