/**
 * The automatic quittance, e-mailed by the immo area's job on the api's scheduler to a real
 * SMTP server started here, the clock set by the test. The base: « Lyon T2 » let to Jean
 * Dupont from 1 October 2026, 700 € + 50 € of charges due on the 5th: 750 € a month, October
 * its first month (a payment goes to the oldest month still due: there is none before). He
 * agreed to quittances by e-mail on 1 October 2026, and the lease opted in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SMTPServer } from 'smtp-server';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { migrate } from '../src/db/migrate';
import { openDb, type Db } from '../src/db/open';
import { listen, smtpServer, stop, type Received } from '../src/testing/smtpServer';
import { ALLOWED_ORIGIN } from './helpers';
import { errorOf, payloadOf, request } from './dataHelpers';
import { csvOf, postStatement, record } from './statements/matchHelpers';

const BASE = {
  proprietaire: [{ nom: 'Marie Martin', adresse: '12 rue des Lilas, 75011 Paris' }],
  immos: [
    {
      IM_NOM: 'Lyon T2', IM_INDIVISION: 0, IM_TYPE_PROP: 'PROP', IM_PRET_MT: 0, IM_FIN_PRET: null, IM_MT_LOYER: 750, IM_AGENCE: 0,
      IM_DATE_ACHAT: '2025-12-01', IM_DATE_VTE: null, IM_VENDU: 0, IM_PA: 150000, IM_PX_VTE: 0, IM_COMMENT: null, loyerTheo: 750,
      IM_ADRESSE: '3 place Bellecour, 69002 Lyon',
    },
  ],
  baux: [
    {
      id: 1, IM_NOM: 'Lyon T2', locataire: 'Jean Dupont', email: 'jean.dupont@exemple.fr', debut: '2026-10-01', loyer_hc: 700, charges: 50,
      jour_echeance: 5, envoi_quittance_auto: 1, accord_envoi_le: '2026-10-01',
    },
  ],
};

let dir: string;
let db: Db;
let app: App;
let clock: Date;
let received: Received[];
let server: SMTPServer;
let port: number;

async function startApi(digest?: BuildAppOptions['digest']): Promise<App> {
  const api = await buildApp({
    ...(digest ? { digest } : {}),
    db,
    filesDir: path.join(dir, 'files'),
    corsOrigins: [ALLOWED_ORIGIN],
    now: () => clock,
    mail: { url: `smtp://127.0.0.1:${port}`, from: 'bailleur@exemple.fr' },
  });
  return api;
}

const envois = async () => payloadOf<Array<Record<string, unknown>>>(await request(app, 'GET', '/api/baux/1/envois'));
const rows = () => db.prepare('SELECT document, period, part_key, result, attempts FROM envois ORDER BY id').all();

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-sends-'));
  db = openDb(path.join(dir, 'dashboard.sqlite'));
  migrate(db);
  received = [];
  server = smtpServer(received);
  port = await listen(server);
  clock = new Date(2026, 9, 6, 9, 0); // 6 October 2026, 9:00
  app = await startApi();
  payloadOf(await request(app, 'POST', '/api/data?mode=replace', BASE));
});

afterEach(async () => {
  await app.close();
  await stop(server);
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('nothing is sent before the rent is paid, nor while the scheduler is off', async () => {
  await app.scheduler.tick();
  expect(received).toEqual([]);
  payloadOf(await request(app, 'POST', '/api/data/loyers', { IM_NOM: 'Lyon T2', date: '2026-10-06', montant: 750, honoraires: 0, bail_id: 1 }));
  // No tick: the test's app never starts the scheduler on its own.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(received).toEqual([]);
});

test('a rent recorded, matched again from a bank file, undone, recorded again, and a restart: one quittance', async () => {
  payloadOf(await request(app, 'POST', '/api/data/loyers', { IM_NOM: 'Lyon T2', date: '2026-10-06', montant: 750, honoraires: 0, bail_id: 1 }));
  clock = new Date(2026, 9, 6, 9, 1);
  await app.scheduler.tick();
  expect(received.map(({ to, subject }) => ({ to, subject }))).toEqual([{ to: ['jean.dupont@exemple.fr'], subject: 'Quittance de loyer — octobre 2026 — 3 place Bellecour, 69002 Lyon' }]);

  // The bank file of the same day: the rent already typed, its line is ignored (nothing recorded).
  const bankFile = csvOf([['2026-10-06', 'VIR SEPA LOYER OCTOBRE', 750]]);
  expect(await record(app, bankFile)).toMatchObject({ enregistrees: 0, ignorees: 1 });
  expect(db.prepare('SELECT COUNT(*) AS n FROM rent_payments').get()).toEqual({ n: 1 });
  await app.scheduler.tick();

  // Both writes undone: October unpaid again; then the bank file recorded, which now brings the rent.
  payloadOf(await request(app, 'POST', '/api/data/undo'));
  payloadOf(await request(app, 'POST', '/api/data/undo'));
  expect(db.prepare('SELECT COUNT(*) AS n FROM rent_payments').get()).toEqual({ n: 0 });
  await app.scheduler.tick();
  expect((await postStatement(app, bankFile)).statusCode).toBe(200);
  expect(db.prepare('SELECT COUNT(*) AS n FROM rent_payments').get()).toEqual({ n: 1 });
  clock = new Date(2026, 9, 6, 9, 5);
  await app.scheduler.tick();

  // A restart: a new app on the same base.
  await app.close();
  app = await startApi();
  clock = new Date(2026, 9, 7, 8, 0);
  await app.scheduler.tick();

  expect(received).toHaveLength(1);
  expect(await envois()).toEqual([
    { document: 'quittance', periode: '2026-10', date: new Date(2026, 9, 6, 9, 1).toISOString(), adresse: 'jean.dupont@exemple.fr', resultat: 'envoye' },
  ]);
});

test('two parts: a reçu for the first, then the quittance when the month is whole', async () => {
  payloadOf(await request(app, 'POST', '/api/data/loyers', { IM_NOM: 'Lyon T2', date: '2026-10-05', montant: 300, honoraires: 0, bail_id: 1 }));
  await app.scheduler.tick();
  await app.scheduler.tick();
  payloadOf(await request(app, 'POST', '/api/data/loyers', { IM_NOM: 'Lyon T2', date: '2026-10-06', montant: 450, honoraires: 0, bail_id: 1 }));
  clock = new Date(2026, 9, 6, 9, 1);
  await app.scheduler.tick();
  await app.scheduler.tick();
  // 300 € leave 450 € of the 750 € due: a receipt; 300 + 450 = 750 €: the month is whole.
  expect(received.map((m) => m.subject)).toEqual([
    'Reçu de paiement partiel — octobre 2026 — 3 place Bellecour, 69002 Lyon',
    'Quittance de loyer — octobre 2026 — 3 place Bellecour, 69002 Lyon',
  ]);
  expect(rows()).toEqual([
    { document: 'recu', period: '2026-10', part_key: '1', result: 'envoye', attempts: 1 },
    { document: 'quittance', period: '2026-10', part_key: '', result: 'envoye', attempts: 1 },
  ]);
});

test('the SMTP server down: the send is kept as failed, tried again once it is back, and sent once', async () => {
  await stop(server);
  payloadOf(await request(app, 'POST', '/api/data/loyers', { IM_NOM: 'Lyon T2', date: '2026-10-06', montant: 750, honoraires: 0, bail_id: 1 }));
  await app.scheduler.tick();
  expect(rows()).toEqual([{ document: 'quittance', period: '2026-10', part_key: '', result: 'echec', attempts: 1 }]);
  expect(await envois()).toEqual([
    { document: 'quittance', periode: '2026-10', date: new Date(2026, 9, 6, 9, 0).toISOString(), adresse: 'jean.dupont@exemple.fr', resultat: 'echec' },
  ]);

  // Back on its port. After one failure the next attempt waits a minute: 30 s later, none.
  server = smtpServer(received);
  await listen(server, port);
  clock = new Date(2026, 9, 6, 9, 0, 30);
  await app.scheduler.tick();
  expect(rows()).toEqual([{ document: 'quittance', period: '2026-10', part_key: '', result: 'echec', attempts: 1 }]);

  clock = new Date(2026, 9, 6, 9, 1);
  await app.scheduler.tick();
  clock = new Date(2026, 9, 6, 9, 10);
  await app.scheduler.tick();
  expect(received.map((m) => m.subject)).toEqual(['Quittance de loyer — octobre 2026 — 3 place Bellecour, 69002 Lyon']);
  expect(rows()).toEqual([{ document: 'quittance', period: '2026-10', part_key: '', result: 'envoye', attempts: 2 }]);
});

test('the weekly digest: on Monday the owner gets « À faire » with its link; a quittance sent leaves it', async () => {
  await app.close();
  app = await startApi({ email: 'proprietaire@exemple.fr', weekday: 'lundi', publicUrl: 'https://tdb.maison.lan' });
  // The lease without the automatic quittance: October paid in full on Monday 5 October 2026.
  payloadOf(await request(app, 'PUT', '/api/data/baux/1', { ...BASE.baux[0], envoi_quittance_auto: 0 }));
  payloadOf(await request(app, 'POST', '/api/data/loyers', { IM_NOM: 'Lyon T2', date: '2026-10-05', montant: 750, honoraires: 0, bail_id: 1 }));
  clock = new Date(2026, 9, 5, 8, 0); // Monday 5 October 2026
  await app.scheduler.tick();
  await app.scheduler.tick();
  expect(received.map(({ to, subject }) => ({ to, subject }))).toEqual([{ to: ['proprietaire@exemple.fr'], subject: 'À faire cette semaine' }]);
  // The quittance of the month paid on the 5th, then the taxe foncière, payable on 15 October.
  expect(received[0]!.text).toBe(
    'Bonjour,\n\n2 choses à faire :\n\n' +
      "- Quittance d'octobre 2026 à envoyer à Jean Dupont (avant le 5 octobre 2026)\n  750,00\u00a0€ reçus, le mois est payé en entier depuis le 5 octobre 2026.\n" +
      '- Taxe foncière 2026 de Lyon T2 (avant le 15 octobre 2026)\n' +
      "  Payable au 15 octobre 2026 (20 octobre en ligne) : enregistrez son montant et sa TEOM une fois l'avis reçu.\n" +
      '\nLa liste : https://tdb.maison.lan/a-faire',
  );

  // Sent by hand on Tuesday: the Monday after, the digest no longer lists it.
  clock = new Date(2026, 9, 6, 9, 0);
  payloadOf(await request(app, 'POST', '/api/documents/quittance/1/2026-10/envoi'));
  clock = new Date(2026, 9, 12, 8, 0); // Monday 12 October 2026
  await app.scheduler.tick();
  const digests = received.filter((m) => m.subject === 'À faire cette semaine');
  expect(digests).toHaveLength(2);
  expect(digests[1]!.text).toMatch(/^Bonjour,\n\n1 chose à faire :\n\n- Taxe foncière 2026 de Lyon T2 \(avant le 15 octobre 2026\)\n/);
  expect(await envois()).toEqual([
    { document: 'quittance', periode: '2026-10', date: new Date(2026, 9, 6, 9, 0).toISOString(), adresse: 'jean.dupont@exemple.fr', resultat: 'envoye' },
  ]);
});

test('GET baux/{id}/envois: none yet is an empty list; a bad number 400, an unknown lease 404, in French', async () => {
  expect(await envois()).toEqual([]);
  expect(errorOf(await request(app, 'GET', '/api/baux/abc/envois'), 400).message).toBe('Bail invalide : « abc » (un numéro de bail est attendu).');
  expect(errorOf(await request(app, 'GET', '/api/baux/99/envois'), 404).message).toBe('Bail n° 99 inconnu.');
});
