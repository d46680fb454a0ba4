// The deploy's side of `remoteFiles` in config.json (shared-kernel/webpack/remoteFiles.cjs): the
// files of every remote in service, written into a config.json. The shell starts the opening
// page's code with config.json instead of after the manifest and the route table; the manifest
// stays what the runtime loads, so an entry missing or older than the remote only loses that head start.
import fs from 'node:fs';
import path from 'node:path';
import { TOPOLOGY, kernelRequire } from './apps.mjs';

const { remoteFilesOf } = kernelRequire('shared-kernel/remoteFiles');

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
