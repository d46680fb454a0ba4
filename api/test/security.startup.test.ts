/**
 * The real server and CLI in child processes: beyond loopback (API_HOST=0.0.0.0) or with
 * API_REQUIRE_SIGNIN=1 the server refuses to start, in French, until set-password has stored
 * a password; then it starts and answers 401 without the session. An area's setting it refuses
 * (immo's RETARD_JOURS) stops the start the same way. Also startApiProcess's
 * ownerPassword option, used by the e2e suites.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess } from '../src/testing/apiProcess';
import { hashPassword, PASSWORD_FILE_NAME, readPasswordHash, verifyPassword, writePasswordHash } from '../src/security/password';
import { WRITE_HEADERS } from './helpers';

// Each test starts node with tsx at least once: slow on a busy machine.
jest.setTimeout(60_000);

const API_DIR = path.resolve(__dirname, '..');
const PASSWORD = 'mot de passe du propriétaire';

interface Run {
  code: number | null;
  output: string;
}

/** Runs a script of the api with node + tsx; resolves when it exits, or once `until` shows in its output. */
function run(script: string, env: Record<string, string>, options: { stdin?: string; until?: RegExp } = {}) {
  const base: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info', ...env };
  for (const name of ['API_HOST', 'API_REQUIRE_SIGNIN', 'API_ALLOWED_HOSTS', 'TRUST_PROXY', 'BACKUP_DIR']) if (!(name in env)) delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: API_DIR, env: base });
  let output = '';
  const done = new Promise<Run>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.until?.test(output)) resolve({ code: null, output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => resolve({ code, output }));
  });
  child.stdin.end(options.stdin ?? '');
  return { child, done };
}

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-startup-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server does not start open to the network without a password', () => {
  test.each([
    ['API_HOST=0.0.0.0', { API_HOST: '0.0.0.0' }, /API_HOST=0\.0\.0\.0/],
    ['API_REQUIRE_SIGNIN=1 on loopback', { API_HOST: '127.0.0.1', API_REQUIRE_SIGNIN: '1' }, /API_REQUIRE_SIGNIN=1/],
    ['API_ALLOWED_HOSTS naming another machine', { API_ALLOWED_HOSTS: 'localhost,tdb.maison.lan' }, /API_ALLOWED_HOSTS=tdb\.maison\.lan /],
    ['TRUST_PROXY (behind a reverse proxy)', { TRUST_PROXY: '127.0.0.1' }, /TRUST_PROXY=127\.0\.0\.1 /],
  ])('%s: exits non-zero with a French message, nothing created', async (_label, env, why) => {
    const { done } = run('src/server.ts', { ...env, API_PORT: '0', API_DATA_DIR: dataDir });
    const { code, output } = await done;
    expect(code).not.toBe(0);
    expect(output).toMatch(/Démarrage impossible : /);
    expect(output).toMatch(why);
    expect(output).toMatch(/aucun mot de passe n’est défini/);
    expect(output).toMatch(/pnpm --filter api run set-password/);
    expect(output).not.toMatch(/Server listening/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  test('with a password: API_HOST=0.0.0.0 starts, answers 401 without the session, and the data with it', async () => {
    writePasswordHash(path.join(dataDir, PASSWORD_FILE_NAME), await hashPassword(PASSWORD));
    const { child, done } = run('src/server.ts', { API_HOST: '0.0.0.0', API_PORT: '0', API_DATA_DIR: dataDir }, { until: /Server listening at http:\/\/[^:]+:\d+/ });
    try {
      const { output } = await done;
      const port = /Server listening at http:\/\/[^"\s]+:(\d+)/.exec(output)?.[1];
      expect(port).toBeDefined();
      expect(output).toMatch(/Connexion du propriétaire obligatoire/);
      const base = `http://127.0.0.1:${port}`;
      const anonymous = await fetch(`${base}/api/immeubles/restau`);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: 'unauthorized', message: expect.stringMatching(/^Connexion requise : /) });
      const signIn = await fetch(`${base}/api/session`, {
        method: 'POST',
        headers: { ...WRITE_HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify({ password: PASSWORD }),
      });
      expect(signIn.status).toBe(204);
      const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
      const data = await fetch(`${base}/api/immeubles/restau`, { headers: { cookie } });
      expect(data.status).toBe(200);
      // The new base holds the demo: its 14 restaurants (areas/leisure/src/server/demo/restaurants.ts),
      // by title in SQLite's byte order, « Brasserie du Lac » first (sorted by hand).
      const { payload } = (await data.json()) as { payload: unknown[] };
      expect(payload).toHaveLength(14);
      expect(payload[0]).toEqual({ TW_TITRE: 'Brasserie du Lac', TW_TYPE: 'Brasserie', TW_VILLE: 'Aix-les-Bains', TW_TARIF: '€€' });
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
});

describe("an area's setting the area refuses", () => {
  test('RETARD_JOURS=douze: immo refuses it as the api reads its configuration, the server exits in French, nothing created', async () => {
    const { code, output } = await run('src/server.ts', { RETARD_JOURS: 'douze', API_PORT: '0', API_DATA_DIR: dataDir }).done;
    expect(code).toBe(1);
    expect(output).toContain('Démarrage impossible : RETARD_JOURS invalide : « douze » (nombre de jours de 0 à 365 attendu).');
    expect(output).not.toMatch(/Server listening/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

describe('set-password', () => {
  test('too short: refused in French, nothing written', async () => {
    const { code, output } = await run('src/cli/setPassword.ts', { API_DATA_DIR: dataDir }, { stdin: 'court\n' }).done;
    expect(code).toBe(1);
    expect(output).toMatch(/^Mot de passe non enregistré : mot de passe trop court \(5 caractères\) : 10 au moins\./m);
    expect(fs.existsSync(path.join(dataDir, PASSWORD_FILE_NAME))).toBe(false);
  });

  test('piped: the first line is hashed into owner-password, mode 0600; a second run replaces it', async () => {
    const file = path.join(dataDir, PASSWORD_FILE_NAME);
    const first = await run('src/cli/setPassword.ts', { API_DATA_DIR: dataDir }, { stdin: `${PASSWORD}\nligne ignorée\n` }).done;
    expect(first.code).toBe(0);
    expect(first.output).toMatch(/^Mot de passe enregistré/m);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const hash = readPasswordHash(file)!;
    expect(hash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);

    const second = await run('src/cli/setPassword.ts', { API_DATA_DIR: dataDir }, { stdin: 'un autre mot de passe' }).done;
    expect(second.code).toBe(0);
    expect(await verifyPassword('un autre mot de passe', readPasswordHash(file)!)).toBe(true);
    expect(await verifyPassword(PASSWORD, readPasswordHash(file)!)).toBe(false);
  });
});

test('startApiProcess({ ownerPassword }): every route but sign-in needs the session', async () => {
  const api = await startApiProcess({ ownerPassword: PASSWORD });
  try {
    expect(await api.inject('/api/immeubles/restau')).toEqual({ status: 401, body: expect.objectContaining({ error: 'unauthorized' }) });
    const signIn = await fetch(`${api.url}/api/session`, {
      method: 'POST',
      headers: { ...WRITE_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(signIn.status).toBe(204);
    const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
    const capabilities = await fetch(`${api.url}/api/capabilities`, { headers: { cookie } });
    expect(await capabilities.json()).toEqual({ payload: { write: true, signedIn: true, signInRequired: true } });
  } finally {
    await api.close();
  }
});
