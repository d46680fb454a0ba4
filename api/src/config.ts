/** Server settings from the environment (see README of the api). */
import path from 'node:path';
import { TOPOLOGY, localOrigin } from 'contract-kit/topology';
import { readGoldConfig, type GoldConfig } from './gold/goldConfig';
import { readIrlConfig, type IrlConfig } from './irl/irlConfig';
import { readQuotesConfig, type QuotesConfig } from './quotes/quotesConfig';
import { readMailConfig, type MailConfig } from './mail/mailConfig';
import { readDigestConfig, type DigestConfig } from './digest/digestConfig';
import { isLoopbackHost, parseAllowedHost } from './security/hosts';
import { PASSWORD_FILE_NAME } from './security/password';
import { parseTrustedProxies } from './security/trustedProxies';
import { readTmdbConfig, type TmdbConfig } from 'area-films/server';
import { readAreaSettings, type AreaSettings } from './areas';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  dbFile: string;
  filesDir: string;
  corsOrigins: string[];
  /** Backups folder (BACKUP_DIR, by default API_DATA_DIR/backups): another disk or a network mount. */
  backupsDir: string;
  /** How many backups to keep (BACKUP_KEEP, 14 by default). */
  backupKeep: number;
  /** Extra names the Host header may carry: TDB_ADRESSE (the public name) and API_ALLOWED_HOSTS (comma list). */
  allowedHosts: string[];
  /** Sign-in required: API_HOST is not a loopback address, or API_REQUIRE_SIGNIN=1. */
  requireSignIn: boolean;
  /** The owner's password hash (API_DATA_DIR/owner-password, written by set-password). */
  passwordFile: string;
  /** Total size of the image folders (UPLOAD_QUOTA_MB, 500 by default), in bytes. */
  uploadQuotaBytes: number;
  /** Reverse proxies believed for X-Forwarded-* (TRUST_PROXY, comma list; none by default). */
  trustedProxies: string[];
  /** Movie-database gateway: TMDB_API_KEY, TMDB_BASE_URL, TMDB_TIMEOUT_MS, TMDB_CACHE_TTL_MS. */
  tmdb: TmdbConfig;
  /** Gold price feed: GOLD_PRICE_URL, GOLD_TIMEOUT_MS. */
  gold: GoldConfig;
  /** Tide station of the tides page (TIDE_STATION, Brest by default). */
  tideStation: string;
  /** IRL series web service: IRL_URL (off by default), IRL_TIMEOUT_MS. */
  irl: IrlConfig;
  /** Holdings' quote service: QUOTES_URL (off by default), QUOTES_TIMEOUT_MS. */
  quotes: QuotesConfig;
  /** Each area's own settings (immo's RETARD_JOURS), read and checked by the area. */
  areaSettings: AreaSettings;
  /** Sending documents by e-mail: SMTP_URL (off by default), SMTP_FROM. */
  mail: MailConfig;
  /** The owner's weekly « À faire » digest: DIGEST_EMAIL (off by default), DIGEST_JOUR (lundi), PUBLIC_URL. */
  digest: DigestConfig;
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
  const host = env.API_HOST?.trim() || '127.0.0.1';
  // The server's public name (TDB_ADRESSE, also Caddy's site address), then any other names.
  const publicName = env.TDB_ADRESSE?.trim() ?? '';
  if (publicName !== '' && parseAllowedHost(publicName) === null) {
    throw new Error(`TDB_ADRESSE invalide : « ${publicName} » (un nom, par ex. tdb.maison.lan, port facultatif).`);
  }
  const extraHosts = (env.API_ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  const badHost = extraHosts.find((h) => parseAllowedHost(h) === null);
  if (badHost !== undefined) {
    throw new Error(`API_ALLOWED_HOSTS invalide : « ${badHost} » (noms ou adresses séparés par des virgules, port facultatif).`);
  }
  const allowedHosts = [...new Set([publicName, ...extraHosts].filter(Boolean))];
  const forceSignIn = (env.API_REQUIRE_SIGNIN ?? '').trim().toLowerCase();
  if (!['', '0', '1', 'false', 'true'].includes(forceSignIn)) {
    throw new Error(`API_REQUIRE_SIGNIN invalide : « ${env.API_REQUIRE_SIGNIN} » (1 ou 0 attendu).`);
  }
  const quotaMb = Number(env.UPLOAD_QUOTA_MB?.trim() || 500);
  if (!Number.isFinite(quotaMb) || quotaMb <= 0) {
    throw new Error(`UPLOAD_QUOTA_MB invalide : « ${env.UPLOAD_QUOTA_MB} » (nombre de Mo supérieur à 0 attendu).`);
  }
  const trust = parseTrustedProxies(env.TRUST_PROXY);
  if (trust.invalid !== null) {
    throw new Error(`TRUST_PROXY invalide : « ${trust.invalid} » (adresses IP ou plages CIDR du proxy inverse, séparées par des virgules).`);
  }
  const areaSettings = readAreaSettings(env);
  return {
    port,
    host,
    dataDir,
    dbFile: path.join(dataDir, 'dashboard.sqlite'),
    backupsDir: path.resolve(env.BACKUP_DIR?.trim() || path.join(dataDir, 'backups')),
    filesDir: path.join(dataDir, 'files'),
    corsOrigins,
    backupKeep,
    allowedHosts,
    requireSignIn: !isLoopbackHost(host) || forceSignIn === '1' || forceSignIn === 'true',
    passwordFile: path.join(dataDir, PASSWORD_FILE_NAME),
    uploadQuotaBytes: Math.floor(quotaMb * 1024 * 1024),
    trustedProxies: trust.proxies,
    tmdb: readTmdbConfig(env),
    gold: readGoldConfig(env),
    tideStation: env.TIDE_STATION?.trim() || 'Brest',
    irl: readIrlConfig(env),
    quotes: readQuotesConfig(env),
    areaSettings,
    mail: readMailConfig(env),
    digest: readDigestConfig(env),
  };
}
