/**
 * The worker thread of an import (started by importJob.ts): reads and validates the document,
 * says so, waits for the order to write (the caller backs the base up meanwhile), then writes
 * it in ONE transaction on a connection of its own and answers with the report or the refusal.
 * Each reply is the last unless it is `validated`; the thread then ends.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { importDataset } from '../data/importDataset';
import { migrate } from '../db/migrate';
import { openDb, type Db } from '../db/open';
import type { Dataset } from '../data/sections';
import { ImportError } from './importError';
import { checkpoint, ImportInterrupted, readDataset, type ImportJobData, type WorkerOrder, type WorkerReply } from './importSteps';

function replyOf(error: unknown): WorkerReply {
  if (error instanceof ImportInterrupted) return { kind: 'interrupted' };
  if (error instanceof ImportError) return { kind: 'refused', message: error.message, where: error.where, code: error.code };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

function write(job: ImportJobData, dataset: Dataset, at: string): WorkerReply {
  let db: Db | undefined;
  try {
    checkpoint(job);
    db = openDb(job.dbFile);
    if (job.migrate) migrate(db);
    checkpoint(job);
    const report = importDataset(db, dataset, {
      mode: job.mode,
      dryRun: job.dryRun ?? false,
      now: () => new Date(at),
      // Throwing here rolls the transaction back: no commit once the command was stopped.
      beforeCommit: () => checkpoint(job),
    });
    return { kind: 'done', report };
  } catch (error) {
    return replyOf(error);
  } finally {
    db?.close();
  }
}

function main(job: ImportJobData): void {
  const port = parentPort;
  if (!port) return;
  const finish = (reply: WorkerReply) => {
    port.postMessage(reply);
    port.close();
  };
  let dataset: Dataset;
  try {
    checkpoint(job);
    dataset = readDataset(job.source);
    checkpoint(job);
  } catch (error) {
    return finish(replyOf(error));
  }
  port.once('message', (order: WorkerOrder) => {
    if (order.kind === 'abandon') return port.close();
    finish(write(job, dataset, order.at));
  });
  port.postMessage({ kind: 'validated' } satisfies WorkerReply);
}

if (!isMainThread) main(workerData as ImportJobData);
