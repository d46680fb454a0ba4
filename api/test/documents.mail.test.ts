/**
 * Sending a lease's document through the host's SMTP transport (SMTP_URL, SMTP_FROM), to a local
 * SMTP server; and the sending refused, like any write, without the dashboard's header. The
 * documents themselves, and what the immo area sends, are tested in areas/immo/test/server/documents.
 */
import { listen, smtpServer, stop, type Received } from '../src/testing/smtpServer';
import { createTestApi, type TestApi, type TestApiOptions } from './helpers';
import { errorOf, payloadOf, request } from './dataHelpers';
import { letProperty } from './rentalBase';

const NOW = new Date(2025, 3, 20, 10, 0);
const OWNER = { nom: 'Marie Martin', adresse: '12 rue des Lilas, 75011 Paris' };

/** The properties of this file are let 750 € a month. */
const property = (IM_NOM: string, fields: object = {}) => letProperty(IM_NOM, { IM_MT_LOYER: 750, loyerTheo: 750, ...fields });

const post = async (api: TestApi, section: string, row: object) => payloadOf<{ id: number }>(await request(api.app, 'POST', `/api/data/${section}`, row));

/** A base with the owner, the lease of « Studio Lyon » (Jean Dupont) and its payments. */
async function base(options: { owner?: boolean; mail?: TestApiOptions['mail'] } = {}): Promise<{ api: TestApi; bail: number }> {
  const api = await createTestApi({ now: NOW, seed: false, ...(options.mail ? { mail: options.mail } : {}) });
  if (options.owner !== false) await post(api, 'proprietaire', OWNER);
  await post(api, 'immos', property('Studio Lyon', { IM_ADRESSE: '3 place Bellecour, 69002 Lyon' }));
  const lease = await post(api, 'baux', {
    IM_NOM: 'Studio Lyon',
    locataire: 'Jean Dupont',
    email: 'jean.dupont@exemple.fr',
    debut: '2025-01-15',
    fin: null,
    loyer_hc: 700,
    charges: 50,
    depot_garantie: 700,
    jour_echeance: 5,
  });
  for (const [date, montant] of [['2025-01-15', 411.29], ['2025-02-04', 750], ['2025-03-06', 500]] as const) {
    await post(api, 'loyers', { IM_NOM: 'Studio Lyon', date, montant, honoraires: 0 });
  }
  return { api, bail: lease.id };
}

const get = (api: TestApi, url: string) => request(api.app, 'GET', url);

test('without SMTP_URL: capacites says false; a sending without the dashboard\'s header is refused before anything', async () => {
  const { api, bail } = await base();
  try {
    expect(payloadOf(await get(api, '/api/documents/capacites'))).toEqual({ envoi: false });
    const unguarded = await api.app.inject({ method: 'POST', url: `/api/documents/quittance/${bail}/2025-02/envoi` });
    expect(unguarded.statusCode).toBe(403);
  } finally {
    await api.close();
  }
});

describe('sending by e-mail through a local SMTP server', () => {
  const received: Received[] = [];
  let refuse = false;
  const server = smtpServer(received, () => refuse);
  let api: TestApi;
  let bail: number;
  beforeAll(async () => {
    const port = await listen(server);
    ({ api, bail } = await base({ mail: { url: `smtp://127.0.0.1:${port}`, from: 'bailleur@exemple.fr' } }));
  });
  afterAll(async () => {
    await api.close();
    await stop(server);
  });

  test('capacites says true', async () => {
    expect(payloadOf(await get(api, '/api/documents/capacites'))).toEqual({ envoi: true });
  });

  test('the quittance goes to the lease’s address with the PDF attached', async () => {
    const res = await request(api.app, 'POST', `/api/documents/quittance/${bail}/2025-02/envoi`);
    expect(payloadOf(res)).toEqual({ fichier: 'quittance-2025-02-Jean-Dupont.pdf', envoye_a: 'jean.dupont@exemple.fr' });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('bailleur@exemple.fr');
    expect(mail.to).toEqual(['jean.dupont@exemple.fr']);
    expect(mail.raw).toMatch(/^Subject: /m);
    expect(mail.raw).toContain('Content-Type: application/pdf; name=quittance-2025-02-Jean-Dupont.pdf');
    const attachment = /filename=quittance-2025-02-Jean-Dupont\.pdf\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw);
    expect(attachment).not.toBeNull();
    // The PDF arrives whole (its text is read back in the immo area's tests).
    const pdf = Buffer.from(attachment![1]!.replace(/\s/g, ''), 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1').trim()).toBe('%%EOF');
  });

  test('the rules apply as for a download: no quittance of a month not paid in full', async () => {
    expect(errorOf(await request(api.app, 'POST', `/api/documents/quittance/${bail}/2025-03/envoi`), 409).message).toContain('reçu de paiement partiel');
  });

  test('a lease without e-mail: 409; the server refusing: 503, both in French', async () => {
    await post(api, 'immos', property('T2 Nantes'));
    const lease = await post(api, 'baux', { IM_NOM: 'T2 Nantes', locataire: 'Paul Durand', email: null, debut: '2025-01-01', fin: null, loyer_hc: 600, charges: 0, depot_garantie: 0, jour_echeance: 1 });
    expect(errorOf(await request(api.app, 'POST', `/api/documents/avis/${lease.id}/2025-05/envoi`), 409).message).toContain("n'a pas d'adresse e-mail");
    refuse = true;
    const failed = errorOf(await request(api.app, 'POST', `/api/documents/relance/${bail}/2025-04/envoi?niveau=mise-en-demeure`), 503);
    expect(failed.message).toContain("L'envoi de l'e-mail a échoué");
    refuse = false;
  });
});
