/**
 * One import, the single path of the import command and of the data api's POST /api/data:
 * read and validate the whole document, let the caller back the base up, then write it in ONE
 * transaction (importDataset: journaled, so it can be undone).
 *
 * The work runs in a worker thread with a connection of its own, so that the calling thread
 * stays free: the api keeps answering reads (the base is in WAL mode: until the commit, they
 * see the data as it was, never half of it; after it, PRAGMA data_version moves and the cached
 * reads are recomputed) and the command keeps receiving signals. A small document sent to the
 * api is imported in place instead, on the api's connection: milliseconds of work, against
 * some 0.3 s to start a thread under tsx.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { importDataset, type ImportReport } from '../data/importDataset';
import type { Db } from '../db/open';
import { migrate } from '../db/migrate';
import { ImportError } from './importError';
import { checkpoint, ImportInterrupted, readDataset, type ImportJobData, type WorkerOrder, type WorkerReply } from './importSteps';

/** Up to this size, a document sent to the api is imported in place (tens of ms at most). */
export const IN_PLACE_MAX_BYTES = 256 * 1024;

export interface ImportJob extends ImportJobData {
  /** The caller's connection to the same base: a small document from the api is imported on it. */
  db?: Db;
}

export interface ImportHooks {
  /** Once the document is valid, before any write (the backup); throwing abandons the import. */
  beforeWrite?: () => Promise<void>;
  /** The journal's clock (read when the write starts). */
  now?: () => Date;
}

const WORKER_FILE = path.join(__dirname, `importWorker${path.extname(__filename)}`);

/** The worker; under tsx, its require hook must be installed in the thread first. */
function startWorker(job: ImportJobData): Worker {
  if (!WORKER_FILE.endsWith('.ts')) return new Worker(WORKER_FILE, { workerData: job });
  const bootstrap = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(WORKER_FILE)});`;
  return new Worker(bootstrap, { eval: true, workerData: job });
}

function errorOf(reply: Exclude<WorkerReply, { kind: 'validated' } | { kind: 'done' }>): Error {
  if (reply.kind === 'refused') return new ImportError(reply.message, reply.where, reply.code);
  if (reply.kind === 'interrupted') return new ImportInterrupted();
  return new Error(reply.message);
}

function importInWorker(job: ImportJobData, hooks: ImportHooks): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(job);
    let settled = false;
    const settle = (end: () => void) => {
      if (settled) return;
      settled = true;
      end();
    };
    const order = (message: WorkerOrder) => worker.postMessage(message);
    worker.on('message', (reply: WorkerReply) => {
      if (reply.kind === 'done') return settle(() => resolve(reply.report));
      if (reply.kind !== 'validated') return settle(() => reject(errorOf(reply)));
      Promise.resolve()
        .then(() => hooks.beforeWrite?.())
        .then(
          () => order({ kind: 'write', at: (hooks.now?.() ?? new Date()).toISOString() }),
          (error: unknown) => {
            order({ kind: 'abandon' });
            settle(() => reject(error));
          },
        );
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', () => settle(() => reject(new Error("le traitement s'est arrêté sans réponse"))));
  });
}

async function importInPlace(db: Db, job: ImportJobData, hooks: ImportHooks): Promise<ImportReport> {
  checkpoint(job);
  const dataset = readDataset(job.source);
  await hooks.beforeWrite?.();
  checkpoint(job);
  if (job.migrate) migrate(db);
  return importDataset(db, dataset, {
    mode: job.mode,
    dryRun: job.dryRun ?? false,
    ...(hooks.now ? { now: hooks.now } : {}),
    beforeCommit: () => checkpoint(job),
  });
}

/**
 * Runs an import; rejects with an ImportError (a refusal, the base unchanged), an
 * ImportInterrupted, whatever beforeWrite threw, or another Error when the work failed.
 */
export function runImport(job: ImportJob, hooks: ImportHooks = {}): Promise<ImportReport> {
  const { db, ...data } = job;
  // A base in memory has no file another connection could open.
  const shared = data.dbFile !== '' && data.dbFile !== ':memory:';
  const small = 'bytes' in data.source && data.source.bytes.length <= IN_PLACE_MAX_BYTES;
  if (db && (small || !shared)) return importInPlace(db, data, hooks);
  return importInWorker(data, hooks);
}
