/**
 * The product as the owner installs it on his server (README « Installer sur un serveur »):
 * `pnpm serve --one-address` on the builds that deploy-app.mjs put in APPS_DIR, Debian's
 * Caddy in front with the repository's deploy/Caddyfile (`tls internal`), and Chromium
 * trusting Caddy's root through an NSS database of its own, the name mapped to 127.0.0.1.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
export const NAME = 'tdb.maison.test';
/** Ports of this spec alone: the suite's servers keep theirs. */
const PORTS = { app: 3310, api: 8310, https: 8443, http: 8088 };
export const ORIGIN = `https://${NAME}:${PORTS.https}`;

export interface Installed {
  dir: string;
  appsDir: string;
  /** HOME of the browser: its NSS database trusts Caddy's root. */
  browserHome: string;
  rootCert: string;
  deploy(args: string[]): string;
  /** `systemctl reload`: SIGHUP to the server, which restarts the api alone. */
  reloadApi(): void;
  stop(): Promise<void>;
}

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {}): string {
  const result = spawnSync(command, args, { cwd: options.cwd ?? ROOT, env: { ...process.env, ...options.env }, input: options.input, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} : ${result.stderr || result.stdout}`);
  return result.stdout;
}

async function until<T>(what: string, probe: () => Promise<T | null> | T | null, ms = 60_000): Promise<T> {
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

/** A request through Caddy, as the phone would send it, without the browser (no session). */
export function throughProxy(rootCert: string, method: string, urlPath: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = https.request(
      { host: '127.0.0.1', port: PORTS.https, servername: NAME, method, path: urlPath, headers: { host: `${NAME}:${PORTS.https}`, ...headers }, ca: fs.readFileSync(rootCert) },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function install(password: string): Promise<Installed> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tdb-serveur-'));
  const dataDir = path.join(dir, 'data');
  const appsDir = path.join(dir, 'apps');
  const browserHome = path.join(dir, 'navigateur');
  // As the README says: the builds into APPS_DIR, the password, then the service.
  const deploy = (args: string[]) => run(process.execPath, ['scripts/deploy-app.mjs', ...args], { env: { APPS_DIR: appsDir } });
  deploy(['--all']);
  run(process.execPath, ['--import', 'tsx', 'src/cli/setPassword.ts'], { cwd: path.join(ROOT, 'api'), env: { API_DATA_DIR: dataDir }, input: `${password}\n` });
  // The name and the port, set once (deploy/env.example): read by the app and by Caddy.
  const server = { TDB_ADRESSE: `${NAME}:${PORTS.https}`, PORT: String(PORTS.app) };
  const env = {
    ...process.env,
    ...server,
    API_PORT: String(PORTS.api),
    API_DATA_DIR: dataDir,
    APPS_DIR: appsDir,
    TRUST_PROXY: '127.0.0.1',
  };
  const app = spawn(process.execPath, ['scripts/serve-all.mjs', '--one-address'], { cwd: ROOT, env, stdio: 'ignore' });

  // Caddy with the repository's site block; only the ports and its storage are the test's.
  const caddyfile = path.join(dir, 'Caddyfile');
  fs.writeFileSync(
    caddyfile,
    `{\n\tadmin off\n\thttps_port ${PORTS.https}\n\thttp_port ${PORTS.http}\n\tskip_install_trust\n\tstorage file_system ${path.join(dir, 'caddy')}\n}\nimport ${path.join(ROOT, 'deploy', 'Caddyfile')}\n`,
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
    await until('le tableau de bord derrière Caddy', async () => ((await throughProxy(rootCert, 'GET', '/config.json')).status === 200 ? true : null));
    await until('l’api derrière Caddy', async () => ((await throughProxy(rootCert, 'GET', '/api/capabilities')).status === 401 ? true : null));
    const nssdb = path.join(browserHome, '.pki', 'nssdb');
    fs.mkdirSync(nssdb, { recursive: true });
    run('certutil', ['-d', `sql:${nssdb}`, '-N', '--empty-password']);
    run('certutil', ['-d', `sql:${nssdb}`, '-A', '-t', 'C,,', '-n', 'caddy-local', '-i', rootCert]);
    return { dir, appsDir, browserHome, rootCert, deploy, reloadApi: () => app.kill('SIGHUP'), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A copy of a remote's build whose route table says something else (compressed copies dropped). */
export function editedBuild(dir: string, remoteDir: string, edit: (table: { routes: { tile?: { comment: string } }[] }) => void): string {
  const copy = path.join(dir, `${remoteDir}-modifie`);
  fs.cpSync(path.join(ROOT, remoteDir, 'dist'), copy, { recursive: true });
  const file = path.join(copy, 'routes.json');
  const table = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(table);
  fs.writeFileSync(file, JSON.stringify(table));
  fs.rmSync(`${file}.br`, { force: true });
  fs.rmSync(`${file}.gz`, { force: true });
  return copy;
}

export const SERVICE_UNIT = path.join(ROOT, 'deploy', 'tableau-de-bord.service');
