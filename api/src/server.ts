/**
 * Entry point: reads the environment, restricts the data folder to the owner, opens and
 * migrates the database, loads the demo into a base it has just created, listens.
 */
import './timeZone';
import path from 'node:path';
import { buildApp } from './app';
import { listBackups } from './backup/backups';
import { readConfig, type ServerConfig } from './config';
import { isDatabaseEmpty, isNewBase, migrate } from './db/migrate';
import { openDb } from './db/open';
import { tightenDataFolder } from './db/ownerOnly';
import { signInLogLine, signInStartupProblem } from './security/startupCheck';
import { seedDemo } from './seed/seedDemo';
import { findTideStation } from './tides/stations';

/** Files an older version left readable by other accounts: owner-only now, and said so. */
function tightenModes(config: ServerConfig, backupsDir: string): void {
  try {
    const changed = tightenDataFolder({
      dataDir: config.dataDir,
      dbFile: config.dbFile,
      backupsDir,
      filesDir: config.filesDir,
      backupFiles: listBackups(backupsDir).map((b) => path.join(backupsDir, b.file)),
    });
    if (changed.length > 0) {
      console.log(`Droits d’accès restreints au seul propriétaire (dossiers 0700, fichiers 0600) : ${changed.join(', ')}.`);
    }
  } catch (error) {
    console.error(`Droits d’accès non restreints : ${error instanceof Error ? error.message : String(error)} (l’api continue).`);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const problem = signInStartupProblem(config);
  if (problem) throw new Error(problem);
  const { backupsDir } = config;
  tightenModes(config, backupsDir);
  const db = openDb(config.dbFile);
  const created = isNewBase(db);
  // A migration that rebuilds a table is backed up first, where the other backups go.
  const applied = migrate(db, undefined, undefined, backupsDir);
  if (applied.length > 0) console.log(`Migrations appliquées : ${applied.join(', ')}`);
  if (created) {
    const summary = seedDemo(db, config.filesDir);
    console.log(`Nouvelle base : données de démonstration chargées (${JSON.stringify(summary)}).`);
  } else if (isDatabaseEmpty(db)) {
    console.log('Base vide : elle a déjà servi, les données de démonstration ne sont pas rechargées (pnpm --filter api run demo pour les charger).');
  }

  const app = await buildApp({
    db,
    filesDir: config.filesDir,
    corsOrigins: config.corsOrigins,
    tmdb: config.tmdb,
    tideStation: config.tideStation,
    gold: config.gold,
    irl: config.irl,
    quotes: config.quotes,
    areaSettings: config.areaSettings,
    mail: config.mail,
    security: {
      boundHost: config.host,
      allowedHosts: config.allowedHosts,
      requireSession: config.requireSignIn,
      passwordFile: config.passwordFile,
      sessionDir: config.dataDir,
      uploadQuotaBytes: config.uploadQuotaBytes,
      trustedProxies: config.trustedProxies,
    },
    backups: { dir: backupsDir, keep: config.backupKeep },
    schedule: true,
    digest: config.digest,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });

  const close = async (signal: string) => {
    app.log.info(`${signal} reçu : arrêt du serveur`);
    await app.close();
    db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  app.log.info(
    config.tmdb.apiKey
      ? `Films : passerelle vers ${config.tmdb.baseUrl} (clé TMDB_API_KEY côté serveur).`
      : 'Films : catalogue hors ligne (TMDB_API_KEY absente).',
  );
  app.log.info(
    config.irl.url
      ? `Série IRL : trimestres ajoutés depuis ${config.irl.url} (au démarrage puis chaque jour).`
      : 'Série IRL : pas de service (IRL_URL absente), les trimestres s’ajoutent dans « Mes données ».',
  );
  app.log.info(
    config.mail.url
      ? `Documents : envoi par e-mail possible (SMTP_URL), expéditeur ${config.mail.from}.`
      : 'Documents : pas d’envoi par e-mail (SMTP_URL absente), téléchargement seulement.',
  );
  app.log.info(
    config.digest.email
      ? `Résumé « À faire » : chaque ${config.digest.weekday} à ${config.digest.email}${config.mail.url ? '' : ' (en attente de SMTP_URL : rien ne part sans elle)'}.`
      : 'Résumé « À faire » : pas d’envoi (DIGEST_EMAIL absente).',
  );
  app.log.info(signInLogLine(config));
  if (['0.0.0.0', '::'].includes(config.host) && config.allowedHosts.length === 0) {
    app.log.warn(`API_HOST=${config.host} : seuls localhost et 127.0.0.1 sont acceptés dans l’en-tête Host ; ajoutez le nom ou l’adresse de ce serveur à API_ALLOWED_HOSTS.`);
  }
  await app.listen({ port: config.port, host: config.host });
  // The tide stations' database takes about 2.5 s to load on its first use: loaded now, Home's
  // tides frame answers at once instead of outlasting its 5 s check on a busy machine.
  setImmediate(() => findTideStation(config.tideStation));
}

main().catch((error: unknown) => {
  console.error(`Démarrage impossible : ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
