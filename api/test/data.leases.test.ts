/**
 * The data core's rules of leases, through /api/data on a base without demo data: a payment's
 * lease must be one of its own property, a lease keeps its property while payments name it, and
 * deleting a lease or its property takes the revisions and unlinks the payments, all undone at
 * once. The rent cycle itself is tested in areas/immo/test/server/rents.
 */
import { createTestApi, type TestApi } from './helpers';
import { errorOf, getData, payloadOf, request, type StoredRow } from './dataHelpers';

const NOW = new Date(2025, 2, 20, 9, 0);
let api: TestApi;
afterEach(async () => {
  await api?.close();
});

async function post(section: string, row: Record<string, unknown>): Promise<StoredRow> {
  return payloadOf<StoredRow>(await request(api.app, 'POST', `/api/data/${section}`, row));
}

const property = (IM_NOM: string) =>
  post('immos', {
    IM_NOM,
    IM_INDIVISION: 0,
    IM_TYPE_PROP: 'PROP',
    IM_PRET_MT: 0,
    IM_FIN_PRET: null,
    IM_MT_LOYER: 650,
    IM_AGENCE: 0,
    IM_DATE_ACHAT: '2020-01-10',
    IM_DATE_VTE: null,
    IM_VENDU: 0,
    IM_PA: 100000,
    IM_PX_VTE: 0,
    IM_COMMENT: null,
    loyerTheo: 650,
    IM_ADRESSE: `1 rue du Test, 35000 ${IM_NOM}`,
  });

async function lease(IM_NOM: string, fields: Record<string, unknown>): Promise<number> {
  const row = await post('baux', { IM_NOM, locataire: `Locataire de ${IM_NOM}`, charges: 0, ...fields });
  return row.id;
}

const pay = (IM_NOM: string, date: string, montant: number, bail_id?: number) =>
  post('loyers', { IM_NOM, date, montant, honoraires: 0, ...(bail_id === undefined ? {} : { bail_id }) });

describe('leases in the data', () => {
  beforeEach(async () => {
    api = await createTestApi({ seed: false, now: NOW });
  });

  test("a payment's bail_id must name a lease of its own property: a French 400 naming the field", async () => {
    await property('Tours');
    await property('Blois');
    const tours = await lease('Tours', { debut: '2025-01-01', loyer_hc: 500, jour_echeance: 5 });
    const wrong = errorOf(await request(api.app, 'POST', '/api/data/loyers', { IM_NOM: 'Blois', date: '2025-02-01', montant: 500, honoraires: 0, bail_id: tours }), 400);
    expect(wrong).toMatchObject({ section: 'loyers', champ: 'bail_id' });
    expect(wrong.message).toBe(`Ajout refusé : section « loyers », champ « bail_id » : le bail n° ${tours} est celui du bien « Tours », pas de « Blois ».`);
    const unknown = errorOf(await request(api.app, 'POST', '/api/data/loyers', { IM_NOM: 'Tours', date: '2025-02-01', montant: 500, honoraires: 0, bail_id: 999 }), 400);
    expect(unknown).toMatchObject({ champ: 'bail_id', message: 'Ajout refusé : section « loyers », champ « bail_id » : bail n° 999 inconnu (aucune ligne de ce numéro dans baux).' });
    const revision = errorOf(await request(api.app, 'POST', '/api/data/revisionsBaux', { bail_id: 999, date: '2025-02-01', loyer_hc: 1, charges: 0 }), 400);
    expect(revision).toMatchObject({ section: 'revisionsBaux', champ: 'bail_id' });
    // A lease that payments name cannot move to another property.
    await pay('Tours', '2025-01-05', 500, tours);
    const row = await getData<StoredRow>(api.app, `/api/data/baux/${tours}`);
    const moved = errorOf(await request(api.app, 'PUT', `/api/data/baux/${tours}`, { ...row, IM_NOM: 'Blois' }), 409);
    expect(moved).toMatchObject({ section: 'baux', champ: 'IM_NOM' });
  });

  test('deleting a lease deletes its revisions and unlinks its payments; undo restores them', async () => {
    await property('Dijon');
    const id = await lease('Dijon', { debut: '2025-01-01', loyer_hc: 500, jour_echeance: 5 });
    await post('revisionsBaux', { bail_id: id, date: '2025-02-01', loyer_hc: 510, charges: 0 });
    const payment = await pay('Dijon', '2025-01-05', 500, id);
    expect((await request(api.app, 'DELETE', `/api/data/baux/${id}`)).statusCode).toBe(204);
    expect(await getData(api.app, '/api/data/revisionsBaux')).toEqual([]);
    expect(await getData<StoredRow>(api.app, `/api/data/loyers/${payment.id}`)).toMatchObject({ bail_id: null });
    const journal = await getData<Array<{ summary: string }>>(api.app, '/api/data/journal');
    expect(journal[0]!.summary).toBe('Suppression dans Baux (et 2 lignes liées)');
    expect(payloadOf<{ undone: string }>(await request(api.app, 'POST', '/api/data/undo')).undone).toBe('Suppression dans Baux (et 2 lignes liées)');
    expect(await getData<StoredRow>(api.app, `/api/data/baux/${id}`)).toMatchObject({ id, IM_NOM: 'Dijon' });
    expect(await getData(api.app, '/api/data/revisionsBaux')).toEqual([expect.objectContaining({ bail_id: id, date: '2025-02-01' })]);
    expect(await getData<StoredRow>(api.app, `/api/data/loyers/${payment.id}`)).toMatchObject({ bail_id: id });
  });

  test('deleting a property deletes its leases and their revisions; undo restores all', async () => {
    const { id: propertyId } = await property('Vannes');
    const id = await lease('Vannes', { debut: '2025-01-01', loyer_hc: 500, jour_echeance: 5, email: 'locataire@exemple.fr' });
    await post('revisionsBaux', { bail_id: id, date: '2025-02-01', loyer_hc: 510, charges: 0 });
    await pay('Vannes', '2025-01-05', 500, id);
    expect((await request(api.app, 'DELETE', `/api/data/immos/${propertyId}`)).statusCode).toBe(204);
    expect(await getData(api.app, '/api/data/baux')).toEqual([]);
    expect(await getData(api.app, '/api/data/revisionsBaux')).toEqual([]);
    expect(await getData(api.app, '/api/data/loyers')).toEqual([]);
    await request(api.app, 'POST', '/api/data/undo');
    expect(await getData(api.app, '/api/data/baux')).toEqual([expect.objectContaining({ id, email: 'locataire@exemple.fr' })]);
    expect(await getData(api.app, '/api/data/revisionsBaux')).toHaveLength(1);
    expect(await getData(api.app, '/api/data/loyers')).toEqual([expect.objectContaining({ bail_id: id })]);
  });
});
