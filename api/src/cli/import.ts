/**
 * Import command: `pnpm --filter api run import <fichier.json>` (see IMPORT.md; without `run`,
 * pnpm runs its own built-in `import` command).
 * Reads the file as strict UTF-8, validates all of it, backs the base up (avant-import), then
 * replaces the sections it contains in ONE transaction. Exits with code 1 and a French
 * message naming the section/row/field on any refusal.
 *
 * Killing the command must never leave an import running that commits later:
 *  - the package script `exec`s node, so pnpm's child is this very process;
 *  - the parent's pid is recorded at start: if it changes, the parent was killed and this
 *    process re-parented, and the import gives up before opening the transaction or at the
 *    last moment before its commit;
 *  - SIGINT, SIGTERM and SIGHUP give up the same way. The work runs in a worker thread, so
 *    this thread stays free to receive signals while the (synchronous) transaction runs; the
 *    worker checks a shared flag just before committing, and throwing there rolls back.
 * A kill -9 of this process itself needs nothing: SQLite never commits half a transaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createBackups, type Backups } from '../backup/backups';
import { readConfig } from '../config';
import { importDataset, type ImportReport } from '../data/importDataset';
import { migrate } from '../db/migrate';
import { openDb, type Db } from '../db/open';
import { ImportError } from '../import/importError';
import { parseDatasetText } from '../import/parseDataset';
import { decodeUtf8Text } from '../import/utf8Text';

/** Whoever started us; as early as this module can record it. */
const parentAtStart = process.ppid;

const INTERRUPTED = "Import annulé : la commande a été interrompue ; la base n'a pas été modifiée.";
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

interface Job {
  file: string;
  dbFile: string;
  backupsDir: string;
  keep: number;
  parentPid: number;
  /** [0] = 1 once a stop signal arrived (shared with the main thread). */
  stop: Int32Array;
}

type Outcome =
  | { kind: 'progress'; message: string }
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'interrupted' };

class Interrupted extends Error {}

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

/** The worker: everything that reads the file or touches the base. */
async function runImport(job: Job, post: (outcome: Outcome) => void): Promise<void> {
  const checkpoint = () => {
    if (Atomics.load(job.stop, 0) === 1 || process.ppid !== job.parentPid) throw new Interrupted();
  };
  let db: Db | undefined;
  let backups: Backups | undefined;
  try {
    checkpoint();
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(job.file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? messageOf(error);
      throw new ImportError(`Import refusé : impossible de lire « ${job.file} » (${code}).`);
    }
    const dataset = parseDatasetText(decodeUtf8Text(bytes));
    checkpoint();

    const fresh = !fs.existsSync(job.dbFile);
    db = openDb(job.dbFile);
    backups = createBackups({ db, dir: job.backupsDir, keep: job.keep });
    let saved: Awaited<ReturnType<Backups['create']>> = null;
    try {
      // A base this command just created holds nothing worth a copy.
      if (!fresh) saved = await backups.create('avant-import');
    } catch (error) {
      throw new ImportError(`Import refusé : ${messageOf(error)} La base n'a pas été modifiée.`);
    }
    if (saved) post({ kind: 'progress', message: `Base sauvegardée dans « ${saved.file} » ; écriture des données…` });
    checkpoint();
    migrate(db);
    checkpoint();
    const report = importDataset(db, dataset, { mode: 'replace', beforeCommit: checkpoint });
    post({ kind: 'done', message: `Import terminé dans ${job.dbFile} :${describeReport(report)}` });
  } catch (error) {
    if (error instanceof Interrupted) post({ kind: 'interrupted' });
    else if (error instanceof ImportError) post({ kind: 'refused', message: error.message });
    else post({ kind: 'refused', message: `Import interrompu : ${messageOf(error)} ; la base n'a pas été modifiée.` });
  } finally {
    backups?.close();
    db?.close();
  }
}

/** A worker running this same file; under tsx its require hook must be installed in the worker first. */
function startWorker(job: Job): Worker {
  if (!__filename.endsWith('.ts')) return new Worker(__filename, { workerData: job });
  const bootstrap = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(__filename)});`;
  return new Worker(bootstrap, { eval: true, workerData: job });
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function main(argv: string[]): void {
  const args = argv.filter((a) => a !== '--');
  const file = args[0];
  if (!file || args.length > 1) {
    fail('Usage : pnpm --filter api run import <fichier.json>  (format décrit dans api/IMPORT.md)');
  }
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig();
  } catch (error) {
    fail(`Import refusé : ${messageOf(error)}`);
  }

  const stop = new Int32Array(new SharedArrayBuffer(4));
  for (const signal of STOP_SIGNALS) process.on(signal, () => Atomics.store(stop, 0, 1));
  // A terminal that went away (SIGHUP) must not turn the final message into a crash.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

  // pnpm runs the script from the api folder: resolve relative paths from where the user typed it.
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file ?? '');
  console.log(`Import de « ${resolved} » : lecture et vérification du fichier…`);
  const job: Job = {
    file: resolved,
    dbFile: config.dbFile,
    backupsDir: path.join(config.dataDir, 'backups'),
    keep: config.backupKeep,
    parentPid: parentAtStart,
    stop,
  };
  let finished = false;
  const worker = startWorker(job);
  worker.on('message', (outcome: Outcome) => {
    if (outcome.kind === 'progress') return console.log(outcome.message);
    finished = true;
    if (outcome.kind === 'done') return console.log(outcome.message);
    console.error(outcome.kind === 'interrupted' ? INTERRUPTED : outcome.message);
    process.exitCode = 1;
  });
  worker.on('error', (error) => {
    finished = true;
    console.error(`Import interrompu : ${messageOf(error)} ; la base n'a pas été modifiée.`);
    process.exitCode = 1;
  });
  worker.on('exit', () => {
    if (!finished) {
      console.error("Import interrompu : le traitement s'est arrêté sans réponse ; la base n'a pas été modifiée.");
      process.exitCode = 1;
    }
  });
}

if (isMainThread) {
  main(process.argv.slice(2));
} else {
  void runImport(workerData as Job, (outcome) => parentPort?.postMessage(outcome));
}
