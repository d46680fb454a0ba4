/**
 * « À faire » on a base of its own, the clock set by each test: one item of each type, each
 * dated by hand from its rule (comments), the owner's decisions (put off, dismissed, done)
 * journaled, and a rent revision applied from the list with its letter, e-mailed through a
 * mailer that keeps what it is given. Undoing a decision and the SMTP transport are the host's:
 * api/test/aFaire.test.ts.
 *
 * The base, as of 1 October 2026 (RETARD_JOURS 5):
 *  - « Studio Lyon », bought 2010, let unfurnished since 2024-05-01 to Jean Dupont (bail A):
 *    800 € + 50 € of charges due on the 5th, IRL quarter 1; one payment on 2026-09-10 of the
 *    29 months May 2024 – September 2026 (29 × 850 = 24 650 €);
 *  - « T1 Grenoble », bought 2026-03-01, let since 2026-08-01 to Léa Petit (bail B): 700 € + 50 €
 *    due on the 20th; August paid on its due date, September not;
 *  - IRL: T1 2025 = 145,47 (the series the migrations bring), T1 2026 = 147,02 (added).
 */
import type { Mailer, OutgoingMail } from 'server-kit';
import { getPayload, type AreaTestHost } from 'server-kit/testing';
import { aFaireSchema, type AFaireItem } from '../../../src/contract';
import { folded, pdfText } from '../../../src/testing';
import { emptyBase, letProperty } from '../rentalBase';
import { errorOf, payloadOf } from '../replies';

type TestApi = AreaTestHost;
const at = (day: string) => new Date(`${day}T10:00:00`);

/** The base of the header, on 1 October 2026. */
async function base(mail?: Mailer): Promise<{ api: TestApi; a: number; b: number }> {
  const { host: api, post } = await emptyBase(at('2026-10-01'), { settings: { immo: { retardJours: 5 } }, ...(mail ? { mail } : {}) });
  await post('proprietaire', { nom: 'Marie Martin', adresse: '12 rue des Lilas, 75011 Paris' });
  await post('immos', letProperty('Studio Lyon', { IM_ADRESSE: '3 place Bellecour, 69002 Lyon' }));
  await post('immos', letProperty('T1 Grenoble', { IM_DATE_ACHAT: '2026-03-01' }));
  const lease = { email: 'locataire@exemple.fr', fin: null, depot_garantie: 0 };
  const a = await post('baux', { ...lease, IM_NOM: 'Studio Lyon', locataire: 'Jean Dupont', debut: '2024-05-01', loyer_hc: 800, charges: 50, jour_echeance: 5, trimestre_irl: 1 });
  const b = await post('baux', { ...lease, IM_NOM: 'T1 Grenoble', locataire: 'Léa Petit', debut: '2026-08-01', loyer_hc: 700, charges: 50, jour_echeance: 20 });
  await post('loyers', { IM_NOM: 'Studio Lyon', date: '2026-09-10', montant: 24650, honoraires: 0, bail_id: a.id });
  await post('loyers', { IM_NOM: 'T1 Grenoble', date: '2026-08-20', montant: 750, honoraires: 0, bail_id: b.id });
  await post('irl', { annee: 2026, trimestre: 1, valeur: 147.02 });
  return { api, a: a.id, b: b.id };
}

const moved: TestApi[] = [];
afterEach(() => {
  for (const api of moved.splice(0)) api.host.setNow(at('2026-10-01'));
});

/** The same base read on `day` (back on 1 October 2026 after the test). */
function appOn(api: TestApi, day: string): TestApi['app'] {
  api.host.setNow(at(day));
  moved.push(api);
  return api.app;
}

const request = (api: TestApi, method: 'GET' | 'POST', url: string, payload?: object) => api.app.inject({ method, url, ...(payload ? { payload } : {}) });
/** The summary of the area's last write, as the journal records it. */
const lastEntry = (api: TestApi) => api.host.entries.at(-1)!.summary;

async function listOn(app: TestApi['app']): Promise<AFaireItem[]> {
  return aFaireSchema.parse(await getPayload(app, '/api/a-faire'));
}

const brief = (items: AFaireItem[]) => items.map((i) => `${i.echeance} ${i.id}`);

describe('the list as of 1 October 2026: one item of each type, the most urgent first', () => {
  let api: TestApi;
  let a: number;
  let b: number;
  let items: AFaireItem[];
  beforeAll(async () => {
    ({ api, a, b } = await base());
    items = await listOn(api.app);
  });
  afterAll(() => api.close());

  test('each dated by its rule', () => {
    expect(brief(items)).toEqual([
      // art. 7 g: asked for each anniversary of bail A (1 May), until recorded: 2026-05-01.
      `2026-05-01 attestation_assurance:${a}:2026`,
      // art. 21: September of bail A paid in full by the payment of 2026-09-10.
      `2026-09-10 quittance_a_envoyer:${a}:2026-09`,
      // Bail B's September, due 2026-09-20: late after RETARD_JOURS (5 days, through 09-25), so the relance from 09-26.
      `2026-09-26 loyer_en_retard:${b}:2026-09:relance`,
      // CGI art. 1415: Studio Lyon owned on 1 January 2026 (T1 Grenoble bought in March: no tax this year), payable 15 October.
      `2026-10-15 taxe_fonciere:1:2026`,
      // art. 15: bail A's first three years end on 2027-04-30; the landlord's notice six months before: 2026-10-30.
      `2026-10-30 fin_de_bail:${a}:2027-04-30`,
      // art. 17-1: the anniversary of 2026-05-01 is claimable for a year, through 2027-04-30.
      `2027-04-30 revision_irl:${a}:2026-05-01`,
    ]);
  });

  test('what each says', () => {
    const byType = Object.fromEntries(items.map((i) => [i.type, i]));
    expect(byType.loyer_en_retard).toMatchObject({
      bien: 'T1 Grenoble',
      bail_id: b,
      titre: 'Relance : loyer de septembre 2026 de Léa Petit',
      // 2026-09-20 → 2026-10-01: 11 days; the mise en demeure 15 days after the relance: 2026-10-11.
      detail: expect.stringContaining('(11 jours de retard). Sans règlement au 11 octobre 2026, la mise en demeure sera proposée.'),
      action: { type: 'envoyer', libelle: 'Envoyer la relance', chemin: `documents/relance/${b}/2026-09/envoi?niveau=relance`, telecharger: `documents/relance/${b}/2026-09?niveau=relance` },
    });
    // 800 × 147,02 / 145,47 = 117 616 / 145,47 = 808,524… → 808,52 €; effective today (claimed after the anniversary).
    expect(folded(byType.revision_irl!.titre)).toBe(folded('Révision du loyer de Jean Dupont : 800,00 € → 808,52 € hors charges'));
    expect(folded(byType.revision_irl!.detail)).toContain(folded('Nouveau loyer à compter du 1er octobre 2026, à réclamer au plus tard le 30 avril 2027'));
    // Tenant's notice: three months before 2027-04-30 → 2027-01-30; one month in a zone tendue → 2027-03-30.
    expect(byType.fin_de_bail!.detail).toContain('au plus tard le 30 octobre 2026 (six mois avant le terme, art. 15)');
    expect(byType.fin_de_bail!.detail).toContain('soit le 30 janvier 2027 pour partir au terme (un mois en zone tendue : le 30 mars 2027)');
    expect(byType.attestation_assurance!.action).toEqual({ type: 'attestation', libelle: 'Attestation reçue', chemin: `a-faire/attestation_assurance%3A${a}%3A2026/fait`, telecharger: null });
  });
});

describe('the same base on other days', () => {
  let api: TestApi;
  let a: number;
  let b: number;
  beforeAll(async () => {
    ({ api, a, b } = await base());
  });
  afterAll(() => api.close());

  const late = async (day: string) => brief((await listOn(appOn(api, day))).filter((i) => i.type === 'loyer_en_retard'));

  test('a rent is late after RETARD_JOURS: the relance, then fifteen days on the mise en demeure', async () => {
    // Due 2026-09-20: on 09-25, 5 days: not yet late.
    expect(await late('2026-09-25')).toEqual([]);
    expect(await late('2026-09-26')).toEqual([`2026-09-26 loyer_en_retard:${b}:2026-09:relance`]);
    expect(await late('2026-10-10')).toEqual([`2026-09-26 loyer_en_retard:${b}:2026-09:relance`]);
    // On 10-26: September of bail B in its mise en demeure since 10-11 (09-26 + 15); bail A's October (due 10-05,
    // relance from 10-11) in its mise en demeure from 10-26; bail B's October (due 10-20) in its relance from 10-26.
    expect(await late('2026-10-26')).toEqual([
      `2026-10-11 loyer_en_retard:${b}:2026-09:mise-en-demeure`,
      `2026-10-26 loyer_en_retard:${a}:2026-10:mise-en-demeure`,
      `2026-10-26 loyer_en_retard:${b}:2026-10:relance`,
    ]);
  });

  test('the taxe foncière from 1 September, the 2044 from 1 April to 31 May', async () => {
    const ids = async (day: string) => (await listOn(appOn(api, day))).map((i) => `${i.echeance} ${i.id}`).filter((i) => /taxe_fonciere|declaration/.test(i));
    expect(await ids('2026-08-31')).toEqual([]);
    expect(await ids('2026-09-01')).toEqual(['2026-10-15 taxe_fonciere:1:2026']);
    // Rents received in 2026 on unfurnished lettings: declared in May 2027. Both properties owned on 1 January 2027.
    expect(await ids('2027-03-31')).toEqual([]);
    expect(await ids('2027-04-01')).toEqual(['2027-05-31 declaration_revenus:2026']);
    expect(await ids('2027-06-01')).toEqual([]);
  });

  test('a missing index: the quarter named and how to add it, « publié » once its day is past', async () => {
    // Without T1 2026 (published on 2026-04-10), the revision of 2026-05-01 lacks it.
    api.db.prepare('DELETE FROM irl_index WHERE year = 2026').run();
    const [item] = (await listOn(appOn(api, '2026-10-01'))).filter((i) => i.type === 'revision_irl');
    expect(item!.titre).toBe('Révision du loyer de Jean Dupont : un indice IRL manque');
    expect(item!.detail).toContain("L'IRL du 1er trimestre 2026 manque (publié par l'INSEE depuis le 10 avril 2026, absent de vos données)");
    expect(item!.detail).toContain('« Mes données », section « Indices IRL », ou réglez IRL_URL');
    expect(item!.detail).not.toContain('pas encore publié');
    expect(item!.action).toEqual({ type: 'lien', libelle: "Ajouter l'indice", chemin: '/donnees', telecharger: null });
  });
});

describe("the owner's decisions: stored, journaled", () => {
  let api: TestApi;
  let a: number;
  beforeAll(async () => {
    ({ api, a } = await base());
  });
  afterAll(() => api.close());

  const ids = async () => (await listOn(api.app)).map((i) => i.id);
  const post = (url: string, body: object = {}) => request(api, 'POST', url, body);

  test('put off to a day: gone until then, back on that day', async () => {
    expect(payloadOf(await post('/api/a-faire/taxe_fonciere:1:2026/report', { jusqu_au: '2026-10-10' }))).toEqual({ ok: true });
    expect(await ids()).not.toContain('taxe_fonciere:1:2026');
    expect((await listOn(appOn(api, '2026-10-10'))).map((i) => i.id)).toContain('taxe_fonciere:1:2026');
    expect(lastEntry(api)).toBe('À faire : Taxe foncière 2026 de Studio Lyon — reporté au 10 octobre 2026');
  });

  test('dismissed with a reason: off the list, the reason kept', async () => {
    expect(errorOf(await post(`/api/a-faire/fin_de_bail:${a}:2027-04-30/ecart`, { motif: '' }), 400).message).toContain('Motif attendu');
    payloadOf(await post(`/api/a-faire/fin_de_bail:${a}:2027-04-30/ecart`, { motif: 'Bail reconduit' }));
    expect(await ids()).not.toContain(`fin_de_bail:${a}:2027-04-30`);
    expect(api.db.prepare('SELECT item_id, state, reason FROM todo_follow_ups WHERE state = ?').all('ecarte')).toEqual([
      { item_id: `fin_de_bail:${a}:2027-04-30`, state: 'ecarte', reason: 'Bail reconduit' },
    ]);
  });

  test('the certificate recorded: that year’s item leaves', async () => {
    payloadOf(await post(`/api/a-faire/attestation_assurance%3A${a}%3A2026/fait`));
    expect(await ids()).not.toContain(`attestation_assurance:${a}:2026`);
  });

  test('an item not on the day’s list, or a day not after today, is refused', async () => {
    expect(errorOf(await post('/api/a-faire/taxe_fonciere:9:2026/report', { jusqu_au: '2026-10-10' }), 404).message).toContain('absent de la liste');
    expect(errorOf(await post(`/api/a-faire/fin_de_bail:${a}:2027-04-30/report`, { jusqu_au: '2026-10-01' }), 400).message).toContain('Choisissez un jour après');
  });
});

describe('a revision applied from the list', () => {
  let api: TestApi;
  let a: number;
  beforeAll(async () => {
    ({ api, a } = await base());
  });
  afterAll(() => api.close());

  test('the letter: the lease clause, the indices, the new rent and its date', async () => {
    const res = await request(api, 'GET', `/api/documents/revision/${a}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="revision-loyer-2026-10-01-Jean-Dupont.pdf"');
    const text = pdfText(res.rawPayload);
    for (const part of [
      'Révision du loyer',
      'clause de révision annuelle de votre bail du 1er mai 2024',
      '3 place Bellecour, 69002 Lyon',
      'IRL du 1er trimestre 2025',
      '145,47',
      'IRL du 1er trimestre 2026',
      '147,02',
      '808,52 €',
      // 808,52 + 50 of charges.
      'à compter du 1er octobre 2026, vous me réglerez 858,52 € par mois',
      "La révision n'étant pas rétroactive",
    ]) {
      expect(text).toContain(folded(part));
    }
  });

  test('applied: the rent from today, the item gone, journaled', async () => {
    const applied = payloadOf(await request(api, 'POST', `/api/a-faire/revision/${a}`, {}));
    expect(applied).toEqual({ bail_id: a, date: '2026-10-01', loyer_hc: 808.52, charges: 50, envoi: null });
    expect(api.db.prepare('SELECT lease_id, from_date, rent, charges FROM lease_revisions').all()).toEqual([{ lease_id: a, from_date: '2026-10-01', rent: 808.52, charges: 50 }]);
    expect((await listOn(api.app)).map((i) => i.id)).not.toContain(`revision_irl:${a}:2026-05-01`);
    // October's rent of bail A, due on the 5th, after the revision's day: 808,52 + 50.
    const october = ((await getPayload(api.app, '/api/loyers/echeances?mois=2026-10')) as Array<{ bail_id: number; du: number }>).find((r) => r.bail_id === a);
    expect(october!.du).toBe(858.52);
    expect(lastEntry(api).replace(/\s/g, ' ')).toBe(`Révision du loyer appliquée : bail n° ${a}, 808,52 € hors charges au 1er octobre 2026`);
    expect(errorOf(await request(api, 'POST', `/api/a-faire/revision/${a}`, {}), 409).message).toContain('Aucune révision à appliquer');
  });
});

describe('a revision applied with its letter e-mailed, through the host\'s mailer', () => {
  const received: OutgoingMail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      received.push(mail);
    },
  };
  let api: TestApi;
  let a: number;
  beforeAll(async () => {
    ({ api, a } = await base(mailer));
  });
  afterAll(() => api.close());

  test('the letter goes to the tenant, and is kept among the lease’s sends', async () => {
    const applied = payloadOf<{ envoi: unknown }>(await request(api, 'POST', `/api/a-faire/revision/${a}`, { envoyer: true }));
    expect(applied.envoi).toEqual({ fichier: 'revision-loyer-2026-10-01-Jean-Dupont.pdf', envoye_a: 'locataire@exemple.fr' });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('locataire@exemple.fr');
    expect(received[0]!.attachment).toMatchObject({ fileName: 'revision-loyer-2026-10-01-Jean-Dupont.pdf', contentType: 'application/pdf' });
    expect(api.db.prepare('SELECT lease_id, document, period, result FROM envois').all()).toEqual([{ lease_id: a, document: 'revision', period: '2026-10', result: 'envoye' }]);
  });
});
