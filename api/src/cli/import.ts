/**
 * Import command: `pnpm --filter api run import <fichier.json>` (see IMPORT.md; without `run`,
 * pnpm runs its own built-in `import` command).
 * Validates the whole file, then replaces the sections it contains in ONE transaction.
 * Exits with code 1 and a French message naming the section/row/field on any refusal.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { ImportError } from '../import/importError';
import { parseDatasetText } from '../import/parseDataset';
import { replaceDataset } from '../import/replaceDataset';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function main(argv: string[]): void {
  const args = argv.filter((a) => a !== '--');
  const file = args[0];
  if (!file || args.length > 1) {
    fail('Usage : pnpm --filter api run import <fichier.json>  (format décrit dans api/IMPORT.md)');
  }
  // pnpm runs the script from the api folder: resolve relative paths from where the user typed it.
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let text: string;
  try {
    text = fs.readFileSync(resolved, 'utf8');
  } catch (error) {
    fail(`Import refusé : impossible de lire « ${resolved} » (${(error as NodeJS.ErrnoException).code ?? String(error)}).`);
  }

  const config = readConfig();
  try {
    const dataset = parseDatasetText(text);
    const db = openDb(config.dbFile);
    try {
      migrate(db);
      const summary = replaceDataset(db, dataset);
      const detail = Object.entries(summary)
        .map(([section, count]) => `${section} : ${count}`)
        .join(', ');
      console.log(`Import terminé dans ${config.dbFile} (${detail}).`);
    } finally {
      db.close();
    }
  } catch (error) {
    if (error instanceof ImportError) fail(error.message);
    fail(`Import interrompu : ${error instanceof Error ? error.message : String(error)} ; la base n'a pas été modifiée.`);
  }
}

main(process.argv.slice(2));
