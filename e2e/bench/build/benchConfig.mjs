// The config.json of the bench copies (federated shell and monolith): the product's
// shell/public/config.json with the bench api and remote origins, and the remotes' files as the
// deploy writes them (shared-kernel/webpack/remoteFiles.cjs). The product file is not touched.
import fs from 'node:fs';
import path from 'node:path';
import { API, FED_DIR, MONO_DIR, REMOTES, ROOT } from '../config.mjs';
import { remoteFilesOf } from 'shared-kernel/remoteFiles';

/** Each built remote's files, as deploy-app.mjs writes them into the config.json in service. */
function remoteFiles() {
  const out = {};
  for (const r of REMOTES) {
    const files = remoteFilesOf(JSON.parse(fs.readFileSync(path.join(FED_DIR, r.dir, 'routes.json'), 'utf8')));
    if (files) out[r.name] = files;
  }
  return out;
}

export function writeBenchConfigs() {
  const base = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'public', 'config.json'), 'utf8'));
  const config = {
    ...base,
    apiBase: API,
    movieApiBase: `${API}/tmdb/3`,
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, `http://127.0.0.1:${r.port}/mf-manifest.json`])),
    remoteFiles: remoteFiles(),
  };
  const text = `${JSON.stringify(config, null, 2)}\n`;
  fs.writeFileSync(path.join(FED_DIR, 'shell', 'config.json'), text);
  // The monolith reads the same file; its remotes entries are simply unused.
  fs.writeFileSync(path.join(MONO_DIR, 'config.json'), text);
}
