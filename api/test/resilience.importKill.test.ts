/**
 * Killing the import command, the way a user does: kill -9 of what `pnpm … run import` shows
 * (pnpm itself), kill -9 of the node process in the middle of the transaction, SIGTERM. A big
 * file (the demo data repeated, some seconds of work) makes sure the kill lands mid-import.
 * In every case the base must be exactly as before, and sound, once nothing runs any more.
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
import { databaseChecksum, expectUnchanged } from './integrity';
import { alive, childrenOf, startProcess, waitUntil, type Running } from './processes';

const API_DIR = path.resolve(__dirname, '..');
const INTERRUPTED = "Import annulé : la commande a été interrompue ; la base n'a pas été modifiée.";
const GONE_TIMEOUT_MS = 30_000;

let tmp: string;
let dataDir: string;
let bigFile: string;
const started: ChildProcess[] = [];
const dbFile = () => path.join(dataDir, 'dashboard.sqlite');

jest.setTimeout(120_000);

/** The demo data with its long sections repeated: about 160 000 rows, 15 Mo of JSON. */
function writeBigFile(file: string): void {
  const dataset = buildDemoDataset(new Date('2026-11-23T10:00:00Z'));
  const times = <T>(rows: T[] | undefined, n: number): T[] => Array.from({ length: n }, () => rows ?? []).flat();
  dataset.loyers = times(dataset.loyers, 100);
  dataset.depenses = times(dataset.depenses, 300);
  dataset.voitures = times(dataset.voitures, 100);
  fs.writeFileSync(file, JSON.stringify(dataset));
}

/** Reopens the base as the api would after a crash (migrate included), checks it, returns its checksum. */
function reopenAndCheck(): string {
  const db = openDb(dbFile());
  try {
    migrate(db);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    return databaseChecksum(db);
  } finally {
    db.close();
  }
}

function start(command: string, args: string[]): Running {
  return startProcess(command, args, { cwd: API_DIR, env: { ...process.env, API_DATA_DIR: dataDir, INIT_CWD: tmp } }, started);
}

/** `pnpm --filter api run import <big file>`, and the node process that does the work. */
async function startThroughPnpm(): Promise<Running & { node: number }> {
  const running = start('pnpm', ['--filter', 'api', 'run', 'import', bigFile]);
  const pnpm = running.child.pid as number;
  // Once this line is out, the command has recorded its parent and started reading.
  await waitUntil(() => running.output().includes('lecture et vérification du fichier'), 30_000, "début de l'import");
  // pnpm's direct child is the import itself (the script execs node): nothing between them.
  const children = childrenOf(pnpm).filter((c) => c.args.includes('src/cli/import.ts'));
  expect(children).toHaveLength(1);
  expect(children[0]?.args).toMatch(/^node --import tsx src\/cli\/import\.ts /);
  return { ...running, node: children[0]?.pid as number };
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-import-kill-'));
  dataDir = path.join(tmp, 'data');
  const db = openDb(dbFile());
  migrate(db);
  replaceDataset(db, buildDemoDataset(new Date('2026-11-23T10:00:00Z')));
  db.close();
  bigFile = path.join(tmp, 'gros-import.json');
  writeBigFile(bigFile);
});

afterAll(() => {
  for (const child of started) if (child.pid && alive(child.pid)) process.kill(child.pid, 'SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

test.each([
  ['while it reads the file', null],
  ['during the transaction', 'écriture des données'],
])('kill -9 of the pnpm command %s: the import behind it gives up, the base is unchanged', async (moment, line) => {
  const before = reopenAndCheck();
  const { child, node, output } = await startThroughPnpm();
  if (line) await waitUntil(() => output().includes(line), 60_000, 'début de la transaction');
  process.kill(child.pid as number, 'SIGKILL');

  // The work is done by the node process, re-parented now: it must end without committing.
  await waitUntil(() => !alive(node), GONE_TIMEOUT_MS, "fin du processus d'import");
  expect(output()).toContain(INTERRUPTED);
  expect(output()).not.toContain('Import terminé');
  expectUnchanged(`import tué (kill -9 de pnpm ${moment})`, { database: before, files: {} }, { database: reopenAndCheck(), files: {} });
});

test('kill -9 of the node process during the transaction: the base reopens sound and unchanged', async () => {
  const before = reopenAndCheck();
  const { child, node, output } = await startThroughPnpm();
  // The backup is written, the transaction starts now and lasts seconds with this file.
  await waitUntil(() => output().includes('écriture des données'), 60_000, 'début de la transaction');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(output()).not.toContain('Import terminé');
  process.kill(node, 'SIGKILL');

  // pnpm reports the child's death by killing itself with the same signal.
  await waitUntil(() => !alive(node) && (child.exitCode !== null || child.signalCode !== null), GONE_TIMEOUT_MS, 'fin de pnpm');
  expect(child.exitCode).not.toBe(0);
  expect(fs.existsSync(`${dbFile()}-wal`)).toBe(true); // left as the killed process had it
  expectUnchanged('import tué (kill -9 de node)', { database: before, files: {} }, { database: reopenAndCheck(), files: {} });
});

test('SIGTERM during the transaction: rolled back, the French message, exit 1', async () => {
  const before = reopenAndCheck();
  const running = start(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', bigFile]);
  const exited = new Promise<number | null>((resolve) => running.child.on('exit', (code) => resolve(code)));
  await waitUntil(() => running.output().includes('écriture des données'), 60_000, 'début de la transaction');
  running.child.kill('SIGTERM');

  expect(await exited).toBe(1);
  expect(running.output()).toContain(INTERRUPTED);
  expect(running.output()).not.toContain('Import terminé');
  expectUnchanged('import interrompu (SIGTERM)', { database: before, files: {} }, { database: reopenAndCheck(), files: {} });
});

test('left alone, the same file imports (so the cases above did interrupt real work)', async () => {
  const running = start(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', bigFile]);
  const code = await new Promise<number | null>((resolve) => running.child.on('exit', (c) => resolve(c)));
  expect(running.output()).toMatch(/Import terminé/);
  expect(code).toBe(0);
  const db = new Database(dbFile(), { readonly: true });
  try {
    expect(db.prepare('SELECT COUNT(*) FROM personal_expenses').pluck().get()).toBe(62_400);
  } finally {
    db.close();
  }
});
