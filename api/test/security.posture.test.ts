/**
 * Security posture of the api: it listens on 127.0.0.1 unless told otherwise, CORS answers
 * only the configured front-end origins, and every reply (JSON, error, image) carries the
 * security headers; nothing tells which software runs behind.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defaultCorsOrigins, readConfig } from '../src/config';
import { stripedPng } from '../src/seed/png';
import { ALLOWED_ORIGIN, createTestApi, type TestApi } from './helpers';

const API_DIR = path.resolve(__dirname, '..');

describe('binding', () => {
  test('127.0.0.1 by default, API_HOST when told otherwise', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ API_HOST: '  ' }).host).toBe('127.0.0.1');
    expect(readConfig({ API_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  test('the real server listens on the loopback address only', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(p));
      });
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bind-'));
    const env: NodeJS.ProcessEnv = { ...process.env, API_PORT: String(port), API_DATA_DIR: dataDir, LOG_LEVEL: 'info' };
    delete env.API_HOST;
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env });
    try {
      const log = await new Promise<string>((resolve, reject) => {
        let out = '';
        const onData = (d: Buffer) => {
          out += d.toString();
          if (out.includes('Server listening')) resolve(out);
        };
        server.stdout.on('data', onData);
        server.stderr.on('data', onData);
        server.on('exit', (code) => reject(new Error(`serveur arrêté (${code}) : ${out}`)));
      });
      const addresses = [...log.matchAll(/Server listening at (http:\/\/[^"\s]+)/g)].map((m) => m[1]);
      expect(addresses).toEqual([`http://127.0.0.1:${port}`]);
      // And a non-loopback address of this machine does not answer.
      const external = Object.values(os.networkInterfaces())
        .flat()
        .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
      if (external) {
        const reached = await new Promise<boolean>((resolve) => {
          const socket = net.connect(port, external, () => (socket.destroy(), resolve(true)));
          socket.on('error', () => resolve(false));
        });
        expect(reached).toBe(false);
      }
    } finally {
      server.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('CORS', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  test('the default origins are the front-end ports on this machine only', () => {
    const origins = defaultCorsOrigins();
    expect(origins).toContain('http://127.0.0.1:3000');
    expect(origins).toContain('http://localhost:3005');
    expect(origins.every((o) => /^http:\/\/(127\.0\.0\.1|localhost):300[0-5]$/.test(o))).toBe(true);
    expect(readConfig({ CORS_ORIGINS: 'https://tdb.example.fr, https://autre.example.fr' }).corsOrigins).toEqual([
      'https://tdb.example.fr',
      'https://autre.example.fr',
    ]);
  });

  test('a configured origin is allowed, for reads and for the upload preflight', async () => {
    const read = await api.app.inject({ method: 'GET', url: '/api/immeubles/restau', headers: { origin: ALLOWED_ORIGIN } });
    expect(read.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    // The session cookie goes with the front-ends' requests.
    expect(read.headers['access-control-allow-credentials']).toBe('true');
    expect(String(read.headers.vary)).toMatch(/Origin/i);
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/permis/uploadfileimg',
      headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-tableau-de-bord' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']);
    expect(String(preflight.headers['access-control-allow-headers']).split(/,\s*/)).toEqual(['Content-Type', 'X-Tableau-De-Bord']);
  });

  test.each(['https://evil.example.com', 'http://127.0.0.1:3006', 'http://127.0.0.1:30001', 'null', 'http://localhost.evil.com:3000'])(
    'any other origin is not: %s',
    async (origin) => {
      const read = await api.app.inject({ method: 'GET', url: '/api/immeubles/alldata', headers: { origin } });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await api.app.inject({
        method: 'OPTIONS',
        url: '/api/permis/uploadfileimg',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});

describe('security headers on every kind of reply', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    fs.writeFileSync(path.join(api.filesDir, 'recettes', 'tarte.png'), stripedPng(3));
  });
  afterAll(async () => {
    await api.close();
  });

  test.each([
    ['a payload', '/api/immeubles/restau', 200],
    ['the other prefix', '/index.php/api/immeubles/recettes', 200],
    ['a refused parameter', '/api/immeubles/graphTxFonciere/9', 400],
    ['an unknown path', '/api/nimporte/quoi', 404],
    ['an image', '/files/recettes/tarte.png', 200],
    ['a missing image', '/files/recettes/absente.png', 404],
    ['the films gateway', '/tmdb/3/movie/popular', 200],
  ])('%s', async (_label, url, status) => {
    const res = await api.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers.server).toBeUndefined();
  });
});
