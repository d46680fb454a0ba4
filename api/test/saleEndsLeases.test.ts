/**
 * A sale ends its leases: a lease of a sold property ends on the sale date at the latest (with
 * the tenant in place the buyer becomes the landlord). No rent is due after it, no revision is
 * proposed, no « À faire » item remains; a rent dated after the sale is refused as a charge is;
 * a base written before the rule gets the end at start-up, journaled and undoable; an import
 * holding such a lease is accepted with that end, and its report says so.
 *
 * « T2 Nantes », bought 2015, let since 2024-01-01 (700 € + 20 € due on the 5th), sold on
 * 2025-07-15. Its tenant paid on 2025-06-05 every month through the sale: 18 months
 * (January 2024 – June 2025) × 720 = 12 960 €, and July 2025 to the 15th, 15 days of 31:
 * 700 × 15/31 = 338,71 + 20 × 15/31 = 9,68 → 348,39 €; 13 308,39 € in all. The clock: 1 December 2026.
 */
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import { ALLOWED_ORIGIN, createTestApi, getPayload, type TestApi } from './helpers';
import { errorOf, payloadOf, request } from './dataHelpers';
import { letProperty } from './rentalBase';

const NOW = new Date('2026-12-01T10:00:00');
const SALE = { IM_DATE_VTE: '2025-07-15', IM_VENDU: 1, IM_PX_VTE: 180000 };
const LEASE = { IM_NOM: 'T2 Nantes', locataire: 'Paul Bernard', email: null, debut: '2024-01-01', fin: null, loyer_hc: 700, charges: 20, depot_garantie: 700, jour_echeance: 5 };

const post = async (api: TestApi, section: string, row: object) => payloadOf<{ id: number }>(await request(api.app, 'POST', `/api/data/${section}`, row));
const leaseEnd = (api: TestApi, id: number) => (api.db.prepare('SELECT end_date FROM leases WHERE id = ?').get(id) as { end_date: string | null }).end_date;
const journal = async (app: App) => (await getPayload(app, '/api/data/journal')) as Array<{ summary: string }>;

describe('a base written before the rule: the lease ended at start-up', () => {
  let api: TestApi;
  let restarted: App;
  let bail: number;
  let lateBefore: Array<{ mois: string; reste: number }>;
  beforeAll(async () => {
    api = await createTestApi({ now: NOW, seed: false });
    const property = await post(api, 'immos', letProperty('T2 Nantes', { IM_DATE_ACHAT: '2015-01-01' }));
    bail = (await post(api, 'baux', LEASE)).id;
    await post(api, 'loyers', { IM_NOM: 'T2 Nantes', date: '2025-06-05', montant: 13308.39, honoraires: 0 });
    // Sold as an older api let it be: the lease left running.
    api.db.prepare("UPDATE properties SET sale_date = '2025-07-15', sold = 1 WHERE id = ?").run(property.id);
    lateBefore = (await getPayload(api.app, '/api/loyers/retards')) as typeof lateBefore;
    restarted = await buildApp({ db: api.db, filesDir: api.filesDir, corsOrigins: [ALLOWED_ORIGIN], now: () => NOW, backups: { dir: path.join(api.dir, 'backups') } });
  });
  afterAll(async () => {
    await restarted.close();
    await api.close();
  });

  test('before the restart, the months after the sale were late', () => {
    // The lease read as running: July 2025 whole (720 − 348,39 = 371,61 still due), then August 2025 to
    // November 2026 unpaid (16 months; December, due on the 5th, not yet late on the 1st).
    const months = ['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12'];
    for (let m = 1; m <= 11; m++) months.push(`2026-${String(m).padStart(2, '0')}`);
    expect(lateBefore.map((r) => r.mois)).toEqual(months);
    expect(lateBefore[0]!.reste).toBe(371.61);
  });

  test('after it: the end on the sale date, journaled; no late rent, no revision, no item', async () => {
    expect(leaseEnd(api, bail)).toBe('2025-07-15');
    expect((await journal(restarted))[0]!.summary).toBe('Baux des biens vendus terminés à la date de la vente');
    expect(await getPayload(restarted, '/api/loyers/retards')).toEqual([]);
    const revision = await request(restarted, 'GET', `/api/baux/${bail}/revision`);
    expect(errorOf(revision, 404).message).toContain('terminé avant sa prochaine révision');
    expect(((await getPayload(restarted, '/api/a-faire')) as Array<{ bail_id: number | null }>).filter((i) => i.bail_id === bail)).toEqual([]);
  });

  test('undone: the lease runs again', async () => {
    payloadOf(await request(restarted, 'POST', '/api/data/undo'));
    expect(leaseEnd(api, bail)).toBeNull();
  });
});

describe('writes on a sold property', () => {
  let api: TestApi;
  let property: number;
  let bail: number;
  beforeAll(async () => {
    api = await createTestApi({ now: NOW, seed: false });
    property = (await post(api, 'immos', letProperty('T2 Nantes', { IM_DATE_ACHAT: '2015-01-01' }))).id;
    bail = (await post(api, 'baux', LEASE)).id;
  });
  afterAll(() => api.close());

  test('a sale date set on the property ends its lease in the same write, undone together', async () => {
    payloadOf(await request(api.app, 'PUT', `/api/data/immos/${property}`, letProperty('T2 Nantes', { IM_DATE_ACHAT: '2015-01-01', ...SALE })));
    expect(leaseEnd(api, bail)).toBe('2025-07-15');
    expect((await journal(api.app))[0]!.summary).toBe('Modification dans Biens (et 1 ligne liée)');
    payloadOf(await request(api.app, 'POST', '/api/data/undo'));
    expect(leaseEnd(api, bail)).toBeNull();
    payloadOf(await request(api.app, 'PUT', `/api/data/immos/${property}`, letProperty('T2 Nantes', { IM_DATE_ACHAT: '2015-01-01', ...SALE })));
  });

  test('a rent dated after the sale is refused with the message a charge gets', async () => {
    const rent = errorOf(await request(api.app, 'POST', '/api/data/loyers', { IM_NOM: 'T2 Nantes', date: '2025-08-05', montant: 720, honoraires: 0 }), 400);
    expect(rent).toEqual({
      error: 'invalid_data',
      message: 'Ajout refusé : section « loyers », champ « date » : le loyer du 05/08/2025 est postérieur à la vente de « T2 Nantes » le 15/07/2025 : un bien vendu ne porte plus de loyers.',
      section: 'loyers',
      champ: 'date',
    });
    const charge = errorOf(await request(api.app, 'POST', '/api/data/chargesBiens', { IM_NOM: 'T2 Nantes', date: '2025-08-05', montant: 90, categorie: 'assurance', libelle: 'PNO' }), 400);
    expect(charge.message).toBe(
      'Ajout refusé : section « chargesBiens », champ « date » : la charge « PNO » du 05/08/2025 est postérieure à la vente de « T2 Nantes » le 15/07/2025 : un bien vendu ne porte plus de charges.',
    );
    // The sale day itself is still the owner's.
    payloadOf(await request(api.app, 'POST', '/api/data/loyers', { IM_NOM: 'T2 Nantes', date: '2025-07-15', montant: 348.39, honoraires: 0 }));
  });

  test('an import holding a lease past the sale: accepted with the sale date as its end, the report says so', async () => {
    const report = payloadOf<{ sections: Record<string, { added: number }>; remarques?: string[] }>(
      await request(api.app, 'POST', '/api/data?mode=merge', { baux: [{ ...LEASE, locataire: 'Inès Roux', debut: '2025-01-01', fin: '2027-12-31' }] }),
    );
    expect(report.sections.baux!.added).toBe(1);
    expect(report.remarques).toEqual(['bail de Inès Roux (« T2 Nantes ») : fin le 15/07/2025, date de la vente du bien, au lieu du 31/12/2027']);
    const ended = api.db.prepare("SELECT end_date FROM leases WHERE tenant = 'Inès Roux'").get() as { end_date: string };
    expect(ended.end_date).toBe('2025-07-15');
  });
});
