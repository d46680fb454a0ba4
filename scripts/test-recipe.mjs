#!/usr/bin/env node
/**
 * `pnpm test:recipe`: the recipe « A page with new data » (docs/architecture.md) still holds.
 * On a scratch copy of mfe-leisure and areas/leisure (.tmp/recipe), it applies the recipe's
 * example (scripts/recipe-example.mjs), checks that it touched at most seven files in those two
 * packages (it writes nowhere else: not in the api, the shell, the kernel or the docs), then runs
 * every suite the change can break, on the copy:
 *  - typecheck and lint of both packages' touched files (the repository's ESLint config);
 *  - the area's own tests (areas/leisure/test: its routes on server-kit's in-memory host, its
 *    migrations applied after the base's history), when its package has a `test` script;
 *  - the api tests that read what an area declares, with the copy's area in place of
 *    area-leisure: API_SUITES below (its migrations after the api's, its tables);
 *  - `pnpm check:docs`: the docs need no edit for the new page;
 *  - the remote built alone and its tests (its contract test renders the new page reading its data);
 *  - the recipe's e2e test (e2e/recipe/recipe.spec.ts): the real api hosting the copy's server
 *    half, the remote's build under the shell as built.
 * Needs `pnpm build` first (the shell and the other remotes).
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
const MAX_FILES = 7;
/**
 * The api's suites that read what an area declares (a chosen list, not the api's whole suite):
 * the migrations (an area's own after the base's history) and the demo seed; the stores built
 * from the areas' tables. The leisure area's routes are its own tests' (above). The api contract
 * test (areaContracts) runs the api in a child process, outside this mapping: the e2e test checks
 * the new endpoint's reply against its schema on the real api instead.
 */
const API_SUITES = ['test/seed.test.ts', 'test/stores.areas.test.ts'];

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

// Lint: the repository's config, run from the copy so that its globs (mfe-*/**, areas/*/src/server/**) apply.
fs.copyFileSync(path.join(ROOT, 'eslint.config.mjs'), path.join(WORK, 'eslint.config.mjs'));
fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(WORK, 'node_modules'), 'dir');
run(bin('eslint'), ['--max-warnings=0', ...touched.filter((file) => /\.[cm]?[jt]sx?$/.test(file))], WORK);

// The area's own tests, if its package has some.
if (JSON.parse(fs.readFileSync(path.join(WORK, 'areas', 'leisure', 'package.json'), 'utf8')).scripts?.test) {
  run(bin('jest'), [], path.join(WORK, 'areas', 'leisure'));
}

// The api's suites, with area-leisure resolved to the copy.
const areaFile = (file) => path.join(WORK, 'areas', 'leisure', 'src', file);
const apiJestConfig = path.join(WORK, 'api.jest.config.cjs');
fs.writeFileSync(
  apiJestConfig,
  `// The api's jest config, with the recipe's copy of the leisure area in place of area-leisure.
const base = require(${JSON.stringify(path.join(ROOT, 'api', 'jest.config.cjs'))});
module.exports = {
  ...base,
  rootDir: ${JSON.stringify(path.join(ROOT, 'api'))},
  moduleNameMapper: ${JSON.stringify({
    '^area-leisure/contract$': areaFile('contract/index.ts'),
    '^area-leisure/contract/fixtures$': areaFile('contract/fixtures.ts'),
    '^area-leisure/server$': areaFile('server/index.ts'),
  })},
};
`,
);
run(bin('jest'), ['--config', apiJestConfig, ...API_SUITES], path.join(ROOT, 'api'));

run(process.execPath, [path.join(ROOT, 'scripts', 'check-route-docs.mjs')], ROOT);

run(process.execPath, [path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'], path.join(WORK, 'mfe-leisure'));
run(bin('jest'), [], path.join(WORK, 'mfe-leisure'));
run('pnpm', ['exec', 'playwright', 'test', '--config', 'recipe.config.ts'], path.join(ROOT, 'e2e'), { RECIPE_DIR: WORK });
fs.rmSync(WORK, { recursive: true, force: true });
console.log('\nRecette « Une page avec de nouvelles données » : appliquée, construite seule, testée.');
