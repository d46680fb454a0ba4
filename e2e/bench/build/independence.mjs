// Proof that a remote deploys alone: rebuild mfe-leisure and compare every file of every
// federated app, byte for byte (SHA-256), with what was there before.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, FED_DIR } from '../config.mjs';
import { buildFederatedApp } from './buildAll.mjs';

function hashTree(dir) {
  const out = new Map();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    out.set(path.relative(dir, file), crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
  }
  return out;
}

function compare(before, after) {
  const changed = [];
  for (const [file, hash] of before) if (after.get(file) !== hash) changed.push(file);
  for (const file of after.keys()) if (!before.has(file)) changed.push(file);
  return { files: before.size, changed };
}

/** @returns {Promise<{ rebuilt: string, seconds: number, others: Record<string, {files:number, changed:string[]}>, othersIdentical: boolean, rebuiltDeterministic: boolean }>} */
export async function provideLeisureIndependence() {
  const target = APPS.find((a) => a.name === 'leisure');
  const before = new Map(APPS.map((a) => [a.name, hashTree(path.join(FED_DIR, a.dir))]));
  const { seconds } = await buildFederatedApp(target);
  const others = {};
  let rebuiltDeterministic = false;
  for (const app of APPS) {
    const diff = compare(before.get(app.name), hashTree(path.join(FED_DIR, app.dir)));
    if (app === target) rebuiltDeterministic = diff.changed.length === 0;
    else others[app.name] = diff;
  }
  const othersIdentical = Object.values(others).every((d) => d.changed.length === 0);
  return { rebuilt: 'mfe-leisure', seconds, others, othersIdentical, rebuiltDeterministic };
}
