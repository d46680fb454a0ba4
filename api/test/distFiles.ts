/** The built front-end assets (each workspace package's dist folder but the api's), for greps. */
import fs from 'node:fs';
import path from 'node:path';

export const WORKSPACE = path.resolve(__dirname, '..', '..');

export function distFolders(): string[] {
  return fs
    .readdirSync(WORKSPACE, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'node_modules' && e.name !== 'api')
    .map((e) => path.join(WORKSPACE, e.name, 'dist'))
    .filter((d) => fs.existsSync(d) && fs.statSync(d).isDirectory());
}

export function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every built file, or an error telling to build first. */
export function builtFiles(): string[] {
  const dists = distFolders();
  if (dists.length === 0) throw new Error(`aucun dossier dist sous ${WORKSPACE} : lancez d'abord « pnpm build »`);
  return dists.flatMap(filesUnder);
}
