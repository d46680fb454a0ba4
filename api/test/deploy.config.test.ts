/**
 * The server's settings as shipped in deploy/: env.example holds what a server needs and is
 * what the api, Caddy (through its systemd drop-in) and the commands read; the Caddyfile takes
 * the name and the port from it, so both are set once; docs/configuration.md has a row for
 * every variable the code reads.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnvFile } from '../src/cli/serviceBase';
import { readConfig } from '../src/config';

const REPO = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(REPO, file), 'utf8');
const example = parseEnvFile(read('deploy/env.example'));

test('env.example: sign-in required, the api on loopback behind the one-address server, the name and the port', () => {
  expect(example).toMatchObject({
    TDB_ADRESSE: 'tdb.maison.lan',
    PORT: '3000',
    API_PORT: '8080',
    API_HOST: '127.0.0.1',
    API_REQUIRE_SIGNIN: '1',
    TRUST_PROXY: '127.0.0.1',
    API_DATA_DIR: '/var/lib/tableau-de-bord/data',
    APPS_DIR: '/var/lib/tableau-de-bord/apps',
  });
  const config = readConfig(example);
  expect(config.requireSignIn).toBe(true);
  expect(config.port).toBe(8080);
  // The public name is a name the api answers to, without repeating it in API_ALLOWED_HOSTS.
  expect(config.allowedHosts).toEqual(['tdb.maison.lan']);
  expect(config.dbFile).toBe('/var/lib/tableau-de-bord/data/dashboard.sqlite');
});

test('the api unit and the caddy drop-in read the same env file, the one the commands look for', () => {
  const envFile = /^EnvironmentFile=(.+)$/m;
  expect(read('deploy/tableau-de-bord.service').match(envFile)?.[1]).toBe('/etc/tableau-de-bord/env');
  expect(read('deploy/caddy-tableau-de-bord.conf').match(envFile)?.[1]).toBe('/etc/tableau-de-bord/env');
  expect(read('deploy/caddy-tableau-de-bord.conf')).toMatch(/^\[Service\]$/m);
});

const hasCaddy = spawnSync('caddy', ['version']).status === 0;

/** Caddy's JSON for deploy/Caddyfile under `env` (no other variable of this process). */
function adapt(env: Record<string, string>): { host: string[]; dial: string; listen: string[]; handlers: string[] } {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'caddy-adapt-'));
  try {
    const result = spawnSync('caddy', ['adapt', '--config', path.join(REPO, 'deploy', 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: { PATH: process.env.PATH, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home, ...env },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    const server = JSON.parse(result.stdout).apps.http.servers.srv0;
    const route = server.routes[0];
    type Handler = { handler: string; upstreams?: { dial: string }[] };
    const handlers: Handler[] = route.handle[0].routes.flatMap((r: { handle: Handler[] }) => r.handle);
    const proxy = handlers.find((h) => h.handler === 'reverse_proxy');
    return { host: route.match[0].host, dial: proxy?.upstreams?.[0]?.dial ?? '', listen: server.listen, handlers: handlers.map((h) => h.handler) };
  } finally {
    fs.rmSync(home, { recursive: true, force: true });
  }
}

// Caddy comes with `pnpm test:e2e` (scripts/ensure-test-tools.sh); a machine without it skips this.
(hasCaddy ? test : test.skip)('the Caddyfile takes its name and its upstream port from the env file, and validates', () => {
  // The api's JSON is compressed for the phone (encode), before it is proxied.
  expect(adapt(example)).toEqual({ host: ['tdb.maison.lan'], dial: '127.0.0.1:3000', listen: [':443'], handlers: ['encode', 'reverse_proxy'] });
  // Changed once in the env file: Caddy follows, as the api does.
  expect(adapt({ ...example, TDB_ADRESSE: 'tableau.exemple.fr:8443', PORT: '3999' })).toEqual({
    host: ['tableau.exemple.fr'],
    dial: '127.0.0.1:3999',
    listen: [':8443'],
    handlers: ['encode', 'reverse_proxy'],
  });
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'caddy-validate-'));
  try {
    const result = spawnSync('caddy', ['validate', '--config', path.join(REPO, 'deploy', 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: { PATH: process.env.PATH, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home, ...example },
      encoding: 'utf8',
    });
    expect(`${result.stdout}${result.stderr}`).toContain('Valid configuration');
    expect(result.status).toBe(0);
  } finally {
    fs.rmSync(home, { recursive: true, force: true });
  }
});

/** Every `env.NAME` / `env?.NAME` / `env[NAME]`-style read in the code the server runs. */
function variablesReadByCode(): string[] {
  const roots = ['api/src', 'server-kit/src', 'areas', 'bank-files/src', 'scripts'];
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') visit(full);
      } else if (/\.(ts|tsx|mjs|cjs|js)$/.test(entry.name) && !/\.test\./.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        for (const m of text.matchAll(/\benv\??\.([A-Z][A-Z0-9_]+)\b/g)) names.add(m[1]!);
        // Helpers taking the variable's name: positiveInt(env, 'TMDB_TIMEOUT_MS', …), feedUrl('GOLD_PRICE_URL', …).
        for (const m of text.matchAll(/\(\s*(?:env,\s*)?'([A-Z][A-Z0-9_]{2,})'\s*,/g)) if (/_(MS|URL)$/.test(m[1]!)) names.add(m[1]!);
      }
    }
  };
  for (const root of roots) visit(path.join(REPO, root));
  return [...names].sort();
}

test('docs/configuration.md has one row for each variable the code reads, and each of env.example', () => {
  const doc = read('docs/configuration.md');
  const rows = new Set([...doc.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]!));
  const inCode = variablesReadByCode();
  // A floor, counted by hand from config.ts and its readers: the api alone reads 26.
  expect(inCode.length).toBeGreaterThanOrEqual(26);
  expect(inCode.filter((name) => !rows.has(name))).toEqual([]);
  expect(Object.keys(example).filter((name) => !rows.has(name))).toEqual([]);
  // One table: each variable once.
  const all = [...doc.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]!);
  expect(all.length).toBe(rows.size);
});
