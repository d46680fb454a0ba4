/**
 * What fails before any route: a bad URL escape, a parameter too long, an unknown method, a
 * malformed request line, headers too large, a bad Content-Type or body. Each answer is French
 * JSON {error, message} with the security headers, and never repeats the URL. Over a raw
 * socket where Fastify's inject() cannot send it. Then the timeouts: connections that trickle
 * or stay silent are closed by the server.
 */
import net from 'node:net';
import { SERVER_TIMEOUTS, timeoutOptions } from '../src/security/timeouts';
import { API_SECURITY_HEADERS } from '../src/securityHeaders';
import { createTestApi, WRITE_HEADERS, type TestApi } from './helpers';

let api: TestApi;
let port: number;
beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  port = (api.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await api.close();
});

/** Sends `request` as is and returns everything the server wrote before closing. */
function rawExchange(request: string | Buffer, target = () => port, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(target(), '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => (clearTimeout(timer), resolve(text)));
    socket.on('error', () => undefined);
    const timer = setTimeout(() => (socket.destroy(), reject(new Error(`le serveur n’a pas fermé : ${text}`))), timeoutMs);
  });
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parseRaw(text: string): RawResponse {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** French JSON with the security headers, nothing of the request echoed. */
function expectCleanRefusal(res: RawResponse, status: number, echoed: string[]): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
  const body = JSON.parse(res.body) as { error: unknown; message: unknown };
  expect(Object.keys(body).sort()).toEqual(['error', 'message']);
  expect(typeof body.message).toBe('string');
  // Nothing of Fastify's or Node's English answers.
  expect(res.body).not.toMatch(/Bad Request|Client Error|not a valid url|Timeout|statusCode|FST_/);
  for (const piece of echoed) expect(res.body).not.toContain(piece);
}

describe('routing errors (inject)', () => {
  test.each([
    ['/api/%E0%A4%A', ['%E0', 'E0%A4']],
    ['/api/immeubles/restau%', ['restau']],
    ['/files/recettes/%E0%A4%A.png', ['%E0', 'recettes']],
    ['/index.php/api/permis/contenuDossierImage/%ZZ', ['%ZZ', 'contenuDossier']],
  ])('a bad escape: %s → 400', async (url, echoed) => {
    const res = await api.app.inject({ method: 'GET', url });
    expectCleanRefusal({ status: res.statusCode, headers: res.headers as Record<string, string>, body: res.body }, 400, echoed);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'Adresse invalide : elle contient un encodage (%) incorrect.' });
  });

  test('a parameter longer than maxParamLength → 414', async () => {
    const res = await api.app.inject({ method: 'GET', url: `/api/immeubles/graphTxFonciere/${'7'.repeat(150)}` });
    expectCleanRefusal({ status: res.statusCode, headers: res.headers as Record<string, string>, body: res.body }, 414, ['777']);
    expect(res.json().error).toBe('uri_too_long');
  });

  test('a method no route has → 404 or 405 in French', async () => {
    const res = await api.app.inject({ method: 'PROPFIND', url: '/api/immeubles/restau', headers: WRITE_HEADERS });
    expect([404, 405]).toContain(res.statusCode);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.json().message).toMatch(/^(Ressource introuvable|Méthode)/);
  });
});

describe('body-parser errors (inject)', () => {
  test.each([
    ['an unknown Content-Type', 'application/xml', '<password>x</password>', 415, 'unsupported_media_type'],
    ['unreadable JSON', 'application/json', '{"password": ', 400, 'bad_request'],
    ['an empty JSON body', 'application/json', '', 400, 'bad_request'],
    ['a prototype key', 'application/json', '{"__proto__": {"admin": true}}', 400, 'bad_request'],
    ['a Content-Type without a parser', 'text/csv', 'password;admin', 415, 'unsupported_media_type'],
  ])('%s', async (_label, contentType, payload, status, error) => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { ...WRITE_HEADERS, 'content-type': contentType, 'x-forwarded-for': `198.51.100.${status}` },
      payload,
    });
    expect({ status: res.statusCode, error: res.json().error }).toEqual({ status, error });
    expect(res.json().message).toMatch(/^(Type de contenu|Corps de requête JSON|Requête invalide)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(API_SECURITY_HEADERS['content-security-policy']);
    expect(res.body).not.toMatch(/password|admin|FST_|Unexpected|JSON at position/);
  });
});

describe('what Node’s HTTP parser refuses (raw socket): 400 or 431, French, headers on, Connection: close', () => {
  test.each([
    ['an unknown method', 'BREW /api/immeubles/restau HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', 400, /méthode HTTP inconnue/],
    ['a malformed request line', 'GET /api/immeubles/restau HTTP/1.1 en trop\r\nHost: 127.0.0.1\r\n\r\n', 400, /mal formée/],
    ['garbage', 'n’importe quoi\r\n\r\n', 400, /(mal formée|méthode)/],
    ['a bad HTTP version', 'GET /api/immeubles/restau HTTP/7.5\r\nHost: 127.0.0.1\r\n\r\n', 400, /mal formée/],
    ['a control character in a header', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Test: a\u0000b\r\n\r\n', 400, /mal formée/],
    ['headers too large', `GET /api/immeubles/restau?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, 431, /trop volumineux/],
  ])('%s', async (_label, request, status, message) => {
    const res = parseRaw(await rawExchange(request));
    expectCleanRefusal(res, status, ['restau', 'aaaa', 'quoi', 'BREW']);
    expect(res.headers.connection).toBe('close');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expect(JSON.parse(res.body).message).toMatch(message);
  });

  test('a bad URL escape over HTTP: the router’s 400, French, headers on', async () => {
    const res = parseRaw(await rawExchange('GET /api/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'));
    expectCleanRefusal(res, 400, ['%E0']);
  });

  test('the server still answers afterwards', async () => {
    const res = parseRaw(await rawExchange('GET /api/immeubles/restau HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'));
    expect(res.status).toBe(200);
  });
});

describe('timeouts', () => {
  test('production values: request 60 s, headers 15 s, keep-alive 5 s, idle socket 60 s', async () => {
    expect(SERVER_TIMEOUTS).toEqual({ connectionMs: 60_000, requestMs: 60_000, headersMs: 15_000, keepAliveMs: 5_000, checkEveryMs: 2_000 });
    expect(timeoutOptions({ headersMs: 90_000, requestMs: 30_000 }).http.headersTimeout).toBe(30_000);
    const server = api.app.server;
    expect(server.requestTimeout).toBe(60_000);
    expect(server.headersTimeout).toBe(15_000);
    expect(server.keepAliveTimeout).toBe(5_000);
    expect(server.timeout).toBe(60_000);
  });

  describe('with short timeouts', () => {
    let quick: TestApi;
    let quickPort: number;
    beforeAll(async () => {
      quick = await createTestApi({
        seed: false,
        security: { timeouts: { headersMs: 800, requestMs: 1500, keepAliveMs: 400, connectionMs: 3000, checkEveryMs: 100 } },
      });
      await quick.app.listen({ port: 0, host: '127.0.0.1' });
      quickPort = (quick.app.server.address() as net.AddressInfo).port;
    });
    afterAll(async () => {
      await quick.close();
    });

    /** A connection that sends `start`, then `drip` every 100 ms until the server closes it. */
    function trickle(start: string, drip: string) {
      return new Promise<{ text: string; ms: number }>((resolve, reject) => {
        const began = Date.now();
        const socket = net.connect(quickPort, '127.0.0.1', () => socket.write(start));
        const dripper = setInterval(() => socket.writable && socket.write(drip), 100);
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearInterval(dripper);
          clearTimeout(guard);
          resolve({ text, ms: Date.now() - began });
        });
        const guard = setTimeout(() => {
          clearInterval(dripper);
          socket.destroy();
          reject(new Error('connexion toujours ouverte après 10 s'));
        }, 10_000);
      });
    }

    test('50 connections trickling their headers a line at a time are all closed, with a 408 in French', async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, () => trickle('GET /api/capabilities HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Lent: 1\r\n')),
      );
      for (const { text, ms } of results) {
        expect(ms).toBeLessThan(5000);
        const res = parseRaw(text);
        expectCleanRefusal(res, 408, []);
        expect(JSON.parse(res.body).error).toBe('request_timeout');
      }
      // Still serving.
      expect(parseRaw(await rawExchange('GET /api/capabilities HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', () => quickPort)).status).toBe(200);
    });

    test('a body sent a byte at a time is cut at the request timeout', async () => {
      const { text, ms } = await trickle(
        'POST /api/session HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Tableau-De-Bord: 1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
        ' ',
      );
      expect(ms).toBeLessThan(5000);
      expectCleanRefusal(parseRaw(text), 408, ['password']);
    });

    test('a connection that says nothing, and an idle keep-alive one, are closed', async () => {
      const silent = await trickle('', '');
      expect(silent.ms).toBeLessThan(5000);
      const idle = await trickle('GET /api/capabilities HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', '');
      expect(parseRaw(idle.text).status).toBe(200);
      expect(idle.ms).toBeLessThan(3000);
    });
  });
});
