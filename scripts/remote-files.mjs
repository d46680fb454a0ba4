// What config.json tells the shell of each deployed remote's files (`remoteFiles`): the files of
// its entry and of each route's page, as the remote's build lists them in its routes.json, named
// beside its manifest. The shell starts the opening page's code with config.json instead of after
// the manifest and the route table (shell/src/federation/earlyRemote.ts); the manifest stays what
// the runtime loads, so an entry missing or older than the remote only loses that head start.
import fs from 'node:fs';
import path from 'node:path';
import { TOPOLOGY } from './apps.mjs';

/** A file name of a build (no path, no query): anything else in a table is left out. */
const FILE = /^[\w\-.]+\.js$/;
const filesIn = (list) => (Array.isArray(list) ? list.filter((f) => typeof f === 'string' && FILE.test(f)) : []);

/** `{ entry, routes: [{ path, chunks }] }` from one remote's routes.json, or null when it has none. */
export function remoteFilesOf(table) {
  const entry = filesIn(table?.entry);
  if (entry.length === 0) return null;
  const routes = (Array.isArray(table.routes) ? table.routes : [])
    .filter((r) => typeof r?.path === 'string')
    .map((r) => ({ path: r.path, chunks: filesIn(r.chunks) }));
  return { entry, routes };
}

/** The files of every remote deployed under APPS_DIR (APPS_DIR/<remote>/routes.json). */
export function deployedRemoteFiles(appsDir) {
  const out = {};
  for (const name of Object.keys(TOPOLOGY.remotes)) {
    let table;
    try {
      table = JSON.parse(fs.readFileSync(path.join(appsDir, name, 'routes.json'), 'utf8'));
    } catch {
      continue; // not deployed (or no table): that remote starts from its manifest
    }
    const files = remoteFilesOf(table);
    if (files) out[name] = files;
  }
  return out;
}

/**
 * Rewrites `remoteFiles` in a config.json, the rest of the file as it was; written beside it
 * then renamed, so a page reads the old file or the new one, never half of one.
 */
export function writeRemoteFiles(configFile, remoteFiles) {
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
  const next = `${configFile}.suivant`;
  fs.writeFileSync(next, `${JSON.stringify({ ...config, remoteFiles }, null, 2)}\n`);
  fs.renameSync(next, configFile);
}
