/**
 * Demo command: `pnpm --filter api run demo [--oui]` loads the demo data (every section
 * replaced, demo images added) into the service's base on the server (serviceBase.ts), as its
 * owner. The api loads it on its own only into a base it has just created; an emptied base
 * stays empty until this command.
 * On a base holding data: asks for « oui » on the terminal (without one, --oui is required),
 * backs the base up (avant-demo), then replaces the data in one transaction, recorded in the
 * journal so that « Mes données » can undo it. Any refusal: French message, exit 1, base untouched.
 */
import '../timeZone';
import readline from 'node:readline/promises';
import { createBackups, type BackupInfo } from '../backup/backups';
import { countDataRows, migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { seedDemo } from '../seed/seedDemo';
import { describeBase, findServiceBase, type ServiceBase } from './serviceBase';

const USAGE = 'Usage : pnpm --filter api run demo [--oui]  (--oui : remplacer sans poser la question)';
const CONFIRM_FLAGS = ['--oui', '--yes'];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** True when the owner typed « oui » (or « o ») at the prompt. */
async function askOnTerminal(question: string): Promise<boolean> {
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^\s*o(ui)?\s*$/i.test(await prompt.question(question));
  } finally {
    prompt.close();
  }
}

async function loadDemo(base: ServiceBase, confirmed: boolean): Promise<void> {
  const { config } = base;
  const db = openDb(config.dbFile);
  try {
    migrate(db, undefined, undefined, config.backupsDir);
    const rows = countDataRows(db);
    let saved: BackupInfo | null = null;
    if (rows > 0) {
      const held = `la base ${config.dbFile} contient ${rows.toLocaleString('fr-FR')} ligne${rows > 1 ? 's' : ''} de données`;
      if (!confirmed) {
        if (!process.stdin.isTTY) {
          fail(`Chargement refusé : ${held}. Pour les remplacer par les données de démonstration, relancez avec --oui (la base est sauvegardée avant). La base n'a pas été modifiée.`);
        }
        const yes = await askOnTerminal(`L${held.slice(1)}. Les remplacer par les données de démonstration (une sauvegarde est faite avant) ? Tapez « oui » pour confirmer : `);
        if (!yes) fail("Chargement annulé : la base n'a pas été modifiée.");
      }
      try {
        saved = await createBackups({ db, dir: config.backupsDir, keep: config.backupKeep }).create('avant-demo');
      } catch (error) {
        fail(`Chargement refusé : ${messageOf(error)} La base n'a pas été modifiée.`);
      }
    }
    const summary = seedDemo(db, config.filesDir, new Date(), { journal: rows > 0 });
    const counts = Object.entries(summary).map(([section, n]) => `${section} : ${n.toLocaleString('fr-FR')}`);
    console.log(`Données de démonstration chargées dans ${config.dbFile} (${counts.join(', ')}).`);
    if (saved) {
      console.log(
        `Les données d'avant sont sauvegardées dans « ${saved.file} » : pnpm --filter api run restore ${saved.file} pour y revenir, ou « Annuler la dernière modification » dans « Mes données ».`,
      );
    }
    console.log(`Chargées dans la ${describeBase(base)}`);
    console.log(base.reloadHint);
  } finally {
    db.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const args = argv.filter((a) => a !== '--');
  if (args.some((a) => !CONFIRM_FLAGS.includes(a))) fail(USAGE);
  let base: ServiceBase;
  try {
    base = findServiceBase();
  } catch (error) {
    fail(`Chargement refusé : ${messageOf(error)}`);
  }
  await loadDemo(base, args.length > 0);
}

main(process.argv.slice(2)).catch((error: unknown) => fail(`Chargement interrompu : ${messageOf(error)} ; la base n'a pas été modifiée.`));
