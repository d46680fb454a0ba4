/**
 * The static servers (scripts/serve-static.mjs, how the shell and the remotes are served):
 * security headers, a Content-Security-Policy for the shell that allows exactly the origins
 * of its config.json, and no file outside the served folder, whatever the path asks for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTE_NAMES, remoteOrigin } from 'shared-kernel/topology';
import { rawGet } from './rawHttp';

const SERVE_STATIC = path.resolve(__dirname, '..', '..', 'scripts', 'serve-static.mjs');

const SECRET = 'secret-hors-du-dossier';
const config = {
  apiBase: 'http://127.0.0.1:8080',
  indexScript: '',
  movieApiBase: 'http://127.0.0.1:8080/tmdb/3',
  movieImageBase: 'https://image.tmdb.org/t/p',
  tideUrl: 'https://marees.example.org/widget?port=brest',
  // The other remotes are left out: they load from their default manifests.
  remotes: { films: 'https://films.example.net/app/mf-manifest.json' },
};

let root: string;
let server: ChildProcess;
let port: number;
let csp: string;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
}

/** Runs the real script, as a deployment would: `node scripts/serve-static.mjs <dir> <port>`. */
async function startServer(dir: string): Promise<void> {
  port = await freePort();
  server = spawn(process.execPath, [SERVE_STATIC, dir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (d: Buffer) => (d.toString().includes('servi sur') ? resolve() : undefined));
    server.on('exit', (code) => reject(new Error(`serve-static arrêté (${code})`)));
  });
}

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

test.beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-security-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'sub'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>ok</title>');
  fs.writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'sub', 'a.0123456789.js'), 'console.log(2)');
  fs.writeFileSync(path.join(dist, 'config.json'), JSON.stringify(config));
  fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
  fs.symlinkSync(path.join(root, 'secret.txt'), path.join(dist, 'lien.txt'));
  fs.symlinkSync(root, path.join(dist, 'parent'));
  await startServer(dist);
  csp = (await rawGet(port, '/')).headers['content-security-policy'] as string;
});

test.afterAll(() => {
  server.kill();
  fs.rmSync(root, { recursive: true, force: true });
});

test('every reply carries nosniff, a frame policy, a referrer policy and the CSP', async () => {
  for (const p of ['/', '/index.html', '/main.js', '/sub/a.0123456789.js', '/config.json', '/absent.js']) {
    const reply = await rawGet(port, p);
    expect({ p, nosniff: reply.headers['x-content-type-options'] }).toEqual({ p, nosniff: 'nosniff' });
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    expect(reply.headers['content-security-policy']).toBe(csp);
  }
});

test('the CSP allows the remotes, the api, the posters and the tide frame, and nothing else', () => {
  const d = directives(csp);
  const remotes = [...REMOTE_NAMES.filter((n) => n !== 'films').map(remoteOrigin), 'https://films.example.net'];
  expect(d['default-src']).toEqual(["'self'"]);
  // The built index.html's one inline script (theme and pre-rendered frame), allowed by its hash alone.
  const html = fs.readFileSync(path.join(__dirname, '..', '..', 'shell', 'dist', 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline).toHaveLength(1);
  const hash = `'sha256-${crypto.createHash('sha256').update(inline[0]!).digest('base64')}'`;
  expect(d['script-src']).toEqual(["'self'", hash, ...remotes]);
  expect(d['connect-src']).toEqual(["'self'", ...remotes, 'http://127.0.0.1:8080', 'https://marees.example.org']);
  expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:8080', 'https://image.tmdb.org']);
  expect(d['frame-src']).toEqual(['https://marees.example.org']);
  expect(d['object-src']).toEqual(["'none'"]);
  expect(d['base-uri']).toEqual(["'self'"]);
  expect(d['frame-ancestors']).toEqual(["'none'"]);
  expect(d['form-action']).toEqual(["'self'"]);
  expect(d['style-src']).toEqual(["'self'", "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
  // No wildcard, no eval, nothing inline.
  expect(csp).not.toMatch(/\*|unsafe-eval|unsafe-inline/);
});

test('the live shell (config.json without tide or gold frame) frames only the api, for its own tides page', async () => {
  const reply = await rawGet(3000, '/');
  expect(directives(reply.headers['content-security-policy'] as string)['frame-src']).toEqual(['http://127.0.0.1:8080']);
});

test.describe('no path leaves the served folder', () => {
  for (const p of [
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/sub/../../secret.txt',
    '/sub/%2e%2e/%2e%2e/secret.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    `/${encodeURIComponent(path.join(os.tmpdir(), 'x', '..'))}/secret.txt`,
    '//etc/passwd',
    '/%2fetc%2fpasswd',
    '/lien.txt',
    '/parent/secret.txt',
    '/secret.txt%00.js',
  ]) {
    test(p, async () => {
      const reply = await rawGet(port, p);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.body).not.toContain(SECRET);
      expect(reply.body).not.toMatch(/root:.*:0:0:/);
    });
  }
});
