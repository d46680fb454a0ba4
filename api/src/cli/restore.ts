/**
 * Restore command (see BACKUPS.md):
 *   pnpm --filter api run restore              lists the backups, newest first;
 *   pnpm --filter api run restore <fichier>    puts a backup back as the live base.
 * The base is the service's on the server (serviceBase.ts), and the command runs as its owner.
 * <fichier> is a name from the backups folder or a path (relative to where it was typed).
 * The file is checked read-only first; the live base is backed up (avant-restauration), then
 * overwritten with SQLite's backup API in one step, which is safe while the api runs. What the
 * api keeps in memory is not assumed to follow: the command says how to reload it. Any
 * refusal: French message, exit 1, base untouched.
 */
import '../timeZone';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createBackups, listBackups, type BackupInfo } from '../backup/backups';
import { parseBackupName } from '../backup/backupName';
import { checkAppDatabase, NotAnAppDatabase } from '../backup/checkAppDatabase';
import { copyDatabase } from '../backup/copyDatabase';
import { formatBytes, formatDateTime } from '../backup/frenchFormat';
import type { ServerConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb, type Db } from '../db/open';
import { ownerOnlyDir, ownerOnlyFile } from '../db/ownerOnly';
import { describeBase, findServiceBase, type ServiceBase } from './serviceBase';

const USAGE = 'Usage : pnpm --filter api run restore [fichier de sauvegarde]  (sans argument : liste des sauvegardes)';

/** Data tables and how the summary names their rows. */
const TABLE_LABELS: [table: string, label: string][] = [
  ['properties', 'biens'],
  ['rent_payments', 'loyers'],
  ['loans', 'emprunts'],
  ['property_taxes', 'taxes foncières'],
  ['car_expenses', 'dépenses voiture'],
  ['personal_expenses', 'dépenses'],
  ['placements', 'placements'],
  ['bricks', 'bricks'],
  ['energy_readings', 'relevés d’énergie'],
  ['restaurants', 'restaurants'],
  ['recipes', 'recettes'],
];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function printList(dir: string, backups: BackupInfo[]): void {
  if (backups.length === 0) {
    console.log(`Aucune sauvegarde dans ${dir}.`);
    return;
  }
  const sizes = backups.map((b) => formatBytes(b.bytes));
  const width = Math.max(...sizes.map((s) => s.length));
  console.log(`Sauvegardes dans ${dir} (la plus récente d'abord) :`);
  backups.forEach((b, i) => console.log(`  ${formatDateTime(b.date)}  ${(sizes[i] ?? '').padStart(width)}  ${b.file}`));
  console.log('Pour en restaurer une : pnpm --filter api run restore <nom du fichier>');
}

/** A bare name found in the backups folder, else a path from where the command was typed. */
function resolveSource(arg: string, dir: string): string {
  if (path.basename(arg) === arg && fs.existsSync(path.join(dir, arg))) return path.join(dir, arg);
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
}

/** There, but this account may not read it (or reach it): another one's folder. */
function unreadable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.R_OK);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EACCES';
  }
}

function sameFile(a: string, b: string): boolean {
  try {
    return fs.realpathSync(a) === fs.realpathSync(b);
  } catch {
    return false;
  }
}

function rowSummary(db: Db): string {
  return TABLE_LABELS.map(([table, label]) => {
    const n = db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
    return `${n.toLocaleString('fr-FR')} ${label}`;
  }).join(', ');
}

/** Backs up the live base, if there is one. The restored file is opened already, so pruning cannot take it away. */
async function backUpLiveBase(config: ServerConfig, dir: string, sourceInFolder: boolean): Promise<BackupInfo | null> {
  if (!fs.existsSync(config.dbFile)) return null;
  const live = openDb(config.dbFile);
  try {
    // One more than usual when restoring from the folder: this backup must not push out the one
    // being restored, should it be the oldest avant-restauration copy kept.
    const keep = config.backupKeep + (sourceInFolder ? 1 : 0);
    return await createBackups({ db: live, dir, keep }).create('avant-restauration');
  } finally {
    live.close();
  }
}

async function restore(base: ServiceBase, dir: string, arg: string): Promise<void> {
  const { config } = base;
  const source = resolveSource(arg, dir);
  if (sameFile(source, config.dbFile)) {
    fail(`Restauration refusée : « ${source} » est la base en service elle-même.`);
  }
  if (unreadable(source)) {
    // Run as root, the command works as the data folder's owner, who may not read elsewhere.
    fail(
      `Restauration refusée : « ${source} » n'est pas lisible par le compte ${base.runsAs ?? 'qui lance la commande'} : copiez-le dans ${dir} et donnez-le à ce compte (chown), puis relancez.`,
    );
  }
  try {
    checkAppDatabase(source);
  } catch (error) {
    fail(error instanceof NotAnAppDatabase ? error.message : `Restauration refusée : ${messageOf(error)}`);
  }

  const backupDb = new Database(source, { readonly: true, fileMustExist: true });
  try {
    let safety: BackupInfo | null;
    try {
      safety = await backUpLiveBase(config, dir, path.dirname(source) === path.resolve(dir));
    } catch (error) {
      fail(`Restauration refusée : ${messageOf(error)} La base n'a pas été modifiée.`);
    }
    // A base restored where there was none is created owner-only, like any other.
    ownerOnlyDir(path.dirname(config.dbFile));
    ownerOnlyFile(config.dbFile);
    try {
      // One step: the live base switches from its old content to the backup's in one commit.
      await copyDatabase(backupDb, config.dbFile);
    } catch (error) {
      fail(`Restauration interrompue : ${messageOf(error)} ; la base n'a pas été modifiée.`);
    }

    const live = openDb(config.dbFile);
    try {
      const applied = migrate(live, undefined, undefined, config.backupsDir);
      const parsed = parseBackupName(path.basename(source));
      const when = parsed ? ` (sauvegarde du ${formatDateTime(new Date(parsed.time).toISOString())})` : '';
      console.log(`Base restaurée depuis « ${path.basename(source)} »${when} dans ${config.dbFile} :`);
      console.log(`  ${rowSummary(live)}.`);
      if (applied.length > 0) console.log(`Migrations appliquées ensuite : ${applied.join(', ')}.`);
      if (safety) {
        console.log(
          `La base d'avant est sauvegardée dans « ${safety.file} » (pnpm --filter api run restore ${safety.file} pour y revenir).`,
        );
      }
      console.log(`Restauration faite dans la ${describeBase(base)}`);
      console.log(base.reloadHint);
    } finally {
      live.close();
    }
  } finally {
    backupDb.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const args = argv.filter((a) => a !== '--');
  if (args.length > 1) fail(USAGE);
  let base: ServiceBase;
  try {
    base = findServiceBase();
  } catch (error) {
    fail(`Restauration refusée : ${messageOf(error)}`);
  }
  const dir = base.config.backupsDir;
  const [arg] = args;
  if (arg === undefined) {
    // Listing needs no database connection: the folder is enough.
    printList(dir, listBackups(dir));
    return;
  }
  await restore(base, dir, arg);
}

main(process.argv.slice(2)).catch((error: unknown) => fail(`Restauration interrompue : ${messageOf(error)}`));
