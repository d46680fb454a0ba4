/**
 * The steps of one import that both sides of importJob.ts share: what a job is, reading and
 * validating its document, and the checkpoint that gives up when the command was stopped.
 */
import fs from 'node:fs';
import type { ImportMode, ImportReport } from '../data/importDataset';
import type { Dataset } from '../data/sections';
import { ImportError, type ImportErrorWhere } from './importError';
import { parseDatasetText } from './parseDataset';
import { decodeUtf8Text } from './utf8Text';

/** What a worker thread receives (structured-cloned: no connection, no function). */
export interface ImportJobData {
  /** The document: a file to read (the command) or the bytes of a request body (the data api). */
  source: { file: string } | { bytes: Uint8Array };
  mode: ImportMode;
  dryRun?: boolean;
  /** The base's file; a worker opens its own connection to it. */
  dbFile: string;
  /** Bring the base's schema up to date before writing (the command may be the first to open it). */
  migrate?: boolean;
  /** [0] = 1 once the command was asked to stop (a SharedArrayBuffer, seen by the worker too). */
  stop?: Int32Array;
  /** The process that must still be our parent: when it dies we are re-parented, and give up. */
  parentPid?: number;
}

/** From the worker to its caller; each reply is the last one but `validated`. */
export type WorkerReply =
  | { kind: 'validated' }
  | { kind: 'done'; report: ImportReport }
  | { kind: 'refused'; message: string; where: ImportErrorWhere; code: ImportError['code'] }
  | { kind: 'interrupted' }
  | { kind: 'failed'; message: string };

/** From the caller to the worker once it validated; `at` is the journal's clock, read when the order is given. */
export type WorkerOrder = { kind: 'write'; at: string } | { kind: 'abandon' };

/** The command was stopped (signal) or its launcher killed: nothing was, or will be, written. */
export class ImportInterrupted extends Error {
  override name = 'ImportInterrupted';
  constructor() {
    super("Import annulé : la commande a été interrompue ; la base n'a pas été modifiée.");
  }
}

/** Throws ImportInterrupted when the job must stop; called between steps and just before the commit. */
export function checkpoint(job: Pick<ImportJobData, 'stop' | 'parentPid'>): void {
  const stopped = job.stop !== undefined && Atomics.load(job.stop, 0) === 1;
  if (stopped || (job.parentPid !== undefined && process.ppid !== job.parentPid)) throw new ImportInterrupted();
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads the document as strict UTF-8 and validates all of it; an ImportError names the first fault. */
export function readDataset(source: ImportJobData['source']): Dataset {
  let bytes: Uint8Array;
  if ('bytes' in source) {
    bytes = source.bytes;
  } else {
    try {
      bytes = fs.readFileSync(source.file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? messageOf(error);
      throw new ImportError(`Import refusé : impossible de lire « ${source.file} » (${code}).`);
    }
  }
  return parseDatasetText(decodeUtf8Text(bytes));
}
