/**
 * scripts/deploy-app.mjs on its own (no browser): a build is refused when it is not one, and
 * nothing changes; each deploy switches APPS_DIR/<app> to a complete copy; the three latest
 * are kept; --rollback goes back one at a time and says so when there is nothing left.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = path.resolve(__dirname, '..', '..');
let appsDir: string;
let work: string;

test.beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-app-'));
  appsDir = path.join(work, 'apps');
});
test.afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

function deployApp(...args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/deploy-app.mjs', ...args], { cwd: ROOT, env: { ...process.env, APPS_DIR: appsDir }, encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
}

/** A remote's build whose entry says which version it is. */
function build(version: string): string {
  const dir = path.join(work, `build-${version}`);
  fs.mkdirSync(dir);
  for (const file of ['mf-manifest.json', 'routes.json']) fs.writeFileSync(path.join(dir, file), '{}');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `// ${version}`);
  return dir;
}

const served = () => fs.readFileSync(path.join(appsDir, 'leisure', 'remoteEntry.js'), 'utf8');

test('a folder that is no build is refused in French, and nothing is switched', () => {
  expect(deployApp('leisure', build('v1')).status).toBe(0);
  const broken = build('v2');
  fs.rmSync(path.join(broken, 'routes.json'));
  const refused = deployApp('leisure', broken);
  expect(refused.status).toBe(1);
  expect(refused.out).toMatch(/^Déploiement impossible : .*n’est pas un build de leisure : routes\.json manque/m);
  expect(served()).toBe('// v1');
  expect(deployApp('inconnue').out).toMatch(/Application inconnue « inconnue »/);
});

test('each deploy is served whole; three are kept; rollbacks go back one at a time', () => {
  for (const version of ['v1', 'v2', 'v3', 'v4']) {
    expect(deployApp('leisure', build(version)).status).toBe(0);
    expect(served()).toBe(`// ${version}`);
  }
  expect(fs.lstatSync(path.join(appsDir, 'leisure')).isSymbolicLink()).toBe(true);
  const releases = fs.readdirSync(path.join(appsDir, 'releases')).filter((n) => n.startsWith('leisure-'));
  expect(releases).toHaveLength(3);

  expect(deployApp('leisure', '--rollback').status).toBe(0);
  expect(served()).toBe('// v3');
  expect(deployApp('leisure', '--rollback').status).toBe(0);
  expect(served()).toBe('// v2');
  const none = deployApp('leisure', '--rollback');
  expect(none.status).toBe(1);
  expect(none.out).toMatch(/Aucun build précédent de leisure/);
  expect(served()).toBe('// v2');
});

/** A remote's build whose routes.json names its entry's and its page's files. */
function remoteBuild(name: string, entryChunk: string, pageChunk: string): string {
  const dir = path.join(work, `${name}-${entryChunk}`);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '');
  const table = { remote: name, entry: ['remoteEntry.js', entryChunk], routes: [{ path: '/restau', title: 'Restaurants', chunks: [pageChunk] }] };
  fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(table));
  return dir;
}

function shellBuild(version: string): string {
  const dir = path.join(work, `shell-${version}`);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ apiBase: '/' }));
  return dir;
}

const configIn = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

test("config.json names each deployed remote's files; a remote deployed alone or rolled back updates its own", () => {
  expect(deployApp('shell', shellBuild('v1')).status).toBe(0);
  // The owner's own config.json (one-address mode) gets them too, the rest of it untouched.
  fs.writeFileSync(path.join(appsDir, 'config.json'), JSON.stringify({ apiBase: '/', apiTimeoutMs: 9000 }));
  expect(deployApp('leisure', remoteBuild('leisure', 'expose.v1.js', 'restau.v1.js')).status).toBe(0);
  const v1 = { entry: ['remoteEntry.js', 'expose.v1.js'], routes: [{ path: '/restau', chunks: ['restau.v1.js'] }] };
  expect(configIn(path.join(appsDir, 'shell', 'config.json'))).toEqual({ apiBase: '/', remoteFiles: { leisure: v1 } });
  expect(configIn(path.join(appsDir, 'config.json'))).toEqual({ apiBase: '/', apiTimeoutMs: 9000, remoteFiles: { leisure: v1 } });

  expect(deployApp('leisure', remoteBuild('leisure', 'expose.v2.js', 'restau.v2.js')).status).toBe(0);
  expect(configIn(path.join(appsDir, 'shell', 'config.json')).remoteFiles.leisure).toEqual({
    entry: ['remoteEntry.js', 'expose.v2.js'],
    routes: [{ path: '/restau', chunks: ['restau.v2.js'] }],
  });
  expect(deployApp('leisure', '--rollback').status).toBe(0);
  expect(configIn(path.join(appsDir, 'config.json')).remoteFiles).toEqual({ leisure: v1 });
  // A shell deployed again learns the remotes already in service.
  expect(deployApp('shell', shellBuild('v2')).status).toBe(0);
  expect(configIn(path.join(appsDir, 'shell', 'config.json'))).toEqual({ apiBase: '/', remoteFiles: { leisure: v1 } });
});
