/**
 * The documents of a lease (quittance, reçu, avis d'échéance, relance, mise en demeure, a
 * year's quittances zipped) and their sending by e-mail (through a mailer that keeps what it is
 * given), on data written through the area write in empty bases; the PDFs are read back as text.
 * The SMTP transport is the host's: api/test/documents.mail.test.ts. Today is 20 April 2025. The lease of « Studio
 * Lyon » starts on 15 January 2025: 700 € + 50 € of charges, due on the 5th.
 *  - January, 15 to 31 (17 days of 31): rent 700 × 17/31 = 383,87 €, charges 50 × 17/31 = 27,42 €,
 *    411,29 € due on the 15th (its start, after the 5th); paid on the 15th.
 *  - February: 750 € paid on 4 February (before its due date): paid in full.
 *  - March: 500 € paid on 6 March: 250 € still due.
 *  - April: nothing paid, due on 5 April: past due. May: due on 5 May, to come.
 */
import type { Mailer, OutgoingMail } from 'server-kit';
import type { AreaTestHost } from 'server-kit/testing';
import { emptyBase, letProperty } from '../rentalBase';
import { errorOf, payloadOf } from '../replies';
import { folded, pdfText, zipEntries } from '../../../src/testing';

const NOW = new Date(2025, 3, 20, 10, 0);
const OWNER = { nom: 'Marie Martin', adresse: '12 rue des Lilas, 75011 Paris' };

/** The properties of this file are let 750 € a month. */
const property = (IM_NOM: string, fields: object = {}) => letProperty(IM_NOM, { IM_MT_LOYER: 750, loyerTheo: 750, ...fields });

type TestApi = AreaTestHost;
const writes = new WeakMap<TestApi, (section: string, row: object) => Promise<{ id: number }>>();
const post = (api: TestApi, section: string, row: object) => writes.get(api)!(section, row);

/** A base with the owner (unless told not to), the lease of « Studio Lyon » and its payments. */
async function base(options: { owner?: boolean; mail?: Mailer } = {}): Promise<{ api: TestApi; bail: number }> {
  const b = await emptyBase(NOW, options.mail ? { mail: options.mail } : {});
  const api = b.host;
  writes.set(api, b.post);
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

const get = (api: TestApi, url: string) => api.app.inject({ method: 'GET', url });
const send = (api: TestApi, url: string) => api.app.inject({ method: 'POST', url });
const expectAll = (text: string, parts: string[]) => {
  for (const part of parts) expect(text).toContain(folded(part));
};

describe('documents of a lease, read back', () => {
  let api: TestApi;
  let bail: number;
  beforeAll(async () => {
    ({ api, bail } = await base());
  });
  afterAll(() => api.close());

  test('the quittance of a month paid in full: rent and charges apart, period, payment date, owner, tenant, address, mentions', async () => {
    const res = await get(api, `/api/documents/quittance/${bail}/2025-02`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="quittance-2025-02-Jean-Dupont.pdf"');
    const text = pdfText(res.rawPayload);
    expectAll(text, [
      'Quittance de loyer',
      'Marie Martin',
      '12 rue des Lilas, 75011 Paris',
      'Jean Dupont',
      '3 place Bellecour, 69002 Lyon',
      'du 1er février 2025 au 28 février 2025',
      'Loyer hors charges',
      '700,00 €',
      'Provision pour charges',
      '50,00 €',
      '750,00 €',
      'Paiement reçu le 4 février 2025',
      'délivrée gratuitement',
      '6 juillet 1989, article 21',
      'annule tout reçu',
      'Le 20 avril 2025',
    ]);
  });

  test('the first month, covered in part: the prorated period and amounts', async () => {
    const res = await get(api, `/api/documents/quittance/${bail}/2025-01`);
    expect(res.statusCode).toBe(200);
    expectAll(pdfText(res.rawPayload), ['du 15 janvier 2025 au 31 janvier 2025', '383,87 €', '27,42 €', '411,29 €', 'Paiement reçu le 15 janvier 2025']);
  });

  test('no quittance for a month not paid in full: 409 offering the receipt', async () => {
    const partial = errorOf(await get(api, `/api/documents/quittance/${bail}/2025-03`), 409);
    expect(folded(partial.message)).toBe("Ce mois n'est pas payé en entier : 250,00 € reste dû. Téléchargez un reçu de paiement partiel.");
    const unpaid = errorOf(await get(api, `/api/documents/quittance/${bail}/2025-04`), 409);
    expect(folded(unpaid.message)).toContain("Ce mois n'est pas payé : 750,00 € reste dû");
  });

  test('the receipt of a partial payment: received and still due', async () => {
    const res = await get(api, `/api/documents/recu/${bail}/2025-03`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="recu-2025-03-Jean-Dupont.pdf"');
    expectAll(pdfText(res.rawPayload), ['Reçu de paiement partiel', 'Jean Dupont', 'Marie Martin', 'du 1er mars 2025 au 31 mars 2025', '750,00 €', 'Somme reçue', '500,00 €', 'Reste dû', '250,00 €', '500,00 € le 6 mars 2025', 'ne vaut pas quittance']);
    expect(errorOf(await get(api, `/api/documents/recu/${bail}/2025-02`), 409).message).toContain('téléchargez la quittance');
    expect(errorOf(await get(api, `/api/documents/recu/${bail}/2025-04`), 409).message).toContain('Aucun paiement');
  });

  test('the rent call before its due date; refused once past it', async () => {
    const res = await get(api, `/api/documents/avis/${bail}/2025-05`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="avis-2025-05-Jean-Dupont.pdf"');
    expectAll(pdfText(res.rawPayload), ["Avis d'échéance", 'mai 2025', "Date d'échéance : 5 mai 2025", '700,00 €', '50,00 €', '750,00 €', 'Jean Dupont']);
    expect(folded(errorOf(await get(api, `/api/documents/avis/${bail}/2025-04`), 409).message)).toContain("L'échéance du 5 avril 2025 est passée : envoyez une relance");
  });

  test('the reminder and the formal notice of a late month, with the amount still due', async () => {
    const relance = await get(api, `/api/documents/relance/${bail}/2025-04`);
    expect(relance.statusCode).toBe(200);
    expect(relance.headers['content-disposition']).toBe('attachment; filename="relance-2025-04-Jean-Dupont.pdf"');
    expectAll(pdfText(relance.rawPayload), ['Relance : loyer impayé', 'échéance du 5 avril 2025', 'Reste dû', '750,00 €', 'Jean Dupont', 'Marie Martin']);

    const notice = await get(api, `/api/documents/relance/${bail}/2025-03?niveau=mise-en-demeure`);
    expect(notice.statusCode).toBe(200);
    expect(notice.headers['content-disposition']).toBe('attachment; filename="mise-en-demeure-2025-03-Jean-Dupont.pdf"');
    expectAll(pdfText(notice.rawPayload), ['Mise en demeure de payer', 'Lettre recommandée avec accusé de réception', 'échéance du 5 mars 2025', '250,00 €', 'huit jours']);

    expect(errorOf(await get(api, `/api/documents/relance/${bail}/2025-02`), 409).message).toContain('payé en entier');
    expect(errorOf(await get(api, `/api/documents/relance/${bail}/2025-05`), 409).message).toContain("n'est pas passée");
    expect(errorOf(await get(api, `/api/documents/relance/${bail}/2025-04?niveau=huissier`), 400).message).toContain('Niveau invalide');
  });

  test("a year's quittances as a zip: the months paid in full only", async () => {
    const res = await get(api, `/api/documents/quittances/${bail}/2025`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="quittances-2025-Jean-Dupont.zip"');
    const entries = zipEntries(res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['quittance-2025-01-Jean-Dupont.pdf', 'quittance-2025-02-Jean-Dupont.pdf']);
    expectAll(pdfText(entries[1]!.content), ['Quittance de loyer', 'du 1er février 2025 au 28 février 2025', '750,00 €']);
    expect(errorOf(await get(api, `/api/documents/quittances/${bail}/2024`), 409).message).toContain('Aucun mois de 2024');
  });

  test('unknown lease 404, bad month or lease 400, month outside the lease 409, all in French', async () => {
    expect(errorOf(await get(api, '/api/documents/quittance/999/2025-02'), 404).message).toBe('Bail n° 999 inconnu.');
    expect(errorOf(await get(api, `/api/documents/quittance/${bail}/2025-13`), 400).message).toContain('Mois invalide');
    expect(errorOf(await get(api, `/api/documents/avis/${bail}/mars`), 400).message).toContain('AAAA-MM');
    expect(errorOf(await get(api, '/api/documents/recu/abc/2025-02'), 400).message).toContain('Bail invalide');
    expect(errorOf(await get(api, `/api/documents/quittances/${bail}/25`), 400).message).toContain('Année invalide');
    expect(errorOf(await get(api, `/api/documents/avis/${bail}/2024-12`), 409).message).toContain('ne couvre pas décembre 2024');
  });

  test('without SMTP_URL: capacites says false and sending is refused in French', async () => {
    expect(payloadOf(await get(api, '/api/documents/capacites'))).toEqual({ envoi: false });
    const refused = errorOf(await send(api, `/api/documents/quittance/${bail}/2025-02/envoi`), 503);
    expect(refused.message).toContain("L'envoi par e-mail n'est pas configuré");
  });
});

test('no owner recorded: 409 asking to fill « Propriétaire » in « Mes données »', async () => {
  const { api, bail } = await base({ owner: false });
  try {
    const message = errorOf(await get(api, `/api/documents/quittance/${bail}/2025-02`), 409).message;
    expect(message).toContain('« Mes données »');
    expect(message).toContain('« Propriétaire »');
  } finally {
    await api.close();
  }
});

describe('sending by e-mail through the host\'s mailer', () => {
  const received: OutgoingMail[] = [];
  let refuse = false;
  const mailer: Mailer = {
    async send(mail) {
      if (refuse) throw new Error('boîte pleine');
      received.push(mail);
    },
  };
  let api: TestApi;
  let bail: number;
  beforeAll(async () => {
    ({ api, bail } = await base({ mail: mailer }));
  });
  afterAll(async () => {
    await api.close();
  });

  test('capacites says true', async () => {
    expect(payloadOf(await get(api, '/api/documents/capacites'))).toEqual({ envoi: true });
  });

  test('the quittance goes to the lease’s address with the PDF attached', async () => {
    const res = await send(api, `/api/documents/quittance/${bail}/2025-02/envoi`);
    expect(payloadOf(res)).toEqual({ fichier: 'quittance-2025-02-Jean-Dupont.pdf', envoye_a: 'jean.dupont@exemple.fr' });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toBe('jean.dupont@exemple.fr');
    expect(mail.fromName).toBe('Marie Martin');
    // The document, its month, the premises.
    expect(mail.subject).toBe('Quittance de loyer — février 2025 — 3 place Bellecour, 69002 Lyon');
    expect(mail.attachment).toMatchObject({ fileName: 'quittance-2025-02-Jean-Dupont.pdf', contentType: 'application/pdf' });
    expectAll(pdfText(mail.attachment!.content), ['Quittance de loyer', 'Jean Dupont', '750,00 €']);
  });

  test('the rules apply as for a download: no quittance of a month not paid in full', async () => {
    expect(errorOf(await send(api, `/api/documents/quittance/${bail}/2025-03/envoi`), 409).message).toContain('reçu de paiement partiel');
  });

  test('a lease without e-mail: 409; the mailer failing: 503, both in French', async () => {
    await post(api, 'immos', property('T2 Nantes'));
    const lease = await post(api, 'baux', { IM_NOM: 'T2 Nantes', locataire: 'Paul Durand', email: null, debut: '2025-01-01', fin: null, loyer_hc: 600, charges: 0, depot_garantie: 0, jour_echeance: 1 });
    expect(errorOf(await send(api, `/api/documents/avis/${lease.id}/2025-05/envoi`), 409).message).toContain("n'a pas d'adresse e-mail");
    refuse = true;
    const failed = errorOf(await send(api, `/api/documents/relance/${bail}/2025-04/envoi?niveau=mise-en-demeure`), 503);
    expect(failed.message).toContain("L'envoi de l'e-mail a échoué");
    refuse = false;
  });
});
