#!/usr/bin/env node
/**
 * `pnpm test:recipe`: the recipe « A page with new data » (docs/architecture.md) still holds.
 * On a scratch copy of mfe-leisure and areas/leisure (.tmp/recipe), it applies the recipe's
 * example (scripts/recipe-example.mjs), checks that it touched at most six files in those two
 * packages and nothing of the api, the shell or the kernel, typechecks both, builds that remote
 * alone, runs the remote's tests (its contract test renders the new page reading its data), and
 * runs the recipe's e2e test on it (e2e/recipe/recipe.spec.ts): the real api hosting the copy's
 * server half, the remote's build under the shell as built. Needs `pnpm build` first (the shell and the other remotes).
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyRecipe } from './recipe-example.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORK = path.join(ROOT, '.tmp', 'recipe');
const PACKAGES = ['areas/leisure', 'mfe-leisure'];
const MAX_FILES = 6;

function run(command, args, cwd, env = {}) {
  console.log(`\n> ${path.relative(ROOT, cwd) || '.'}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} : code ${result.status}`);
}

const skipped = (src) => /[/\\](node_modules|dist)$/.test(src);

/** Every file of a package's sources, by path relative to the repository, with its hash. */
function sourceFiles(root, pkg) {
  const out = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (skipped(full)) continue;
      if (entry.isDirectory()) walk(full);
      else out.set(path.relative(root, full), crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex'));
    }
  };
  walk(path.join(root, pkg));
  return out;
}

/**
 * The copy's node_modules: the original's entries, but `area-leisure` is the copy, so that the
 * remote's build and tests read the copy's contract.
 */
function linkModules(pkg, overrides) {
  const from = path.join(ROOT, pkg, 'node_modules');
  const to = path.join(WORK, pkg, 'node_modules');
  fs.mkdirSync(to);
  for (const name of fs.readdirSync(from)) {
    if (!(name in overrides)) fs.symlinkSync(path.join(from, name), path.join(to, name));
  }
  for (const [name, target] of Object.entries(overrides)) fs.symlinkSync(target, path.join(to, name), 'dir');
}

fs.rmSync(WORK, { recursive: true, force: true });
for (const pkg of PACKAGES) fs.cpSync(path.join(ROOT, pkg), path.join(WORK, pkg), { recursive: true, filter: (src) => !skipped(src) });
// The packages' tsconfig extends the repository's.
fs.copyFileSync(path.join(ROOT, 'tsconfig.base.json'), path.join(WORK, 'tsconfig.base.json'));
linkModules('areas/leisure', {});
linkModules('mfe-leisure', { 'area-leisure': path.join(WORK, 'areas', 'leisure') });

const before = new Map(PACKAGES.flatMap((pkg) => [...sourceFiles(WORK, pkg)]));
applyRecipe(WORK);
const after = new Map(PACKAGES.flatMap((pkg) => [...sourceFiles(WORK, pkg)]));
const touched = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);
const packages = new Set(touched.map((file) => PACKAGES.find((pkg) => file.startsWith(`${pkg}/`))));
console.log(`La recette touche ${touched.length} fichiers dans ${packages.size} paquets :\n  ${touched.join('\n  ')}`);
if (touched.length > MAX_FILES) throw new Error(`la recette touche ${touched.length} fichiers (au plus ${MAX_FILES})`);

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
for (const pkg of PACKAGES) run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'], path.join(WORK, pkg));
run(process.execPath, [path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'], path.join(WORK, 'mfe-leisure'));
run(bin('jest'), [], path.join(WORK, 'mfe-leisure'));
run('pnpm', ['exec', 'playwright', 'test', '--config', 'recipe.config.ts'], path.join(ROOT, 'e2e'), { RECIPE_DIR: WORK });
fs.rmSync(WORK, { recursive: true, force: true });
console.log('\nRecette « Une page avec de nouvelles données » : appliquée, construite seule, testée.');
