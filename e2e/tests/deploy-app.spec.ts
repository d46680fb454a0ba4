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
