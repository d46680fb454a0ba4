/**
 * The base a maintenance command (restore, import, demo, set-password) works on, found the
 * same way by every one of them:
 *  - on the server, the service's: the variables of its env file (/etc/tableau-de-bord/env,
 *    the systemd unit's EnvironmentFile; TABLEAU_DE_BORD_ENV names another one), so that a
 *    command run from /opt/tableau-de-bord touches the base the api serves, not api/data;
 *  - API_DATA_DIR given on the command line wins (a container, a copy, the development base);
 *    the env file's other settings (BACKUP_DIR…) then apply only if it names the same folder;
 *  - neither: refused, in French, naming the base the command would have touched.
 * Started as root, the command then takes the account that owns the data folder before it
 * touches a file, as the service runs, so that nothing it writes is left owned by root.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readConfig, type ServerConfig } from '../config';

/** The service's env file (deploy/env.example, installed by README « Installer sur un serveur »). */
export const SERVICE_ENV_FILE = '/etc/tableau-de-bord/env';
/** The systemd unit (deploy/tableau-de-bord.service). */
export const SERVICE_UNIT = 'tableau-de-bord';

export class BaseRefused extends Error {
  override name = 'BaseRefused';
}

export interface ServiceBase {
  config: ServerConfig;
  /** The env file read, or null when API_DATA_DIR alone named the base. */
  envFile: string | null;
  /** The account the command runs as, when it left root for it (« tableau-de-bord (uid 998) »). */
  runsAs: string | null;
  /** What to run for the api to serve what the command wrote (it is never assumed). */
  reloadHint: string;
}

/** `KEY=value` lines as systemd's EnvironmentFile reads them: # and ; comments, optional quotes. */
export function parseEnvFile(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2]!;
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.length >= 2 && value.endsWith(quote)) value = value.slice(1, -1);
    vars[match[1]!] = value;
  }
  return vars;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The env file's variables; null when there is none. */
function readEnvFile(file: string): Record<string, string> | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'EACCES') {
      throw new BaseRefused(
        `${file} (les réglages du service) n'est lisible qu'en root : relancez la commande avec sudo ; elle prend ensuite le compte propriétaire des données.`,
      );
    }
    throw new BaseRefused(`${file} illisible : ${messageOf(error)}`);
  }
  return parseEnvFile(text);
}

/** A folder named on the command line: relative to where it was typed (pnpm runs from api/). */
function typedPath(value: string, env: NodeJS.ProcessEnv): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), value);
}

/** The closest existing folder at or above `dir`: whose owner a base created there will have. */
function existingAncestor(dir: string): string {
  let current = dir;
  while (!fs.existsSync(current)) {
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  return current;
}

/** The name of a uid, from /etc/passwd (for messages only). */
function userName(uid: number): string {
  try {
    const line = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.split(':')[2] === String(uid));
    if (line) return `${line.split(':')[0]} (uid ${uid})`;
  } catch {
    // no passwd file: the number alone
  }
  return `uid ${uid}`;
}

/**
 * Started as root: becomes the owner of the data folder (or of its closest existing parent),
 * groups included, before any file is touched. Returns who it became, or null (not root, or
 * the folder is root's own).
 */
function dropToDataOwner(dataDir: string): string | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const { uid, gid } = fs.statSync(existingAncestor(dataDir));
  if (uid === 0) return null;
  process.setgroups?.([gid]);
  process.setgid?.(gid);
  process.setuid?.(uid);
  return userName(uid);
}

/**
 * Finds the base (see the top of this file), then runs as its owner. `env` is the process's
 * environment; throws BaseRefused (French message) when no base is named, or a setting is invalid.
 */
export function findServiceBase(env: NodeJS.ProcessEnv = process.env): ServiceBase {
  const envFile = env.TABLEAU_DE_BORD_ENV?.trim() || SERVICE_ENV_FILE;
  const fileVars = readEnvFile(envFile);
  const typed = env.API_DATA_DIR?.trim() ? typedPath(env.API_DATA_DIR.trim(), env) : null;

  let settings: NodeJS.ProcessEnv;
  let usedFile: string | null = null;
  if (fileVars !== null) {
    const serviceDir = readConfig(fileVars).dataDir;
    if (typed === null || typed === serviceDir) {
      // The service's settings, and what the command line adds to them.
      settings = { ...fileVars, ...env, API_DATA_DIR: serviceDir };
      usedFile = envFile;
    } else {
      settings = { ...env, API_DATA_DIR: typed };
    }
  } else if (typed !== null) {
    settings = { ...env, API_DATA_DIR: typed };
  } else {
    const wouldTouch = readConfig({ ...env, API_DATA_DIR: undefined });
    throw new BaseRefused(
      `aucune base désignée : ${envFile} (les réglages du service, sur le serveur) est absent et API_DATA_DIR n'est pas défini. ` +
        `La commande toucherait ${wouldTouch.dbFile}, la base de développement de ce dossier, et ne l'a pas fait. ` +
        `Sur le serveur, installez ${envFile} (deploy/env.example) ; pour cette base-ci, relancez avec API_DATA_DIR=${wouldTouch.dataDir} devant la commande.`,
    );
  }

  let config: ServerConfig;
  try {
    config = readConfig(settings);
  } catch (error) {
    throw new BaseRefused(usedFile ? `${usedFile} : ${messageOf(error)}` : messageOf(error));
  }
  const runsAs = dropToDataOwner(config.dataDir);
  const reloadHint = usedFile
    ? `L'api en service ne relit pas forcément ce qui vient d'être écrit : pour qu'elle le serve, rechargez-la (systemctl reload ${SERVICE_UNIT}, en root).`
    : "L'api ne relit pas forcément ce qui vient d'être écrit : si elle tourne sur cette base, redémarrez-la (Ctrl+C, puis pnpm start ou pnpm serve).";
  return { config, envFile: usedFile, runsAs, reloadHint };
}

/** One line saying which base a command works on, and as whom. */
export function describeBase(base: ServiceBase): string {
  const from = base.envFile ? `base du service (${base.envFile})` : 'base désignée par API_DATA_DIR';
  return `${from} : ${base.config.dbFile}${base.runsAs ? `, sous le compte ${base.runsAs}` : ''}.`;
}
