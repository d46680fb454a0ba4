/**
 * Import command: `pnpm --filter api run import <fichier.json>` (see IMPORT.md; without `run`,
 * pnpm runs its own built-in `import` command), or `… import --depuis <adresse>` from the
 * owner's old site (legacy/legacyCommand.ts), through the same job.
 * The base is the service's on the server (serviceBase.ts), and the command runs as its owner.
 * Reads the file as strict UTF-8, validates all of it, backs the base up (avant-import), then
 * replaces the sections it contains in ONE transaction (runImport: the data api's path too).
 * Exits with code 1 and a French message naming the section/row/field on any refusal.
 *
 * Killing the command at any moment must never leave an import running that commits later:
 *  - the package script passes the pid of its launcher (pnpm: $PPID of the shell it runs the
 *    script in, read before `exec node`) in IMPORT_PARENT_PID. If our parent is already
 *    another process when we start, pnpm died before we could even load: we stop at once.
 *    (Started directly, without the variable, our parent at start is the one watched.)
 *  - when the launcher dies later, we are re-parented: the worker sees our parent change and
 *    gives up between steps or at the last moment before its commit (importSteps.checkpoint);
 *  - SIGINT, SIGTERM and SIGHUP give up the same way. The work runs in a worker thread, so
 *    this thread stays free to receive signals while the (synchronous) transaction runs.
 * A kill -9 of this process itself needs nothing: SQLite never commits half a transaction.
 */
import '../timeZone';
import fs from 'node:fs';
import path from 'node:path';
import { createBackups } from '../backup/backups';
import type { ServerConfig } from '../config';
import type { ImportReport } from '../data/importDataset';
import { openDb } from '../db/open';
import { ImportError } from '../import/importError';
import { runImport } from '../import/importJob';
import { checkpoint, ImportInterrupted } from '../import/importSteps';
import { legacyArgs, LEGACY_USAGE, runLegacyCommand } from '../legacy/legacyCommand';
import { LegacyStop } from '../legacy/legacyRead';
import { SiteAddressError } from '../legacy/legacySite';
import { describeBase, findServiceBase, type ServiceBase } from './serviceBase';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const plural = (n: number, word: string) => `${n.toLocaleString('fr-FR')} ${word}${n > 1 ? 's' : ''}`;

/** One line per section: « immos : 2 ajoutées, 1 modifiée, 0 supprimée, 9 inchangées ». */
function describeReport(report: ImportReport): string {
  return Object.entries(report.sections)
    .map(
      ([section, r]) =>
        `\n  ${section} : ${plural(r.added, 'ajoutée')}, ${plural(r.changed, 'modifiée')}, ` +
        `${plural(r.removed, 'supprimée')}, ${plural(r.unchanged, 'inchangée')}`,
    )
    .join('');
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The process whose death stops the import: the launcher the package script names, else our parent now. */
function watchedParent(): number {
  const named = process.env.IMPORT_PARENT_PID;
  if (named === undefined || named === '') return process.ppid;
  const pid = Number(named);
  if (!Number.isSafeInteger(pid) || pid <= 0) fail(`Import refusé : IMPORT_PARENT_PID invalide (« ${named.slice(0, 20)} »).`);
  return pid;
}

/** The avant-import copy of the base as it is (none for a base this command is about to create). */
async function backUp(dbFile: string, backupsDir: string, keep: number): Promise<void> {
  if (!fs.existsSync(dbFile)) return;
  const db = openDb(dbFile);
  const backups = createBackups({ db, dir: backupsDir, keep });
  try {
    const saved = await backups.create('avant-import');
    if (saved) console.log(`Base sauvegardée dans « ${saved.file} » ; écriture des données…`);
  } catch (error) {
    throw new ImportError(`Import refusé : ${messageOf(error)} La base n'a pas été modifiée.`);
  } finally {
    db.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const parentPid = watchedParent();
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const job = { stop, parentPid };
  // Our launcher died before this line ran: nothing must start.
  try {
    checkpoint(job);
  } catch (error) {
    fail(messageOf(error));
  }
  for (const signal of STOP_SIGNALS) process.on(signal, () => Atomics.store(stop, 0, 1));
  // A terminal that went away (SIGHUP) must not turn the final message into a crash.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

  const args = argv.filter((a) => a !== '--');
  const fromSite = args.includes('--depuis') ? legacyArgs(args) : null;
  if (args.includes('--depuis') && !fromSite) fail(LEGACY_USAGE);
  const file = args[0] ?? '';
  if (!fromSite && (!file || args.length > 1)) {
    fail(`Usage : pnpm --filter api run import <fichier.json>  (format décrit dans api/IMPORT.md)\n   ou : ${LEGACY_USAGE.slice(8)}`);
  }
  let base: ServiceBase;
  try {
    base = findServiceBase();
  } catch (error) {
    fail(`Import refusé : ${messageOf(error)}`);
  }
  const config: ServerConfig = base.config;
  const written = () => {
    console.log(`Écrit dans la ${describeBase(base)}`);
    console.log(base.reloadHint);
  };
  let wrote = false;
  const beforeWrite = async () => {
    wrote = true;
    checkpoint(job);
    await backUp(config.dbFile, config.backupsDir, config.backupKeep);
  };

  if (fromSite) {
    try {
      process.exitCode = await runLegacyCommand(fromSite, config, { ...job, beforeWrite });
      if (process.exitCode === 0 && wrote) written();
    } catch (error) {
      if (error instanceof LegacyStop || error instanceof SiteAddressError || error instanceof ImportInterrupted || error instanceof ImportError) console.error(error.message);
      else console.error(`Import interrompu : ${messageOf(error)} ; la base n'a pas été modifiée.`);
      process.exitCode = 1;
    }
    return;
  }

  // pnpm runs the script from the api folder: resolve relative paths from where the user typed it.
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  console.log(`Import de « ${resolved} » : lecture et vérification du fichier…`);
  try {
    const report = await runImport(
      { ...job, source: { file: resolved }, mode: 'replace', dbFile: config.dbFile, migrate: true },
      { beforeWrite },
    );
    console.log(`Import terminé dans ${config.dbFile} :${describeReport(report)}`);
    written();
  } catch (error) {
    if (error instanceof ImportInterrupted || error instanceof ImportError) console.error(error.message);
    else console.error(`Import interrompu : ${messageOf(error)} ; la base n'a pas été modifiée.`);
    process.exitCode = 1;
  }
}

void main(process.argv.slice(2));
