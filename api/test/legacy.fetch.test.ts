/**
 * The old site's reader, alone (src/legacy/legacyFetch.ts, legacyText.ts): a read that never
 * answers, a reply too large, a redirect on the same host followed, a reply that is not the
 * read's JSON; texts repaired (mojibake, entities) without touching what is right.
 */
import { fetchPayload, ReadFailure } from '../src/legacy/legacyFetch';
import { legacySite } from '../src/legacy/legacySite';
import { cleanValue, decodeEntities, decodeReply, repairMojibake } from '../src/legacy/legacyText';
import { type FakeSite, fakeSite, sendPayload } from './legacyHelpers';

let site: FakeSite;
beforeAll(async () => {
  site = await fakeSite((path, res, url) => {
    if (path === '/silence') return; // never answers
    if (path === '/coupe') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"payload":');
      return setTimeout(() => res.destroy(), 20);
    }
    if (path === '/gros') return sendPayload(res, 'x'.repeat(1_200_000));
    if (path === '/ici') return res.writeHead(302, { location: `${url}/la` }).end();
    if (path === '/la') return sendPayload(res, { ok: 1 });
    if (path === '/sans-payload') return sendPayload(res, undefined, Buffer.from('{"data":[]}'));
    res.writeHead(404).end();
  });
});
afterAll(async () => {
  await site.close();
});

const failureOf = async (path: string, options = {}) => {
  try {
    await fetchPayload(new URL(`${site.url}${path}`), path.slice(1), options);
  } catch (error) {
    if (error instanceof ReadFailure) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('la lecture devait échouer');
};

test('a read that never answers fails after its timeout, three times', async () => {
  const started = Date.now();
  expect(await failureOf('/silence', { timeoutMs: 200, retryDelayMs: 10 })).toEqual({ kind: 'unreachable', message: '« silence » : pas de réponse en 0,2 s (3 essais)' });
  expect(site.hits.get('/silence')).toBe(3);
  expect(Date.now() - started).toBeGreaterThanOrEqual(600);
});

test('a reply cut short counts as no answer, tried again', async () => {
  expect(await failureOf('/coupe', { retryDelayMs: 10 })).toEqual({ kind: 'unreachable', message: '« coupe » : le site ne répond pas (3 essais)' });
  expect(site.hits.get('/coupe')).toBe(3);
});

test('a reply larger than allowed, a 404, a reply without payload: each named', async () => {
  expect(await failureOf('/gros', { maxBytes: 1024 * 1024 })).toEqual({ kind: 'too_large', message: 'la réponse de « gros » dépasse 1 Mo' });
  expect(await failureOf('/absent')).toEqual({ kind: 'http', message: '« absent » : le site répond par une erreur 404' });
  expect(site.hits.get('/absent')).toBe(1);
  expect(await failureOf('/sans-payload')).toEqual({ kind: 'invalid', message: '« sans-payload » : la réponse n\'a pas de champ « payload »' });
});

test('a redirect on the same host is followed', async () => {
  expect(await fetchPayload(new URL(`${site.url}/ici`), 'ici')).toEqual({ ok: 1 });
});

test('texts: mojibake repaired, entities decoded, Latin-1 bytes read, right text untouched', () => {
  // « à » is C3 A0 in UTF-8: read as Latin-1, « Ã » and a no-break space.
  expect(repairMojibake('CrÃªperie Ã\u00a0Saint-Ã‰tienne')).toBe('Crêperie àSaint-Étienne');
  expect(repairMojibake('Crêperie à côté')).toBe('Crêperie à côté');
  expect(decodeEntities('Caf&eacute; &amp; th&#233; &#xE0; 5&euro; &inconnu;')).toBe('Café & thé à 5€ &inconnu;');
  expect(decodeReply(Buffer.from([0x43, 0x72, 0xea, 0x70, 0x65]))).toBe('Crêpe');
  expect(cleanValue({ a: ' x ', b: '', c: '0000-00-00 00:00:00', d: ['&lt;b&gt;'], e: 12 })).toEqual({ a: 'x', b: null, c: null, d: ['<b>'], e: 12 });
});

test("the site's address: the reads under its script, its files beside; a script given in the address is not doubled", () => {
  const site = legacySite('monsite.fr/tdb/');
  expect(site.adresse).toBe('http://monsite.fr/tdb');
  expect(site.readUrl('immeubles/alldata').href).toBe('http://monsite.fr/tdb/index.php/api/immeubles/alldata');
  expect(site.fileUrl('recettes', 'tarte aux pommes.jpg').href).toBe('http://monsite.fr/tdb/files/recettes/tarte%20aux%20pommes.jpg');
  expect(legacySite('https://monsite.fr/index.php').readUrl('immeubles/restau').href).toBe('https://monsite.fr/index.php/api/immeubles/restau');
  expect(legacySite('https://monsite.fr', '').readUrl('immeubles/restau').href).toBe('https://monsite.fr/api/immeubles/restau');
  expect(() => legacySite('https://monsite.fr', '../x')).toThrow(/^Script invalide/);
});
