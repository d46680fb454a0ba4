/**
 * The data api's write routes under bad input: for each of them (POST and PUT of a row,
 * POST of a whole document, DELETE), dozens of invalid requests, each refused with a 4xx
 * JSON error in French and the store exactly as before. Then 50 writes at once (none lost),
 * and a client that hangs up in the middle of an import (nothing written).
 */
import net from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApi, type TestApi } from './helpers';
import { WRITE_HEADER, expense, getData, request, type StoredRow } from './dataHelpers';
import { expectUnchanged, storeState } from './integrity';

let api: TestApi;
let existing: StoredRow;
beforeAll(async () => {
  api = await createTestApi();
  existing = (await getData<StoredRow[]>(api.app, '/api/data/depenses'))[0]!;
});
afterAll(async () => {
  await api.close();
});

/** A 4xx reply in JSON with error and message strings, no trace of the code. */
function expectRefusal(res: LightMyRequestResponse, label: string): void {
  expect({ label, status: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({ label, status: true });
  expect({ label, type: res.headers['content-type'] }).toEqual({ label, type: expect.stringMatching(/^application\/json/) });
  const body = res.json() as { error?: unknown; message?: unknown };
  expect({ label, error: typeof body.error, message: typeof body.message }).toEqual({ label, error: 'string', message: 'string' });
  expect(res.body).not.toMatch(/\n\s+at |node_modules|\/src\/|\.ts:\d+|SqliteError|TypeError|ReferenceError/);
}

/** A raw body (string or bytes) with its content type, or a value sent as JSON. */
type Body = { raw: string | Buffer; type?: string } | unknown;
const raw = (text: string | Buffer, type = 'application/json') => ({ raw: text, type });
const isRaw = (b: Body): b is { raw: string | Buffer; type?: string } => typeof b === 'object' && b !== null && 'raw' in b;

async function send(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: Body) {
  if (body === undefined) return request(api.app, method, url);
  if (isRaw(body)) {
    return api.app.inject({
      method,
      url,
      payload: body.raw,
      headers: { ...WRITE_HEADER, ...(body.type ? { 'content-type': body.type } : {}) },
    });
  }
  return request(api.app, method, url, body);
}

/** Bad rows of depenses, shared by the create and the replace routes. */
const BAD_EXPENSES: Array<[string, Body]> = [
  ['an unknown field (typo)', { ...expense(), libele: 'x' }],
  ['a __proto__ field', raw(`{"__proto__": {"pollue": true}, ${JSON.stringify(expense()).slice(1)}`)],
  ['a constructor field', { ...expense(), constructor: { prototype: { pollue: true } } }],
  ['an empty amount', expense({ COP_MONT: '' })],
  ['a hexadecimal amount', expense({ COP_MONT: '0x10' })],
  ['an exponent string', expense({ COP_MONT: '1e3' })],
  ['a leading space', expense({ COP_MONT: ' 12' })],
  ['a trailing space', expense({ COP_MONT: '12 ' })],
  ['Infinity', expense({ COP_MONT: 'Infinity' })],
  ['NaN', expense({ COP_MONT: 'NaN' })],
  ['a comma decimal', expense({ COP_MONT: '12,5' })],
  ['a boolean amount', expense({ COP_MONT: true })],
  ['a null amount', expense({ COP_MONT: null })],
  ['a list amount', expense({ COP_MONT: [12] })],
  ['an object amount', expense({ COP_MONT: { value: 12 } })],
  ['a missing amount', expense({ COP_MONT: undefined })],
  ['1e400 (infinite once parsed)', raw(JSON.stringify(expense()).replace('89.9', '1e400'))],
  ['markup after a date', expense({ COP_DATE: '2024-01-01<script>' })],
  ['30 February', expense({ COP_DATE: '2024-02-30' })],
  ['month 13', expense({ COP_DATE: '2024-13-01' })],
  ['a two-digit year', expense({ COP_DATE: '24-01-01' })],
  ['slashes', expense({ COP_DATE: '2024/01/01' })],
  ['a French date', expense({ COP_DATE: '01/02/2024' })],
  ['a number for a date', expense({ COP_DATE: 20240101 })],
  ['an empty date', expense({ COP_DATE: '' })],
  ['hour 25', expense({ COP_DATE: '2024-01-01T25:00' })],
  ['a time zone offset', expense({ COP_DATE: '2024-01-01T10:00:00+02:00' })],
  ['a missing date', expense({ COP_DATE: undefined })],
  ['a number for a label', expense({ COP_LIBELLE: 42 })],
  ['a null label', expense({ COP_LIBELLE: null })],
  ['a number for the merchant', expense({ COP_GARAGE: 12 })],
  ['a list (not a row)', [expense()]],
  ['a JSON string', 'dépense'],
  ['JSON null', null],
  ['a JSON number', 42],
  ['malformed JSON', raw('{"COP_DATE": ')],
  ['a trailing comma', raw(`${JSON.stringify(expense()).slice(0, -1)},}`)],
  ['a key written twice', raw(`{"COP_MONT": 1, ${JSON.stringify(expense()).slice(1)}`)],
  ['an empty body', raw('')],
  ['only spaces', raw('   ')],
  ['Latin-1 bytes', raw(Buffer.from(JSON.stringify(expense({ COP_LIBELLE: 'Crêpière' })), 'latin1'))],
  ['plain text', raw('COP_MONT=12', 'text/plain')],
  ['a form', raw('COP_MONT=12', 'application/x-www-form-urlencoded')],
  ['a 2 Mo body', { ...expense(), COP_LIBELLE: 'a'.repeat(2 * 1024 * 1024) }],
];

/** Bad rows of other sections (create only). */
const BAD_OTHER_ROWS: Array<[string, string, Body]> = [
  ['immos', 'IM_VENDU 2', { IM_NOM: 'X', IM_INDIVISION: 0, IM_TYPE_PROP: 'PROP', IM_PRET_MT: 0, IM_FIN_PRET: null, IM_MT_LOYER: 1, IM_AGENCE: 0, IM_DATE_ACHAT: null, IM_DATE_VTE: null, IM_VENDU: 2, IM_PA: 1, IM_PX_VTE: 0, IM_COMMENT: null, loyerTheo: 0 }],
  ['immos', 'an unknown type', { IM_NOM: 'X', IM_TYPE_PROP: 'CHATEAU' }],
  ['immos', 'an existing name (409)', { IM_NOM: 'Lyon Croix-Rousse', IM_INDIVISION: 0, IM_TYPE_PROP: 'PROP', IM_PRET_MT: 0, IM_FIN_PRET: null, IM_MT_LOYER: 1, IM_AGENCE: 0, IM_DATE_ACHAT: null, IM_DATE_VTE: null, IM_VENDU: 0, IM_PA: 1, IM_PX_VTE: 0, IM_COMMENT: null, loyerTheo: 0 }],
  ['loyers', 'an unknown property', { IM_NOM: 'Bien fantôme', date: '2024-01-05', montant: 1 }],
  ['emprunts', 'a loan named total', { nom: 'total', capital: 1, taux: 1, duree_mois: 12, debut: '2024-01-01' }],
  ['emprunts', '0 months', { nom: 'Prêt', capital: 1, taux: 1, duree_mois: 0, debut: '2024-01-01' }],
  ['emprunts', 'a negative rate', { nom: 'Prêt', capital: 1, taux: -1, duree_mois: 12, debut: '2024-01-01' }],
  ['taxesFoncieres', 'year 99999', { IM_NOM: 'Lyon Croix-Rousse', annee: 99999, montant: 1 }],
  ['taxesFoncieres', 'a year already taxed (409)', { IM_NOM: 'Lyon Croix-Rousse', annee: 2020, montant: 1 }],
  ['energie', 'an unknown meter', { compteur: 'Autre', date: '2024-01-31', kwh: 1 }],
  ['energie', 'negative kWh', { compteur: 'Herm', date: '2024-01-31', kwh: -1 }],
  ['recettes', 'no id', { titre: 'x', note: 3, type: 'salée', ingredients: [], commentaire: [] }],
  ['recettes', 'an id already used (409)', { id: 1, titre: 'x', note: 3, type: 'salée', ingredients: [], commentaire: [] }],
  ['recettes', 'note 6', { id: 50, titre: 'x', note: 6, type: 'salée', ingredients: [], commentaire: [] }],
  ['recettes', 'ingredients not a list', { id: 50, titre: 'x', note: 3, type: 'salée', ingredients: 'farine', commentaire: [] }],
  ['recettes', 'an unknown field in an ingredient', { id: 50, titre: 'x', note: 3, type: 'salée', ingredients: [{ nom: 'a', poids: '1', quantite: 2 }], commentaire: [] }],
  ['bricks', 'a __proto__ rent label', raw('{"nom": "B", "achat": 1, "loyers": {"__proto__": 5}}')],
  ['bricks', 'a text rent', { nom: 'B', achat: 1, loyers: { '2024': 'beaucoup' } }],
  ['restaurants', 'a number for a price range', { TW_TITRE: 'a', TW_TYPE: 'b', TW_VILLE: 'c', TW_TARIF: 3 }],
  ['voitures', 'a taken id (409)', { id: 1, groupe: 'Vélo', date: '2024-01-01', montant: 1 }],
  ['immeubles', 'an unknown section (404)', expense()],
  ['__proto__', 'a prototype section (404)', expense()],
  ['journal', 'the journal is not a section (404)', expense()],
];

describe('POST /api/data/:section', () => {
  const cases = [
    ...BAD_EXPENSES.map(([label, body]) => ['depenses', label, body] as const),
    ...BAD_OTHER_ROWS.map(([section, label, body]) => [section, label, body] as const),
  ];
  test(`${cases.length} bad requests: 4xx JSON, nothing written`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const before = storeState(api.db, api.filesDir);
    for (const [section, label, body] of cases) expectRefusal(await send('POST', `/api/data/${section}`, body), `${section} : ${label}`);
    expectUnchanged('api données : ajouts invalides', before, storeState(api.db, api.filesDir));
    expect(({} as Record<string, unknown>).pollue).toBeUndefined();
  });
});

describe('PUT /api/data/:section/:id', () => {
  const BAD_IDS = ['abc', '0', '-1', '1.5', '01', '1e3', '0x1', '%20', '%00', '..', '%2e%2e', '9'.repeat(20), '99999999', '+1', 'NaN', '１'];
  test('bad bodies, bad ids, unknown rows and sections: 4xx JSON, nothing written', async () => {
    const url = `/api/data/depenses/${existing.id}`;
    const cases: Array<[string, string, Body]> = [
      ...BAD_EXPENSES.map(([label, body]) => [label, url, body] as [string, string, Body]),
      ['another id in the body', url, { ...existing, id: existing.id + 1 }],
      ['an id as text', url, { ...existing, id: 'un' }],
      ...BAD_IDS.map((id) => [`id « ${id} »`, `/api/data/depenses/${id}`, expense()] as [string, string, Body]),
      ['an unknown section', `/api/data/immeubles/${existing.id}`, expense()],
      ['a row of the wrong section', `/api/data/restaurants/${existing.id}`, expense()],
    ];
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const before = storeState(api.db, api.filesDir);
    for (const [label, u, body] of cases) expectRefusal(await send('PUT', u, body), label);
    expectUnchanged('api données : modifications invalides', before, storeState(api.db, api.filesDir));
  });
});

describe('POST /api/data (a whole document)', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => expense({ COP_LIBELLE: `Ligne ${i}` }));
  const CASES: Array<[string, string, Body]> = [
    // (A 2 Mo label is too long for one row's request, not for a document: left out here.)
    ...BAD_EXPENSES.filter(([label, body]) => !label.includes('2 Mo') && !isRaw(body) && typeof body === 'object' && body !== null && !Array.isArray(body)).map(
      ([label, body]) => [`a row with ${label}`, 'mode=replace', { depenses: [expense(), body] }] as [string, string, Body],
    ),
    ['no mode', '', { depenses: [] }],
    ['an unknown mode', 'mode=tout', { depenses: [] }],
    ['two modes', 'mode=replace&mode=merge', { depenses: [] }],
    ['a bad dryRun', 'mode=merge&dryRun=oui', { depenses: [] }],
    ['an empty document', 'mode=replace', {}],
    ['a list', 'mode=replace', [{ depenses: [] }]],
    ['null', 'mode=replace', null],
    ['a number', 'mode=replace', 42],
    ['an unknown section', 'mode=replace', { immeubles: [] }],
    ['a __proto__ section', 'mode=replace', raw('{"__proto__": {"pollue": true}, "depenses": []}')],
    ['a section that is an object', 'mode=replace', { depenses: {} }],
    ['a row that is a string', 'mode=replace', { depenses: ['x'] }],
    ['a row that is null', 'mode=replace', { depenses: [null] }],
    ['two rows with the same id', 'mode=merge', { depenses: [expense({ id: 9000 }), expense({ id: 9000 })] }],
    ['two properties with the same name', 'mode=merge', { bricks: [{ nom: 'B', achat: 1, loyers: {} }, { nom: 'B', achat: 2, loyers: {} }] }],
    ['a rent for an unknown property', 'mode=merge', { loyers: [{ IM_NOM: 'Bien fantôme', date: '2024-01-05', montant: 1 }] }],
    ['a section written twice', 'mode=replace', raw('{"depenses": [], "depenses": []}')],
    ['malformed JSON', 'mode=replace', raw('{"depenses": [')],
    ['Latin-1 bytes', 'mode=replace', raw(Buffer.from('{"restaurants": [{"TW_TITRE": "Crêperie"}]}', 'latin1'))],
    ['plain text', 'mode=replace', raw('depenses', 'text/plain')],
    ['a valid document but a bad last row of 5 000', 'mode=replace', { depenses: [...rows(5000), expense({ COP_MONT: 'x' })] }],
    ['one loan name twice', 'mode=merge', { emprunts: [{ id: 999, nom: 'Prêt', capital: 1, taux: 1, duree_mois: 1, debut: '2024-01-01' }, { nom: 'Prêt', capital: 1, taux: 1, duree_mois: 1, debut: '2024-01-01' }] }],
  ];
  test(`${CASES.length + 1} bad documents and parameters: 4xx JSON, nothing written`, async () => {
    // Refused by the base, inside the transaction: a loan renamed into another one's name.
    const [first, second] = await getData<StoredRow[]>(api.app, '/api/data/emprunts');
    CASES.push(['a loan renamed into another one’s name', 'mode=merge', { emprunts: [{ ...first, nom: second!.nom }] }]);
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    const before = storeState(api.db, api.filesDir);
    for (const [label, query, body] of CASES) expectRefusal(await send('POST', `/api/data?${query}`, body), label);
    expectUnchanged('api données : imports invalides', before, storeState(api.db, api.filesDir));
    expect(({} as Record<string, unknown>).pollue).toBeUndefined();
  });
});

describe('DELETE /api/data/:section/:id', () => {
  const BAD = [
    'abc', '0', '-1', '1.5', '1.0', '01', '1e3', '0x1', '+1', '-0', '%20', '%201', '1%20', '%00', '..', '%2e%2e', '%2f',
    'a'.repeat(90), '9'.repeat(20), '9'.repeat(5000), '99999999', '1;DROP TABLE personal_expenses', "1'", '1%20OR%201=1', 'null',
    'undefined', 'NaN', 'Infinity', '١', '１', '[1]', '{}', 'true', '1,2',
  ];
  test('bad ids, unknown rows, unknown sections: 4xx JSON, nothing deleted', async () => {
    const urls = [
      ...BAD.map((id) => `/api/data/depenses/${id}`),
      ...BAD.slice(0, 6).map((id) => `/index.php/api/data/immos/${id}`),
      `/api/data/immeubles/${existing.id}`,
      `/api/data/__proto__/${existing.id}`,
      `/api/data/constructor/${existing.id}`,
      `/api/data/DEPENSES/${existing.id}`,
      `/api/data/journal/1`,
      `/api/data/backups/1`,
      `/api/data/depenses`,
      `/api/data`,
    ];
    expect(urls.length).toBeGreaterThanOrEqual(40);
    const before = storeState(api.db, api.filesDir);
    for (const url of urls) expectRefusal(await send('DELETE', url), `DELETE ${url.slice(0, 80)}`);
    expectUnchanged('api données : suppressions invalides', before, storeState(api.db, api.filesDir));
  });
});

test('50 writes at once: all 50 rows are there after, each once', async () => {
  const before = (await getData<StoredRow[]>(api.app, '/api/data/depenses')).length;
  const replies = await Promise.all(
    Array.from({ length: 50 }, (_, i) => request(api.app, 'POST', '/api/data/depenses', expense({ COP_LIBELLE: `Parallèle ${i}` }))),
  );
  expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
  const rows = await getData<StoredRow[]>(api.app, '/api/data/depenses');
  expect(rows).toHaveLength(before + 50);
  const labels = rows.map((r) => r.COP_LIBELLE).filter((l) => String(l).startsWith('Parallèle '));
  expect(new Set(labels).size).toBe(50);
  expect(new Set(replies.map((r) => (r.json() as { payload: StoredRow }).payload.id)).size).toBe(50);
});

test('a client that hangs up in the middle of an import leaves the base unchanged', async () => {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as net.AddressInfo;
  const doc = Buffer.from(JSON.stringify({ depenses: Array.from({ length: 20_000 }, (_, i) => expense({ COP_LIBELLE: `Import ${i}` })), restaurants: [] }));
  const before = storeState(api.db, api.filesDir);

  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/data?mode=replace HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${doc.length}\r\nx-tableau-de-bord: 1\r\n\r\n`,
      );
      socket.write(doc.subarray(0, Math.floor(doc.length / 2)), () => {
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 200);
      });
    });
    socket.on('error', reject);
  });
  // Let the server notice and drop the request.
  await new Promise((r) => setTimeout(r, 300));
  expectUnchanged('api données : client déconnecté pendant un import', before, storeState(api.db, api.filesDir));

  // The server still answers, and the same document sent whole is imported.
  const res = await fetch(`http://127.0.0.1:${port}/api/data?mode=replace&dryRun=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...WRITE_HEADER },
    body: doc,
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { payload: { sections: { depenses: { added: number } } } }).payload.sections.depenses.added).toBe(20_000);
});
