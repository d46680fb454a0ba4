/**
 * « À faire »'s decisions undone by the data core, and a revision's letter sent through a local
 * SMTP server: what the host adds. The list, its rules and the decisions themselves are immo's
 * (areas/immo/test/server/todo/aFaire.test.ts).
 *
 * The base, as of 1 October 2026: « Studio Lyon » let since 2024-05-01 to Jean Dupont (bail A),
 * 800 € + 50 € of charges due on the 5th, IRL quarter 1 (T1 2025 = 145,47, T1 2026 = 147,02
 * added): its revision of 2026-05-01 claimable, 800 × 147,02 / 145,47 → 808,52 €.
 */
import { aFaireSchema, type AFaireItem } from 'area-immo/contract';
import { listen, smtpServer, stop, type Received } from '../src/testing/smtpServer';
import { createTestApi, getPayload, type TestApi, type TestApiOptions } from './helpers';
import { payloadOf, request } from './dataHelpers';
import { letProperty } from './rentalBase';

async function base(mail?: TestApiOptions['mail']): Promise<{ api: TestApi; a: number }> {
  const api = await createTestApi({ now: new Date('2026-10-01T10:00:00'), seed: false, retardJours: 5, ...(mail ? { mail } : {}) });
  const post = async (section: string, row: object) => payloadOf<{ id: number }>(await request(api.app, 'POST', `/api/data/${section}`, row));
  await post('proprietaire', { nom: 'Marie Martin', adresse: '12 rue des Lilas, 75011 Paris' });
  await post('immos', letProperty('Studio Lyon', { IM_ADRESSE: '3 place Bellecour, 69002 Lyon' }));
  const a = await post('baux', { email: 'locataire@exemple.fr', fin: null, depot_garantie: 0, IM_NOM: 'Studio Lyon', locataire: 'Jean Dupont', debut: '2024-05-01', loyer_hc: 800, charges: 50, jour_echeance: 5, trimestre_irl: 1 });
  await post('irl', { annee: 2026, trimestre: 1, valeur: 147.02 });
  return { api, a: a.id };
}

const listOn = async (api: TestApi): Promise<AFaireItem[]> => aFaireSchema.parse(await getPayload(api.app, '/api/a-faire'));

describe("the owner's decisions undone", () => {
  let api: TestApi;
  let a: number;
  beforeAll(async () => {
    ({ api, a } = await base());
  });
  afterAll(() => api.close());

  const ids = async () => (await listOn(api)).map((i) => i.id);
  const post = (url: string, body: object = {}) => request(api.app, 'POST', url, body);

  test('dismissed, then undone: back on the list', async () => {
    payloadOf(await post(`/api/a-faire/fin_de_bail:${a}:2027-04-30/ecart`, { motif: 'Bail reconduit' }));
    expect(await ids()).not.toContain(`fin_de_bail:${a}:2027-04-30`);
    payloadOf(await post('/api/data/undo'));
    expect(await ids()).toContain(`fin_de_bail:${a}:2027-04-30`);
  });

  test('a revision applied, then undone: the revision back on the list', async () => {
    payloadOf(await post(`/api/a-faire/revision/${a}`));
    expect(await ids()).not.toContain(`revision_irl:${a}:2026-05-01`);
    payloadOf(await post('/api/data/undo'));
    expect(await ids()).toContain(`revision_irl:${a}:2026-05-01`);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM lease_revisions').get()).toEqual({ n: 0 });
  });
});

describe('a revision applied with its letter e-mailed, through a local SMTP server', () => {
  const received: Received[] = [];
  const server = smtpServer(received);
  let api: TestApi;
  let a: number;
  beforeAll(async () => {
    const port = await listen(server);
    ({ api, a } = await base({ url: `smtp://127.0.0.1:${port}`, from: 'bailleur@exemple.fr' }));
  });
  afterAll(async () => {
    await api.close();
    await stop(server);
  });

  test('the letter goes to the tenant, and is kept among the lease’s sends', async () => {
    const applied = payloadOf<{ envoi: unknown }>(await request(api.app, 'POST', `/api/a-faire/revision/${a}`, { envoyer: true }));
    expect(applied.envoi).toEqual({ fichier: 'revision-loyer-2026-10-01-Jean-Dupont.pdf', envoye_a: 'locataire@exemple.fr' });
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toMatch(/Content-Type: application\/pdf;\s+name=revision-loyer-2026-10-01-Jean-Dupont\.pdf/);
    expect(api.db.prepare('SELECT lease_id, document, period, result FROM envois').all()).toEqual([{ lease_id: a, document: 'revision', period: '2026-10', result: 'envoye' }]);
  });
});
