/** Server settings from the environment (see README of the api). */
import path from 'node:path';
import { TOPOLOGY, localOrigin } from 'shared-kernel/topology';
import { readTmdbConfig, type TmdbConfig } from './tmdb/movieGateway';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  dbFile: string;
  filesDir: string;
  corsOrigins: string[];
  /** How many backups to keep (BACKUP_KEEP, 14 by default). */
  backupKeep: number;
  /** Movie-database gateway: TMDB_API_KEY, TMDB_BASE_URL, TMDB_TIMEOUT_MS, TMDB_CACHE_TTL_MS. */
  tmdb: TmdbConfig;
}

const API_ROOT = path.resolve(__dirname, '..');

/** The shell's and every remote's local origins, from the topology table. */
export function defaultCorsOrigins(): string[] {
  const ports = [TOPOLOGY.shell.port, ...Object.values(TOPOLOGY.remotes).map((r) => r.port)];
  return ['127.0.0.1', 'localhost'].flatMap((host) => ports.map((port) => localOrigin(port, host)));
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.API_PORT ?? TOPOLOGY.api.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`API_PORT invalide : « ${env.API_PORT} » (entier de 0 à 65535 attendu).`);
  }
  const dataDir = path.resolve(env.API_DATA_DIR?.trim() || path.join(API_ROOT, 'data'));
  const corsOrigins = env.CORS_ORIGINS?.trim()
    ? env.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)
    : defaultCorsOrigins();
  const backupKeep = Number(env.BACKUP_KEEP?.trim() || 14);
  if (!Number.isInteger(backupKeep) || backupKeep < 1) {
    throw new Error(`BACKUP_KEEP invalide : « ${env.BACKUP_KEEP} » (entier supérieur ou égal à 1 attendu).`);
  }
  return {
    port,
    host: env.API_HOST?.trim() || '127.0.0.1',
    dataDir,
    dbFile: path.join(dataDir, 'dashboard.sqlite'),
    filesDir: path.join(dataDir, 'files'),
    corsOrigins,
    backupKeep,
    tmdb: readTmdbConfig(env),
  };
}
