// The config.json of the bench copies (federated shell and monolith): the product's
// shell/public/config.json with the bench api and remote origins. The product file is not touched.
import fs from 'node:fs';
import path from 'node:path';
import { API, FED_DIR, MONO_DIR, REMOTES, ROOT } from '../config.mjs';

export function writeBenchConfigs() {
  const base = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'public', 'config.json'), 'utf8'));
  const config = {
    ...base,
    apiBase: API,
    movieApiBase: `${API}/tmdb/3`,
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, `http://127.0.0.1:${r.port}/mf-manifest.json`])),
  };
  const text = `${JSON.stringify(config, null, 2)}\n`;
  fs.writeFileSync(path.join(FED_DIR, 'shell', 'config.json'), text);
  // The monolith reads the same file; its remotes entries are simply unused.
  fs.writeFileSync(path.join(MONO_DIR, 'config.json'), text);
}
