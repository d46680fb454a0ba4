/** The data api's rows: list, create, replace, delete, under both prefixes, with French refusals. */
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

const propertyId = (name: string) =>
  (api.db.prepare('SELECT id FROM properties WHERE name = ?').get(name) as { id: number }).id;

describe('listing', () => {
  test.each(['/api', '/index.php/api'])('%s/data/:section lists rows with their id, in the import format', async (prefix) => {
    const rows = await getData<StoredRow[]>(api.app, `${prefix}/data/depenses`);
    expect(rows.length).toBe(count(api.db, 'personal_expenses'));
    expect(Object.keys(rows[0]!)).toEqual(['id', 'COP_DATE', 'COP_LIBELLE', 'COP_MONT', 'COP_GARAGE']);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
    for (const r of rows) expect(r.COP_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('rents name their property, bricks and recipes carry their children', async () => {
    const rents = await getData<StoredRow[]>(api.app, '/api/data/loyers');
    expect(rents[0]).toEqual({ id: expect.any(Number), IM_NOM: expect.any(String), date: expect.any(String), montant: expect.any(Number), honoraires: expect.any(Number), bail_id: null });
    // A payment may name the lease it settles.
    expect(rents.some((r) => typeof r.bail_id === 'number')).toBe(true);
    const bricks = await getData<StoredRow[]>(api.app, '/api/data/bricks');
    expect(Object.keys(bricks[0]!.loyers as object).length).toBeGreaterThanOrEqual(2);
    const recipes = await getData<StoredRow[]>(api.app, '/api/data/recettes');
    expect(recipes.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect((recipes[0]!.ingredients as unknown[]).length).toBeGreaterThan(2);
  });

  test('one row, an unknown section, an unknown or malformed id', async () => {
    const [first] = await getData<StoredRow[]>(api.app, '/api/data/restaurants');
    expect(await getData(api.app, `/api/data/restaurants/${first!.id}`)).toEqual(first);
    expect(errorOf(await request(api.app, 'GET', '/api/data/immeubles'), 404).message).toMatch(/^Section inconnue : « immeubles »/);
    expect(errorOf(await request(api.app, 'GET', '/api/data/restaurants/99999'), 404).message).toMatch(/aucune ligne n° 99999/);
    expect(errorOf(await request(api.app, 'GET', '/api/data/restaurants/abc'), 400).message).toMatch(/^Identifiant invalide/);
  });
});

describe('create', () => {
  test.each(['/api', '/index.php/api'])('%s: 201 and the row with its new id; listed after', async (prefix) => {
    const res = await request(api.app, 'POST', `${prefix}/data/depenses`, expense({ COP_MONT: '89.90' }));
    expect(res.statusCode).toBe(201);
    const row = payloadOf<StoredRow>(res);
    expect(row).toEqual({ id: expect.any(Number), ...expense(), COP_MONT: 89.9 });
    const rows = await getData<StoredRow[]>(api.app, '/api/data/depenses');
    expect(rows.at(-1)).toEqual(row);
    const [entry] = await getData<Array<Record<string, unknown>>>(api.app, '/api/data/journal');
    expect(entry).toEqual({ id: expect.any(Number), at: NOW.toISOString(), action: 'create', section: 'depenses', summary: 'Ajout dans Dépenses', undone: false });
  });

  test('an id in the body is used when free, refused (409) when taken', async () => {
    const created = payloadOf<StoredRow>(await request(api.app, 'POST', '/api/data/depenses', expense({ id: 5000 })));
    expect(created.id).toBe(5000);
    const before = databaseChecksum(api.db);
    const body = errorOf(await request(api.app, 'POST', '/api/data/depenses', expense({ id: 5000 })), 409);
    expect(body).toEqual({ error: 'conflict', message: expect.stringMatching(/la ligne n° 5000 existe déjà/), section: 'depenses', champ: 'id' });
    expect(databaseChecksum(api.db)).toBe(before);
  });

  test('optional fields may be left out (stored as null), defaults filled', async () => {
    const car = payloadOf<StoredRow>(await request(api.app, 'POST', '/api/data/voitures', { groupe: 'Vélo', date: '2025-03-01', montant: 12 }));
    expect(car).toEqual({ id: expect.any(Number), groupe: 'Vélo', date: '2025-03-01', montant: 12, libelle: null });
    const rent = payloadOf<StoredRow>(
      await request(api.app, 'POST', '/api/data/loyers', { IM_NOM: 'Lyon Croix-Rousse', date: '2025-03-02T08:00:00Z', montant: 735 }),
    );
    expect(rent).toMatchObject({ IM_NOM: 'Lyon Croix-Rousse', date: '2025-03-02', honoraires: 0 });
  });

  test('a recipe with its ingredients and comments, a brick with its rents', async () => {
    const recipe = { id: 12, titre: 'Crêpes', note: 5, type: 'dessert', ingredients: [{ nom: 'farine', poids: '250 g' }], commentaire: [{ ligne: 'Repos 1 h.' }] };
    expect(payloadOf(await request(api.app, 'POST', '/api/data/recettes', recipe))).toEqual(recipe);
    const brick = { nom: 'Nouvelle brique', achat: 500, loyers: { 'Loyers 2024': 20, 'Prime de bienvenue': 10 } };
    expect(payloadOf(await request(api.app, 'POST', '/api/data/bricks', brick))).toEqual({ id: expect.any(Number), ...brick });
  });

  test('refused with the field named, nothing written', async () => {
    const before = databaseChecksum(api.db);
    const typo = errorOf(await request(api.app, 'POST', '/api/data/depenses', { ...expense(), libele: 'x' }), 400);
    expect(typo).toEqual({
      error: 'invalid_data',
      message: expect.stringMatching(/^Ajout refusé : section « depenses », champ « libele » inconnu \(champs acceptés : id, COP_DATE/),
      section: 'depenses',
      champ: 'libele',
    });
    expect(errorOf(await request(api.app, 'POST', '/api/data/depenses', expense({ COP_MONT: '' })), 400)).toMatchObject({
      champ: 'COP_MONT',
      message: 'Ajout refusé : section « depenses », champ « COP_MONT » : nombre attendu (ex. 1234.5).',
    });
    expect(errorOf(await request(api.app, 'POST', '/api/data/depenses', expense({ COP_DATE: '2024-01-01<script>' })), 400)).toMatchObject({
      champ: 'COP_DATE',
      message: expect.stringMatching(/date attendue au format AAAA-MM-JJ/),
    });
    expect(
      errorOf(await request(api.app, 'POST', '/api/data/loyers', { IM_NOM: 'Bien fantôme', date: '2025-01-05', montant: 1 }), 400),
    ).toMatchObject({ champ: 'IM_NOM', message: expect.stringMatching(/bien « Bien fantôme » inconnu/) });
    const duplicate = errorOf(
      await request(api.app, 'POST', '/api/data/emprunts', { nom: 'Lyon Croix-Rousse', capital: 1, taux: 1, duree_mois: 12, debut: '2024-01-01' }),
      409,
    );
    expect(duplicate).toMatchObject({ error: 'conflict', champ: 'nom', message: expect.stringMatching(/déjà utilisée/) });
    expect(errorOf(await request(api.app, 'POST', '/api/data/depenses', '{"COP_DATE": '), 400)).toMatchObject({
      error: 'invalid_json',
      message: expect.stringMatching(/^Ajout refusé : le corps de la requête n'est pas un JSON valide/),
    });
    expect(errorOf(await request(api.app, 'POST', '/api/data/restaurants', '{"TW_TITRE": "A", "TW_TITRE": "B", "TW_TYPE": "x", "TW_VILLE": "y", "TW_TARIF": "€"}'), 400))
      .toMatchObject({ champ: 'TW_TITRE', message: expect.stringMatching(/clé en double/) });
    expect(databaseChecksum(api.db)).toBe(before);
  });
});

describe('replace', () => {
  test('200 and the row; the body id may be left out, must otherwise be the URL one', async () => {
    const [first] = await getData<StoredRow[]>(api.app, '/api/data/depenses');
    const { id, ...fields } = first!;
    const res = await request(api.app, 'PUT', `/index.php/api/data/depenses/${id}`, { ...fields, COP_MONT: 1.5 });
    expect(res.statusCode).toBe(200);
    expect(payloadOf(res)).toEqual({ ...first, COP_MONT: 1.5 });
    expect(payloadOf(await request(api.app, 'PUT', `/api/data/depenses/${id}`, { ...first, COP_MONT: 2 }))).toEqual({ ...first, COP_MONT: 2 });

    const before = databaseChecksum(api.db);
    expect(errorOf(await request(api.app, 'PUT', `/api/data/depenses/${id}`, { ...first, id: id + 1 }), 400)).toMatchObject({
      error: 'invalid_data',
      champ: 'id',
      message: expect.stringMatching(/ne correspond pas à la ligne n° \d+ de l'adresse/),
    });
    expect(errorOf(await request(api.app, 'PUT', '/api/data/depenses/999999', fields), 404).message).toMatch(/aucune ligne n° 999999/);
    expect(errorOf(await request(api.app, 'PUT', `/api/data/depenses/${id}`, { ...fields, COP_MONT: '0x10' }), 400).champ).toBe('COP_MONT');
    expect(databaseChecksum(api.db)).toBe(before);
  });

  test('renaming a property keeps its rents and taxes and renames its loan, in one journal entry', async () => {
    const id = propertyId('Lyon Croix-Rousse');
    const rents = count(api.db, 'rent_payments');
    const property = await getData<StoredRow>(api.app, `/api/data/immos/${id}`);
    const renamed = payloadOf<StoredRow>(await request(api.app, 'PUT', `/api/data/immos/${id}`, { ...property, IM_NOM: 'Lyon Croix-Rousse T3' }));
    expect(renamed).toEqual({ ...property, IM_NOM: 'Lyon Croix-Rousse T3' });
    expect(count(api.db, 'rent_payments')).toBe(rents);
    const own = (await getData<StoredRow[]>(api.app, '/api/data/loyers')).filter((r) => r.IM_NOM === 'Lyon Croix-Rousse T3');
    expect(own.length).toBeGreaterThan(50);
    const taxes = (await getData<StoredRow[]>(api.app, '/api/data/taxesFoncieres')).filter((r) => r.IM_NOM === 'Lyon Croix-Rousse T3');
    expect(taxes.length).toBeGreaterThan(3);
    const loans = await getData<StoredRow[]>(api.app, '/api/data/emprunts');
    expect(loans.map((l) => l.nom)).toContain('Lyon Croix-Rousse T3');
    expect(loans.map((l) => l.nom)).not.toContain('Lyon Croix-Rousse');
    const { changes } = api.db.prepare('SELECT changes FROM journal ORDER BY id DESC').get() as { changes: string };
    expect((JSON.parse(changes) as Array<{ section: string }>).map((c) => c.section)).toEqual(['immos', 'emprunts']);
  });

  test('renaming into the name of another property: 409, nothing changed', async () => {
    const id = propertyId('Lyon Croix-Rousse');
    const property = await getData<StoredRow>(api.app, `/api/data/immos/${id}`);
    const before = databaseChecksum(api.db);
    const body = errorOf(await request(api.app, 'PUT', `/api/data/immos/${id}`, { ...property, IM_NOM: 'Annecy Vieille Ville' }), 409);
    expect(body).toMatchObject({ error: 'conflict', section: 'immos', champ: 'IM_NOM' });
    expect(databaseChecksum(api.db)).toBe(before);
  });
});

describe('delete', () => {
  test('204, the row is gone; again: 404', async () => {
    const [first] = await getData<StoredRow[]>(api.app, '/api/data/voitures');
    const res = await request(api.app, 'DELETE', `/api/data/voitures/${first!.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(errorOf(await request(api.app, 'GET', `/api/data/voitures/${first!.id}`), 404).error).toBe('not_found');
    expect(errorOf(await request(api.app, 'DELETE', `/api/data/voitures/${first!.id}`), 404).section).toBe('voitures');
  });

  test('a property goes with its rents, taxes, charges, estimates, leases and their revisions, all recorded in the journal', async () => {
    const id = propertyId('Annecy Vieille Ville');
    const rents = (api.db.prepare('SELECT COUNT(*) AS n FROM rent_payments WHERE property_id = ?').get(id) as { n: number }).n;
    const taxes = (api.db.prepare('SELECT COUNT(*) AS n FROM property_taxes WHERE property_id = ?').get(id) as { n: number }).n;
    expect(rents).toBeGreaterThan(10);
    expect(taxes).toBeGreaterThan(2);
    const charges = (api.db.prepare('SELECT COUNT(*) AS n FROM property_charges WHERE property_id = ?').get(id) as { n: number }).n;
    expect(charges).toBeGreaterThan(4);
    // The demo's works loan names this property (IM_NOM): it stays, unlinked.
    const loans = (api.db.prepare('SELECT COUNT(*) AS n FROM loans WHERE property_id = ?').get(id) as { n: number }).n;
    expect(loans).toBe(1);
    const leases = (api.db.prepare('SELECT COUNT(*) AS n FROM leases WHERE property_id = ?').get(id) as { n: number }).n;
    // Its current lease and the former one before its vacancy (the demo's tenancies).
    expect(leases).toBe(2);
    const revisions = (api.db.prepare('SELECT COUNT(*) AS n FROM lease_revisions r JOIN leases l ON l.id = r.lease_id WHERE l.property_id = ?').get(id) as { n: number }).n;
    expect(revisions).toBeGreaterThan(0);
    // The demo estimates this property once (DVF, 2022).
    const estimates = (api.db.prepare('SELECT COUNT(*) AS n FROM property_estimates WHERE property_id = ?').get(id) as { n: number }).n;
    expect(estimates).toBe(1);
    // Its recoverable charges of the last two years, and the deductions kept from its old lease's deposit.
    const recoverable = (api.db.prepare('SELECT COUNT(*) AS n FROM recoverable_charges WHERE property_id = ?').get(id) as { n: number }).n;
    const kept = (api.db.prepare('SELECT COUNT(*) AS n FROM deposit_deductions d JOIN leases l ON l.id = d.lease_id WHERE l.property_id = ?').get(id) as { n: number }).n;
    expect((await request(api.app, 'DELETE', `/api/data/immos/${id}`)).statusCode).toBe(204);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM property_estimates WHERE property_id = ?').get(id)).toEqual({ n: 0 });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM leases WHERE property_id = ?').get(id)).toEqual({ n: 0 });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM rent_payments WHERE property_id = ?').get(id)).toEqual({ n: 0 });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM property_charges WHERE property_id = ?').get(id)).toEqual({ n: 0 });
    const entry = api.db.prepare('SELECT summary, changes FROM journal ORDER BY id DESC').get() as { summary: string; changes: string };
    expect(entry.summary).toBe(`Suppression dans Biens (et ${rents + taxes + charges + recoverable + estimates + leases + revisions + kept + loans} lignes liées)`);
    const changes = JSON.parse(entry.changes) as Array<{ section: string; after: unknown }>;
    expect(changes.filter((c) => c.section === 'loyers')).toHaveLength(rents);
    expect(changes.filter((c) => c.section === 'taxesFoncieres')).toHaveLength(taxes);
    expect(changes.filter((c) => c.section === 'chargesBiens')).toHaveLength(charges);
    expect(changes.filter((c) => c.section === 'estimations')).toHaveLength(estimates);
    expect(changes.filter((c) => c.section === 'baux')).toHaveLength(leases);
    expect(changes.filter((c) => c.section === 'revisionsBaux')).toHaveLength(revisions);
    // Undoing restores a lease before its revisions and the payments that name it: recorded after them.
    const lastOf = (section: string) => changes.map((c) => c.section).lastIndexOf(section);
    expect(lastOf('baux')).toBeGreaterThan(lastOf('revisionsBaux'));
    expect(lastOf('baux')).toBeGreaterThan(lastOf('loyers'));
    expect(changes.filter((c) => c.section === 'emprunts')).toEqual([expect.objectContaining({ after: expect.objectContaining({ IM_NOM: null }) })]);
    expect(changes.at(-1)).toMatchObject({ section: 'immos', id, after: null });
  });
});

test('journal and backups lists', async () => {
  await request(api.app, 'POST', '/api/data/depenses', expense());
  const [first] = await getData<StoredRow[]>(api.app, '/api/data/depenses');
  await request(api.app, 'DELETE', `/api/data/depenses/${first!.id}`);
  const journal = await getData<Array<{ summary: string }>>(api.app, '/api/data/journal');
  expect(journal.map((e) => e.summary)).toEqual(['Suppression dans Dépenses', 'Ajout dans Dépenses']);
  expect(Array.isArray(await getData(api.app, '/index.php/api/data/backups'))).toBe(true);
});

test('an entry written with the section key, before the journal used labels, reads with the label too', async () => {
  api.db
    .prepare("INSERT INTO journal (at, action, section, summary, changes) VALUES (?, 'delete', 'voitures', ?, '[]')")
    .run(NOW.toISOString(), 'Suppression dans voitures (et 1 ligne liée)');
  const journal = await getData<Array<{ summary: string }>>(api.app, '/api/data/journal');
  // voitures is « Frais de voiture » in the immo contract's sections.
  expect(journal[0]!.summary).toBe('Suppression dans Frais de voiture (et 1 ligne liée)');
});
