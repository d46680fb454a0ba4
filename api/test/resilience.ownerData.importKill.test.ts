/**
 * kill -9 of `pnpm --filter api run import <file>` at any moment of the command leaves the
 * base whole: at 0.2 s steps from launch until the command has ended by itself. pnpm may die
 * before the import process has even loaded; that process then runs on, re-parented, and
 * must give up. Once nothing runs any more, the base is exactly as it was, or — only if the
 * import had committed when pnpm was killed, or passed its last check in the instant the kill
 * took to take effect — exactly the import; never a commit after the kill.
 * The steps are a property of the test (where the kills land), not a timing requirement.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open';
import { replaceDataset } from '../src/import/replaceDataset';
import { buildDemoDataset } from '../src/seed/demoDataset';
import { databaseChecksum, expectUnchanged, recordIntegrity } from './integrity';
import { processesWhere, startProcess, waitUntil, type Running } from './processes';

const API_DIR = path.resolve(__dirname, '..');
const EXAMPLE_FILE = path.join(API_DIR, 'examples', 'import-example.json');
const STEP_MS = 200;
/** Far beyond the command's length: a bound for the loop, should the command hang. */
const MAX_STEPS = 60;

let tmp: string;
let template: string;
const started: ChildProcess[] = [];

jest.setTimeout(300_000);

/** The rows of every table, the journal's clock aside (each import writes its own time): read once nothing runs. */
function contentChecksum(file: string): string {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.exec('BEGIN');
    db.prepare("UPDATE journal SET at = ''").run();
    return databaseChecksum(db);
  } finally {
    if (db.inTransaction) db.exec('ROLLBACK');
    db.close();
  }
}

/** Whether the import is in the base (its journal entry, written in its transaction). */
function committed(file: string): boolean {
  const db = new Database(file, { fileMustExist: true });
  try {
    return (db.prepare("SELECT COUNT(*) FROM journal WHERE action = 'import'").pluck().get() as number) > 0;
  } finally {
    db.close();
  }
}

interface Launch extends Running {
  dir: string;
  dbFile: string;
  ended: () => boolean;
}

/** A folder of its own (a copy of the base, the file to import), and the command on it. */
function launch(name: string): Launch {
  const dir = path.join(tmp, name);
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.copyFileSync(template, path.join(dataDir, 'dashboard.sqlite'));
  const file = path.join(dir, 'import.json');
  fs.copyFileSync(EXAMPLE_FILE, file);
  const running = startProcess('pnpm', ['--filter', 'api', 'run', 'import', file], { cwd: API_DIR, env: { ...process.env, API_DATA_DIR: dataDir, INIT_CWD: dir } }, started);
  const { child } = running;
  return { ...running, dir, dbFile: path.join(dataDir, 'dashboard.sqlite'), ended: () => child.exitCode !== null || child.signalCode !== null };
}

/** Until no process of this launch (pnpm's shell, node) runs any more. */
const nothingRuns = (dir: string) => waitUntil(() => processesWhere((args) => args.includes(dir)).length === 0, 60_000, `fin des processus de ${dir}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-import-kill-steps-'));
  template = path.join(tmp, 'modele.sqlite');
  const db = openDb(template);
  migrate(db);
  replaceDataset(db, buildDemoDataset(new Date('2026-11-23T10:00:00Z')));
  db.close();
});

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('kill -9 of pnpm every 0.2 s from launch to the end: the base as it was, or the whole import committed before the kill', async () => {
  const before = contentChecksum(template);
  // Left alone, the command imports: the state a kill after its commit leaves.
  const whole = launch('entier');
  await waitUntil(whole.ended, 60_000, "fin de l'import");
  expect(whole.output()).toMatch(/Import terminé/);
  expect(whole.child.exitCode).toBe(0);
  const imported = contentChecksum(whole.dbFile);
  expect(imported).not.toBe(before);

  const stateOf = (sum: string) => (sum === before ? 'inchangée' : sum === imported ? 'importée' : 'autre');
  type Outcome = { at: number; base: string; claims: boolean };
  const outcomes: Outcome[] = [];
  const expected: Outcome[] = [];
  /** Kills that landed in the instant between the import's last check and its commit. */
  const inTheInstant: number[] = [];
  /** One launch killed `at` ms after it started; false when the command had ended by itself before. */
  const killAt = async (at: number): Promise<boolean> => {
    const run = launch(`kill-${at}`);
    await sleep(at);
    if (run.ended()) {
      await nothingRuns(run.dir);
      expect(run.child.exitCode).toBe(0);
      expectUnchanged(`import mené à son terme (${at} ms)`, { database: imported, files: {} }, { database: contentChecksum(run.dbFile), files: {} });
      return false;
    }
    process.kill(run.child.pid as number, 'SIGKILL');
    // Read at once: a commit seen now happened before the kill.
    const seen = committed(run.dbFile);
    await nothingRuns(run.dir);
    const base = stateOf(contentChecksum(run.dbFile));
    const says = /Import terminé/.test(run.output());
    // SIGKILL takes effect when the kernel next runs pnpm, not when kill() returns: an import
    // that passed its last check in that instant commits, and says so. The steps are 0.2 s
    // apart, so at most one kill can land there; an import that ignored its launcher's death
    // would commit after every kill from then on.
    const instant = !seen && base === 'importée' && says;
    if (instant) inTheInstant.push(at);
    const wanted = seen || instant ? 'importée' : 'inchangée';
    recordIntegrity(`kill -9 de pnpm à ${at} ms`, base !== wanted);
    // The command's output never claims an import that the base does not hold.
    const claims = says && base !== 'importée';
    outcomes.push({ at, base, claims });
    expected.push({ at, base: wanted, claims: false });
    return true;
  };
  // One launch after the other (in parallel they would slow each other down, and the command
  // with them), until one has ended by itself before its kill: the kills before it covered the
  // command to its end.
  for (let step = 0; step < MAX_STEPS; step++) if (!(await killAt(step * STEP_MS))) break;
  expect(outcomes.length).toBeGreaterThan(1);
  expect(outcomes).toEqual(expected);
  expect(inTheInstant.length).toBeLessThanOrEqual(1);
});
