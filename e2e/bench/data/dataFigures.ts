/**
 * Bench-only figures of the owner's data, on the scaled databases the bench seeded:
 * - round trip: export, import into an empty base, export again; rows that differ (goal 0);
 * - backup: time and size of one online backup.
 * Usage (from api/): node --import tsx ../e2e/bench/data/dataFigures.ts <roundTripDataDir> <backupDataDir>
 * Prints one JSON line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBackups, exportDataset, importDataset, migrate, openDb, parseDataset } from 'api/seed';

/** Rows present in one export and not the other, compared as JSON, section by section. */
function rowsDiffering(a: Record<string, unknown[]>, b: Record<string, unknown[]>): number {
  let differing = 0;
  for (const section of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const left = (a[section] ?? []).map((r) => JSON.stringify(r));
    const right = (b[section] ?? []).map((r) => JSON.stringify(r));
    const n = Math.max(left.length, right.length);
    for (let i = 0; i < n; i++) if (left[i] !== right[i]) differing++;
  }
  return differing;
}

function roundTrip(dataDir: string) {
  const source = openDb(path.join(dataDir, 'dashboard.sqlite'));
  const first = exportDataset(source);
  source.close();
  const text = JSON.stringify(first, null, 2);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aller-retour-'));
  try {
    const target = openDb(path.join(dir, 'dashboard.sqlite'));
    migrate(target);
    importDataset(target, parseDataset(JSON.parse(text)), { mode: 'replace', journal: false });
    const second = exportDataset(target);
    target.close();
    const rows = Object.values(first).reduce((n, rows) => n + rows.length, 0);
    return { rows, bytes: Buffer.byteLength(text), differing: rowsDiffering(first, second) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function backup(dataDir: string) {
  const file = path.join(dataDir, 'dashboard.sqlite');
  const db = openDb(file);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sauvegarde-'));
  try {
    const backups = createBackups({ db, dir });
    const started = performance.now();
    const info = await backups.create('mesure');
    const ms = performance.now() - started;
    return { ms: Math.round(ms), bytes: info?.bytes ?? 0, baseBytes: fs.statSync(file).size };
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main([roundTripDir, backupDir]: string[]): Promise<void> {
  if (!roundTripDir || !backupDir) throw new Error('usage : dataFigures.ts <dossier aller-retour> <dossier sauvegarde>');
  console.log(JSON.stringify({ roundTrip: roundTrip(roundTripDir), backup: await backup(backupDir) }));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
