/**
 * `pnpm --filter api run import --depuis <adresse> [--script index.php] [--remplacer] [--oui] [--partiel]`:
 * reads the old site, prints the preview (legacyReport.ts), asks for confirmation unless
 * --oui, then writes through the file import's job (cli/import.ts: the avant-import backup,
 * one transaction, one journal entry). A site that did not answer every read is imported only
 * once the owner accepts the partial list: at the question, or with --partiel.
 */
import fs from 'node:fs';
import readline from 'node:readline/promises';
import type { readConfig } from '../config';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../app';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { runImport } from '../import/importJob';
import { checkpoint, type ImportJobData } from '../import/importSteps';
import { prepareLegacyImport, writeLegacyImport } from './legacyImport';
import { describeLegacyReport } from './legacyReport';

export const LEGACY_USAGE =
  'Usage : pnpm --filter api run import --depuis <adresse du site> [--script index.php] [--remplacer] [--oui] [--partiel]';

export interface LegacyArgs {
  adresse: string;
  script: string;
  remplacer: boolean;
  oui: boolean;
  partiel: boolean;
}

/** The command's options, or null when they are not the --depuis form's. */
export function legacyArgs(args: string[]): LegacyArgs | null {
  const out: LegacyArgs = { adresse: '', script: 'index.php', remplacer: false, oui: false, partiel: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--depuis' || arg === '--script') {
      const value = args[++i];
      if (value === undefined) return null;
      if (arg === '--depuis') out.adresse = value;
      else out.script = value;
    } else if (arg === '--remplacer') out.remplacer = true;
    else if (arg === '--oui') out.oui = true;
    else if (arg === '--partiel') out.partiel = true;
    else return null;
  }
  return out.adresse === '' ? null : out;
}

/** The signals that stop the command (cli/import.ts): at the question, they mean « non ». */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** A yes/no question; Ctrl+C, a stop signal or the end of the input are a « non ». */
async function ask(question: string): Promise<boolean> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const abandon = new AbortController();
  const no = () => abandon.abort();
  rl.on('SIGINT', no);
  rl.on('close', no);
  for (const signal of STOP_SIGNALS) process.once(signal, no);
  try {
    const answer = await rl.question(`${question} (oui/non) `, { signal: abandon.signal });
    return /^\s*o(ui)?\s*$/i.test(answer);
  } catch {
    return false;
  } finally {
    for (const signal of STOP_SIGNALS) process.off(signal, no);
    rl.close();
  }
}

type Config = ReturnType<typeof readConfig>;

interface CommandJob extends Pick<ImportJobData, 'stop' | 'parentPid'> {
  /** The checkpoint and the avant-import backup (cli/import.ts). */
  beforeWrite: () => Promise<void>;
}

/** Runs the command; returns its exit code, messages printed. */
export async function runLegacyCommand(args: LegacyArgs, config: Config, job: CommandJob): Promise<number> {
  fs.mkdirSync(config.filesDir, { recursive: true });
  const db = openDb(config.dbFile);
  console.log(`Lecture de ${args.adresse}…`);
  let prepared;
  try {
    // The base as the import will write it (a new one, or one an older api left).
    migrate(db, undefined, undefined, config.backupsDir);
    prepared = await prepareLegacyImport(db, config.filesDir, { adresse: args.adresse, script: args.script, remplacer: args.remplacer });
  } finally {
    db.close();
  }
  // Stopped (Ctrl+C, the launcher gone) while the site was read: nothing to ask, nothing to write.
  checkpoint(job);
  console.log(describeLegacyReport(prepared.report));

  const { report } = prepared;
  if (Object.keys(report.sections).length === 0 && report.images.nouvelles === 0) {
    console.log('Rien à importer : la base a déjà tout ce que le site donne.');
    return 0;
  }
  if (report.manquantes.length > 0) {
    const accepted = args.partiel || (!args.oui && (await ask(`Le site n'a pas répondu à ${report.manquantes.length} lecture(s). Importer quand même cette liste partielle ?`)));
    if (!accepted) {
      console.error("Import abandonné : le site n'a pas tout donné, la base n'a pas été modifiée (relancez avec --partiel pour importer la liste partielle).");
      return 1;
    }
  }
  if (!args.oui && !(await ask("Confirmer l'import ?"))) {
    console.error("Import abandonné : la base n'a pas été modifiée.");
    return 1;
  }
  const { beforeWrite, ...watch } = job;
  const done = await writeLegacyImport(
    prepared,
    (bytes, mode) => runImport({ ...watch, source: { bytes }, mode, dbFile: config.dbFile, migrate: true }, { beforeWrite }),
    { filesDir: config.filesDir, maxBytes: DEFAULT_UPLOAD_MAX_BYTES, quotaBytes: config.uploadQuotaBytes },
  );
  console.log(describeLegacyReport(done));
  console.log('Import terminé ; POST /api/data/undo (ou « Annuler » dans « Mes données ») le reprend en entier.');
  return 0;
}
