// Runs dataFigures.ts (round trip and backup) in the api's folder, as seedScaled.ts is run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../config.mjs';

export function measureDataFigures(roundTripDir, backupDir) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'e2e', 'bench', 'data', 'dataFigures.ts'), roundTripDir, backupDir], {
    cwd: path.join(ROOT, 'api'),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`aller-retour et sauvegarde : ${run.stderr}`);
  const figures = JSON.parse(run.stdout.trim().split('\n').pop());
  console.log(`  aller-retour ×10 : ${figures.roundTrip.differing} ligne(s) différente(s) sur ${figures.roundTrip.rows} ; sauvegarde ×100 : ${figures.backup.ms} ms, ${figures.backup.bytes} octets`);
  return figures;
}
