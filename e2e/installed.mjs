/**
 * The product as the owner installs it on his server (README « Installer sur un serveur »):
 * `pnpm serve --one-address` on the builds that deploy-app.mjs put in APPS_DIR, with a base of
 * its own (the api gives it the demo data at first start), Debian's Caddy in front with the
 * repository's deploy/Caddyfile (`tls internal`), and an NSS database trusting Caddy's root
 * for Chromium ($HOME/.pki/nssdb), the name mapped to 127.0.0.1 by the caller's browser.
 * Used by the « behind a proxy » spec (e2e/tests/behindProxy.ts) and the bench's deployed
 * measure (e2e/bench/deployed.mjs), each on ports of its own.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

/**
 * @typedef {{ app: number, api: number, https: number, http: number }} Ports
 * @typedef {{ name: string, port: number, rootCert: string }} Proxy
 */

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv, input?: string }} options
 */
function run(command, args, options) {
  const result = spawnSync(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, input: options.input, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} : ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * @template T
 * @param {string} what
 * @param {() => Promise<T | null> | T | null} probe
 * @returns {Promise<T>}
 */
async function until(what, probe, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const value = await probe();
      if (value !== null) return value;
    } catch {
      // not yet
    }
    if (Date.now() > end) throw new Error(`${what} : délai dépassé`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A request through Caddy, as the phone would send it, without the browser (no session).
 * @param {Proxy} proxy
 * @param {string} method
 * @param {string} urlPath
 * @param {Record<string, string>} [headers]
 * @param {string} [body]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
export function requestThrough(proxy, method, urlPath, headers = {}, body) {
  return new Promise((resolve, reject) => {
    const req = https.request(
      { host: '127.0.0.1', port: proxy.port, servername: proxy.name, method, path: urlPath, headers: { host: `${proxy.name}:${proxy.port}`, ...headers }, ca: fs.readFileSync(proxy.rootCert) },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** @param {import('node:child_process').ChildProcess} child */
function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve(undefined));
    child.kill('SIGTERM');
  });
}

/**
 * Deploys the builds of this repository (their dist/) into a temporary APPS_DIR, sets the
 * password, starts the server and Caddy, and waits until both answer through Caddy.
 * `root`: the repository (given by the caller: the spec's runner loads this file as CommonJS,
 * where import.meta does not exist).
 * @param {{ root: string, name: string, ports: Ports, password: string }} options
 */
export async function install({ root, name, ports, password }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tdb-serveur-'));
  const dataDir = path.join(dir, 'data');
  const appsDir = path.join(dir, 'apps');
  const browserHome = path.join(dir, 'navigateur');
  // As the README says: the builds into APPS_DIR, the password, then the service.
  /** @param {string[]} args */
  const deploy = (args) => run(process.execPath, ['scripts/deploy-app.mjs', ...args], { cwd: root, env: { APPS_DIR: appsDir } });
  deploy(['--all']);
  run(process.execPath, ['--import', 'tsx', 'src/cli/setPassword.ts'], { cwd: path.join(root, 'api'), env: { API_DATA_DIR: dataDir }, input: `${password}\n` });
  // The name and the port, set once (deploy/env.example): read by the app and by Caddy.
  const server = { TDB_ADRESSE: `${name}:${ports.https}`, PORT: String(ports.app) };
  const env = {
    ...process.env,
    ...server,
    API_PORT: String(ports.api),
    API_DATA_DIR: dataDir,
    APPS_DIR: appsDir,
    TRUST_PROXY: '127.0.0.1',
  };
  const app = spawn(process.execPath, ['scripts/serve-all.mjs', '--one-address'], { cwd: root, env, stdio: 'ignore' });

  // Caddy with the repository's site block; only the ports and its storage are the caller's.
  const caddyfile = path.join(dir, 'Caddyfile');
  fs.writeFileSync(
    caddyfile,
    `{\n\tadmin off\n\thttps_port ${ports.https}\n\thttp_port ${ports.http}\n\tskip_install_trust\n\tstorage file_system ${path.join(dir, 'caddy')}\n}\nimport ${path.join(root, 'deploy', 'Caddyfile')}\n`,
  );
  const caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, ...server },
    stdio: 'ignore',
  });
  const stop = async () => {
    await Promise.all([stopChild(caddy), stopChild(app)]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const rootCert = path.join(dir, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    await until('certificat racine de Caddy', () => (fs.existsSync(rootCert) ? rootCert : null));
    /** @type {Proxy} */
    const proxy = { name, port: ports.https, rootCert };
    await until('le tableau de bord derrière Caddy', async () => ((await requestThrough(proxy, 'GET', '/config.json')).status === 200 ? true : null));
    await until('l’api derrière Caddy', async () => ((await requestThrough(proxy, 'GET', '/api/capabilities')).status === 401 ? true : null));
    const nssdb = path.join(browserHome, '.pki', 'nssdb');
    fs.mkdirSync(nssdb, { recursive: true });
    run('certutil', ['-d', `sql:${nssdb}`, '-N', '--empty-password'], { cwd: dir });
    run('certutil', ['-d', `sql:${nssdb}`, '-A', '-t', 'C,,', '-n', 'caddy-local', '-i', rootCert], { cwd: dir });
    return {
      dir,
      appsDir,
      /** HOME of the browser: its NSS database trusts Caddy's root. */
      browserHome,
      rootCert,
      proxy,
      origin: `https://${name}:${ports.https}`,
      deploy,
      /** `systemctl reload`: SIGHUP to the server, which restarts the api alone. */
      reloadApi: () => app.kill('SIGHUP'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
