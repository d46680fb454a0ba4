/**
 * The demo data goes only into a base the api has just created, or through the demo command,
 * which asks before replacing the owner's data and backs it up first. An emptied base stays
 * empty across restarts. The server and the command run as real processes.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { listBackups } from '../src/backup/backups';
import { countDataRows, migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open';
import { SECTION_NAMES } from '../src/data/sections';
import { replaceDataset } from '../src/import/replaceDataset';
import { buildDemoDataset } from '../src/seed/demoDataset';
import { startApiProcess, type ApiProcess } from '../src/testing/apiProcess';
import { WRITE_HEADERS } from './helpers';

// Each test starts node with tsx at least once: slow on a busy machine.
jest.setTimeout(120_000);

const API_DIR = path.resolve(__dirname, '..');
const DEMO = buildDemoDataset(new Date('2026-11-23T10:00:00Z'));
const DEMO_ROWS = /données de démonstration chargées/;

let dataDir: string;
const dbFile = () => path.join(dataDir, 'dashboard.sqlite');
const backupsDir = () => path.join(dataDir, 'backups');

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-demo-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Rows of every section, as the api exports them. */
async function rowsServed(api: ApiProcess): Promise<number> {
  const { status, body } = await api.inject('/api/data');
  expect(status).toBe(200);
  return Object.values((body as { payload: Record<string, unknown[]> }).payload).reduce((sum, rows) => sum + rows.length, 0);
}

function rowsStored(): number {
  const db = new Database(dbFile(), { readonly: true });
  try {
    return countDataRows(db);
  } finally {
    db.close();
  }
}

/** A base of the owner's holding one restaurant; emptied afterwards when asked. */
function ownerBase({ emptied = false } = {}): void {
  const db = openDb(dbFile());
  try {
    migrate(db);
    replaceDataset(db, { restaurants: DEMO.restaurants!.slice(0, 1) });
    if (emptied) replaceDataset(db, { restaurants: [] });
  } finally {
    db.close();
  }
}

/** The demo command, stdin a pipe (no terminal). */
function runDemo(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/demo.ts', ...args], {
    cwd: API_DIR,
    env: { ...process.env, API_DATA_DIR: dataDir },
    input: '',
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the server', () => {
  test('fills a new base with the demo; emptied by the owner, it stays empty after a restart', async () => {
    const first = await startApiProcess({ dataDir });
    try {
      expect(first.startupOutput).toMatch(/Nouvelle base : données de démonstration chargées/);
      expect(await rowsServed(first)).toBeGreaterThan(1000);
      const emptied = await fetch(`${first.url}/api/data?mode=replace`, {
        method: 'POST',
        headers: { ...WRITE_HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify(Object.fromEntries(SECTION_NAMES.map((section) => [section, []]))),
      });
      expect(emptied.status).toBe(200);
      expect(await rowsServed(first)).toBe(0);
    } finally {
      await first.close();
    }

    const second = await startApiProcess({ dataDir });
    try {
      expect(await rowsServed(second)).toBe(0);
      expect(second.startupOutput).not.toMatch(DEMO_ROWS);
      expect(second.startupOutput).toMatch(
        /Base vide : elle a déjà servi, les données de démonstration ne sont pas rechargées \(pnpm --filter api run demo pour les charger\)\./,
      );
      // A base this version created is owner-only already: nothing to say about modes.
      expect(second.startupOutput).not.toMatch(/Droits d’accès/);
    } finally {
      await second.close();
    }
    expect(rowsStored()).toBe(0);
  });
});

describe('pnpm --filter api run demo', () => {
  test('on a base holding data, without a terminal nor --oui: refused in French, nothing changed', () => {
    ownerBase();
    const result = runDemo();
    expect(result.status).toBe(1);
    // The refusal names the base it would have replaced.
    expect(result.stderr).toContain(`Chargement refusé : la base ${path.join(dataDir, 'dashboard.sqlite')} contient 1 ligne de données. Pour les remplacer`);
    expect(result.stderr).toMatch(/relancez avec --oui .* La base n'a pas été modifiée\.$/m);
    expect(rowsStored()).toBe(1);
    expect(listBackups(backupsDir())).toEqual([]);
  });

  test('with --oui: backs the base up (avant-demo), then replaces it with the demo, undoably', () => {
    ownerBase();
    const result = runDemo('--oui');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Données de démonstration chargées dans .*dashboard\.sqlite \(immos : \d+, .*images : \d+\)\.$/m);
    expect(result.stdout).toMatch(/pnpm --filter api run restore dashboard-.*-avant-demo\.sqlite/);
    expect(rowsStored()).toBeGreaterThan(1000);

    const backups = listBackups(backupsDir());
    expect(backups.map((b) => b.kind)).toEqual(['avant-demo']);
    const copy = new Database(path.join(backupsDir(), backups[0]!.file), { readonly: true });
    try {
      expect(countDataRows(copy)).toBe(1);
    } finally {
      copy.close();
    }
    const db = new Database(dbFile(), { readonly: true });
    try {
      expect(db.prepare("SELECT action FROM journal WHERE undone_at IS NULL").pluck().all()).toEqual(['import']);
    } finally {
      db.close();
    }
  });

  test('on an emptied base: no question, no backup, the demo is back', () => {
    ownerBase({ emptied: true });
    const result = runDemo();
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Données de démonstration chargées/m);
    expect(rowsStored()).toBeGreaterThan(1000);
    expect(listBackups(backupsDir())).toEqual([]);
  });

  test('an unknown argument: the usage, nothing changed', () => {
    ownerBase();
    const result = runDemo('--force');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Usage : pnpm --filter api run demo \[--oui\]/m);
    expect(rowsStored()).toBe(1);
  });
});
