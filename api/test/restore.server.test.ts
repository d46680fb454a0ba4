/**
 * The maintenance commands on a server laid out as README « Installer sur un serveur » says:
 * the service's settings in an env file (deploy/env.example, its folders moved under a
 * temporary root; TABLEAU_DE_BORD_ENV names it instead of /etc/tableau-de-bord/env), the data
 * folder owned by the service's account, and `pnpm --filter api run restore <fichier>` typed
 * from the repository, as root, with no API_DATA_DIR. The repository's own api/data must not
 * be touched. Without env file nor API_DATA_DIR, every command refuses and names that base.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createBackups, listBackups, type BackupInfo } from '../src/backup/backups';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open';
import { replaceDataset } from '../src/import/replaceDataset';
import { buildDemoDataset } from '../src/seed/demoDataset';

const API_DIR = path.resolve(__dirname, '..');
const REPO = path.resolve(API_DIR, '..');
const DEV_BASE = path.join(API_DIR, 'data', 'dashboard.sqlite');
const asRoot = process.getuid?.() === 0;
/** The service's account of this test: nobody (65534) stands for tableau-de-bord. */
const SERVICE_UID = 65534;
const SERVICE_GID = 65534;

let root: string;
let envFile: string;
let dataDir: string;
let backupDir: string;
let saved: BackupInfo;

/** What the dev base looks like (absent, or its size and time): the commands must leave it. */
const devBaseStamp = () => (fs.existsSync(DEV_BASE) ? `${fs.statSync(DEV_BASE).size}:${fs.statSync(DEV_BASE).mtimeMs}` : 'absente');

/** The environment of a shell on the server: no API_DATA_DIR, the env file named for the test. */
function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const clean = { ...process.env, ...env };
  delete clean.API_DATA_DIR;
  delete clean.BACKUP_DIR;
  return clean;
}

function chownAll(dir: string): void {
  if (!asRoot) return;
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) fs.chownSync(path.join(dir, entry), SERVICE_UID, SERVICE_GID);
  fs.chownSync(dir, SERVICE_UID, SERVICE_GID);
}

function restaurantsOf(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT title FROM restaurants ORDER BY title').pluck().all() as string[];
  } finally {
    db.close();
  }
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-serveur-'));
  fs.chmodSync(root, 0o755);
  // deploy/env.example as installed, its folders under the temporary root.
  const home = path.join(root, 'var', 'lib', 'tableau-de-bord');
  backupDir = path.join(root, 'mnt', 'sauvegardes');
  const example = fs.readFileSync(path.join(REPO, 'deploy', 'env.example'), 'utf8');
  expect(example).toMatch(/^API_DATA_DIR=\/var\/lib\/tableau-de-bord\/data$/m);
  envFile = path.join(root, 'etc', 'tableau-de-bord', 'env');
  fs.mkdirSync(path.dirname(envFile), { recursive: true, mode: 0o700 });
  fs.writeFileSync(envFile, `${example.replaceAll('/var/lib/tableau-de-bord', home)}\nBACKUP_DIR=${backupDir}\n`, { mode: 0o600 });
  dataDir = path.join(home, 'data');

  // The base as the service left it: demo data, a daily backup, everything its account's.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(path.join(root, 'var'), 0o755);
  fs.chmodSync(path.join(root, 'var', 'lib'), 0o755);
  fs.chmodSync(path.join(root, 'mnt'), 0o755);
  const db = openDb(path.join(dataDir, 'dashboard.sqlite'));
  migrate(db);
  replaceDataset(db, buildDemoDataset(new Date('2026-11-23T10:00:00Z')));
  saved = (await createBackups({ db, dir: backupDir }).create('quotidienne')) as BackupInfo;
  // Then the owner's mistake the backup will undo.
  db.prepare('DELETE FROM restaurants').run();
  db.prepare("INSERT INTO restaurants (title, type, city, price_range) VALUES ('Chez Nous', 'Bistrot', 'Nantes', '€€')").run();
  db.close();
  chownAll(home);
  chownAll(backupDir);
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

test('restore, typed from the repository as the README says, restores the service’s base, not api/data', () => {
  const devBefore = devBaseStamp();
  // The demo's 14 restaurants (demoDataset), the mistake left one of the owner's.
  expect(restaurantsOf(path.join(dataDir, 'dashboard.sqlite'))).toEqual(['Chez Nous']);

  const result = spawnSync('pnpm', ['--filter', 'api', 'run', 'restore', saved.file], {
    cwd: REPO,
    env: serverEnv({ TABLEAU_DE_BORD_ENV: envFile }),
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.stderr).not.toMatch(/refusée|interrompue|Error/);
  expect(result.status).toBe(0);
  const base = path.join(dataDir, 'dashboard.sqlite');
  expect(result.stdout).toContain(`Base restaurée depuis « ${saved.file} »`);
  expect(result.stdout).toContain(`Restauration faite dans la base du service (${envFile}) : ${base}`);
  // Never claims the running api already serves it: says how to reload it.
  expect(result.stdout).toContain('systemctl reload tableau-de-bord');
  expect(result.stdout).not.toMatch(/sert déjà/);

  // The service's base holds the backup's rows: 14 restaurants again, the mistake gone.
  const restored = restaurantsOf(base);
  expect(restored).toHaveLength(14);
  expect(restored).not.toContain('Chez Nous');
  // The base before, in the service's backups folder (BACKUP_DIR of the env file).
  const before = listBackups(backupDir).find((b) => b.file.endsWith('-avant-restauration.sqlite'));
  expect(before).toBeDefined();
  expect(result.stdout).toContain(`« ${before!.file} »`);
  expect(restaurantsOf(path.join(backupDir, before!.file))).toEqual(['Chez Nous']);

  // Modes kept: the owner's alone.
  expect(modeOf(dataDir)).toBe(0o700);
  expect(modeOf(base)).toBe(0o600);
  expect(modeOf(backupDir)).toBe(0o700);
  expect(modeOf(path.join(backupDir, before!.file))).toBe(0o600);
  // The repository's development base was not touched.
  expect(devBaseStamp()).toBe(devBefore);
});

/** The distinct owners of a folder and everything in it. */
function ownersOf(dir: string): number[] {
  const files = [dir, ...fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f))];
  return [...new Set(files.map((f) => fs.statSync(f).uid))];
}

// After the restore above (tests of a file run in order): it ran as root, as README's commands do.
(asRoot ? test : test.skip)('run as root, it worked as the data folder’s owner: no file of the service left to root', () => {
  expect(ownersOf(dataDir)).toEqual([SERVICE_UID]);
  expect(ownersOf(backupDir)).toEqual([SERVICE_UID]);
});

(asRoot ? test : test.skip)('a file the service’s account cannot read is refused in French, the base untouched', () => {
  const hidden = path.join(root, 'root-seul');
  fs.mkdirSync(hidden, { mode: 0o700 });
  fs.copyFileSync(path.join(backupDir, saved.file), path.join(hidden, 'copie.sqlite'));
  const before = fs.statSync(path.join(dataDir, 'dashboard.sqlite')).mtimeMs;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/restore.ts', path.join(hidden, 'copie.sqlite')], {
    cwd: API_DIR,
    env: serverEnv({ TABLEAU_DE_BORD_ENV: envFile }),
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    `Restauration refusée : « ${path.join(hidden, 'copie.sqlite')} » n'est pas lisible par le compte nobody (uid 65534) : copiez-le dans ${backupDir}`,
  );
  expect(fs.statSync(path.join(dataDir, 'dashboard.sqlite')).mtimeMs).toBe(before);
});

describe('without env file nor API_DATA_DIR, every maintenance command refuses and names the base it would touch', () => {
  const absent = () => path.join(root, 'pas-de-serveur', 'env');
  test.each([
    ['restore', ['src/cli/restore.ts', 'sauvegarde.sqlite'], 'Restauration refusée'],
    ['restore (list)', ['src/cli/restore.ts'], 'Restauration refusée'],
    ['demo', ['src/cli/demo.ts', '--oui'], 'Chargement refusé'],
    ['import', ['src/cli/import.ts', 'donnees.json'], 'Import refusé'],
    ['set-password', ['src/cli/setPassword.ts'], 'Mot de passe non enregistré'],
  ])('%s', (_label, args, refusal) => {
    const devBefore = devBaseStamp();
    const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
      cwd: API_DIR,
      env: serverEnv({ TABLEAU_DE_BORD_ENV: absent(), INIT_CWD: REPO }),
      input: 'motdepasse-assez-long\n',
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      `${refusal} : aucune base désignée : ${absent()} (les réglages du service, sur le serveur) est absent et API_DATA_DIR n'est pas défini. ` +
        `La commande toucherait ${DEV_BASE}, la base de développement de ce dossier, et ne l'a pas fait.`,
    );
    expect(result.stderr).toContain(`relancez avec API_DATA_DIR=${path.dirname(DEV_BASE)} devant la commande`);
    expect(devBaseStamp()).toBe(devBefore);
  });
});
