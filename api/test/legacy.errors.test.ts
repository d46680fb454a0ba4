/**
 * What stops the import from the old site before anything is written: an address
 * that does not answer, answers HTML, needs a login, or redirects to another host; and a site
 * that answers some reads only, imported only once the owner accepts the partial list.
 */
import type http from 'node:http';
import path from 'node:path';
import { listBackups } from '../src/backup/backups';
import { createTestApi, tableCounts, type TestApi } from './helpers';
import { errorOf, getData } from './dataHelpers';
import { closedPort, type FakeSite, fakeSite, legacyImport, legacyReport, sendPayload } from './legacyHelpers';

const NOW = new Date('2026-11-23T10:00:00Z');

const ALLDATA = {
  immos: [{ IM_NOM: 'Lyon', IM_INDIVISION: 0, IM_TYPE_PROP: 'PROP', IM_PRET_MT: 0, IM_MT_LOYER: 700, IM_AGENCE: 0, IM_VENDU: 0, IM_PA: 100000, IM_PX_VTE: 0, loyerTheo: 700 }],
  opvcm: [],
};

/** A site answering alldata and empty lists, but where `special` says otherwise. */
function siteWith(special: (read: string, res: http.ServerResponse, url: string) => boolean) {
  return fakeSite((p, res, url) => {
    const read = p.replace(/^\/index\.php\/api\//, '');
    if (special(read, res, url)) return;
    if (read === 'immeubles/alldata') return sendPayload(res, ALLDATA);
    if (read === 'immeubles/opedepenses') return sendPayload(res, [{ COP_DATE: '2025-01-02', COP_LIBELLE: 'Pain', COP_MONT: 1.2, COP_GARAGE: null }]);
    if (read.startsWith('immeubles/graphTxFonciere')) return sendPayload(res, { axe_fonciere: '[]', serie_fonciere: '[]' });
    if (read === 'immeubles/graphedf') return sendPayload(res, { axeHerm: '[]', serieHerm: '[]', axeFleurs: '[]', serieFleurs: '[]' });
    sendPayload(res, []);
  });
}

let target: TestApi;
let sites: FakeSite[] = [];
const track = (site: FakeSite) => {
  sites.push(site);
  return site;
};
beforeEach(async () => {
  target = await createTestApi({ seed: false, now: NOW });
});
afterEach(async () => {
  await Promise.all(sites.map((s) => s.close()));
  sites = [];
  await target.close();
});

/** The import stopped with a French message, and wrote nothing, not even a backup. */
async function expectStopped(adresse: string, message: RegExp) {
  const before = tableCounts(target.db);
  const body = errorOf(await legacyImport(target.app, { adresse, confirmer: true }), 502);
  expect(body.error).toBe('legacy_site');
  expect(body.message).toMatch(/^Import arrêté avant toute écriture : /);
  expect(body.message).toMatch(message);
  expect(body.message).toMatch(/Rien n'a été modifié\.$/);
  expect(tableCounts(target.db)).toEqual(before);
  expect(listBackups(path.join(target.dir, 'backups'))).toEqual([]);
}

test('an address that does not answer stops at the first read, after three tries, naming it', async () => {
  await expectStopped(await closedPort(), /« immeubles\/alldata » : le site ne répond pas \(3 essais\)/);
});

test('an HTML answer stops, on the first read or on any other', async () => {
  const html = (res: http.ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html><body>Bienvenue</body></html>');
  };
  const first = track(await siteWith((read, res) => read === 'immeubles/alldata' && (html(res), true)));
  await expectStopped(first.url, /« immeubles\/alldata » répond par une page HTML/);
  const later = track(await siteWith((read, res) => read === 'immeubles/recettes' && (html(res), true)));
  await expectStopped(later.url, /« immeubles\/recettes » répond par une page HTML/);
});

test('a site that needs a login stops: a 401, or a login page', async () => {
  const closed = track(await siteWith((read, res) => read === 'immeubles/alldata' && (res.writeHead(401).end(), true)));
  await expectStopped(closed.url, /« immeubles\/alldata » demande une connexion \(réponse 401\)/);
  const form = track(
    await siteWith((_read, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('<html><form><input name="login"><input type="password" name="mdp"></form></html>');
      return true;
    }),
  );
  await expectStopped(form.url, /« immeubles\/alldata » répond par une page de connexion/);
});

test('a redirect to another host is not followed; one on the same host is', async () => {
  const elsewhere = track(await fakeSite((_p, res) => sendPayload(res, ALLDATA)));
  const redirecting = track(
    await siteWith((read, res, url) => {
      if (read === 'immeubles/restau') {
        res.writeHead(301, { location: `${url}/index.php/api/immeubles/restau/` }).end();
        return true;
      }
      if (read === 'immeubles/alldata') {
        res.writeHead(302, { location: `${elsewhere.url.replace('127.0.0.1', 'localhost')}/index.php/api/immeubles/alldata` }).end();
        return true;
      }
      return false;
    }),
  );
  await expectStopped(redirecting.url, /« immeubles\/alldata » renvoie vers un autre site \(localhost:\d+\) : redirection non suivie/);
  expect(elsewhere.hits.size).toBe(0);
  expect(redirecting.hits.get('/index.php/api/immeubles/restau')).toBeUndefined();
});

test('a 500 on one read: tried three times, listed, and nothing is written until the owner accepts the partial list', async () => {
  const site = track(await siteWith((read, res) => read === 'immeubles/opedepenses' && (res.writeHead(500).end(), true)));
  const before = tableCounts(target.db);
  const preview = await legacyReport(target.app, { adresse: site.url });
  expect(preview.manquantes).toEqual([{ lecture: 'immeubles/opedepenses', message: '« immeubles/opedepenses » : le site répond par une erreur 500 (3 essais)' }]);
  expect(site.hits.get('/index.php/api/immeubles/opedepenses')).toBe(3);
  expect(preview.sections.immos).toMatchObject({ added: 1 });

  const refused = errorOf(await legacyImport(target.app, { adresse: site.url, confirmer: true }), 409);
  expect(refused).toMatchObject({ error: 'partial_site' });
  expect(refused.message).toContain('« immeubles/opedepenses »');
  expect(tableCounts(target.db)).toEqual(before);

  const done = await legacyReport(target.app, { adresse: site.url, confirmer: true, manquantesAcceptees: ['immeubles/opedepenses'] });
  expect(done.ecrit).toBe(true);
  expect(await getData<unknown[]>(target.app, '/api/data/immos')).toHaveLength(1);
  expect(await getData<unknown[]>(target.app, '/api/data/depenses')).toEqual([]);
});

test('a site where no read answers (a wrong script) stops, naming the first one', async () => {
  const site = track(await fakeSite((_p, res) => res.writeHead(404).end()));
  await expectStopped(site.url, /ne donne aucune des lectures attendues \(« immeubles\/alldata » : le site répond par une erreur 404\) ; vérifiez l'adresse et le script/);
});

test('an address that is not an http(s) site is refused before any read', async () => {
  for (const adresse of ['file:///etc/passwd', 'http://moi:secret@monsite.fr', 'ftp://monsite.fr']) {
    const body = errorOf(await legacyImport(target.app, { adresse }), 400);
    expect(body).toMatchObject({ error: 'bad_request', champ: 'adresse' });
    expect(body.message).toMatch(/^Adresse du site invalide/);
  }
  expect(errorOf(await legacyImport(target.app, { adresse: 'monsite.fr', proxy: 'x' } as never), 400).message).toMatch(/champ « proxy »/);
});
