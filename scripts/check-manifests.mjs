#!/usr/bin/env node
// After the build: each remote's dist/mf-manifest.json names the remote and exposes exactly
// ./remote (the one module the shell loads), and the shell exposes nothing; each remote's
// published dist/routes.json names the files of its entry (remoteEntry.js, then its exposed
// module's) and, for every row, the files of its page's code, all present; the shell's index.html
// names its own files of the shared modules it serves apart (shared-files), all present;
// the shell's index.html holds the preloads of its start's files (StartupPreloadPlugin, in a
// template the head script adds), all present, and
// starts main.js from its data-start preload (no script runs before the first paint), which
// with the libraries split from it carries one build of the federation runtime core, not its
// CommonJS and ES builds side by side;
// a remote's files (from their source maps) carry no bundler runtime of their own (the shell's
// serves, shared-kernel/webpack/bundlerRuntime/), no zod (their `zod/mini` is the kernel's
// builders, zodFromKernel.js) and no module of theirs twice (their own copies of what the shell
// provides aside: those load only when the shell's do not fit); the shell's files carry no
// classic zod, only zod/mini (classic would ship the whole library on Home), and its start's files
// no editing piece nor table of the kernel (they come with shared-kernel/edit, on the pages that use them).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What is wrong with a remote's published table, or null. */
function routeTableProblem(dist) {
  const table = JSON.parse(fs.readFileSync(path.join(dist, 'routes.json'), 'utf8'));
  if (!Array.isArray(table.entry) || table.entry[0] !== 'remoteEntry.js' || table.entry.length < 2) {
    return `routes.json : fichiers de l'entrée absents (${JSON.stringify(table.entry)})`;
  }
  const absent = table.entry.find((file) => !fs.existsSync(path.join(dist, file)));
  if (absent) return `routes.json : l'entrée nomme ${absent}, absent du build`;
  for (const row of table.routes) {
    if (!Array.isArray(row.chunks) || row.chunks.length === 0) return `routes.json : aucun fichier de code pour ${row.path}`;
    const missing = row.chunks.find((file) => !fs.existsSync(path.join(dist, file)));
    if (missing) return `routes.json : ${row.path} nomme ${missing}, absent du build`;
  }
  return remoteCopiesProblem(dist);
}

/** Files of a remote's own copies of what the shell provides: fetched only when the shell's do not fit. */
function fallbackFiles(dist) {
  const provided = new Set(JSON.parse(fs.readFileSync(path.join(root, 'shell', 'dist', 'mf-manifest.json'), 'utf8')).shared.map((s) => s.name));
  const { shared } = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  return new Set(shared.filter((s) => provided.has(s.name)).flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
}

/** A remote's own bundler runtime, or a module of its sources in two of its files (source maps), or null. */
function remoteCopiesProblem(dist) {
  const seen = new Map();
  const fallbacks = fallbackFiles(dist);
  for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('.js.map') && !fallbacks.has(f.replace(/\.map$/, '')))) {
    const { sources } = JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8'));
    for (const source of new Set(sources)) {
      if (/webpack-bundler-runtime\/dist\/(?!initContainerEntry)/.test(source)) return `${file.replace(/\.map$/, '')} : copie du runtime de la fédération (${source.split('/dist/')[1]})`;
      if (ZOD.test(source)) return `${file.replace(/\.map$/, '')} : copie de zod (${source.split('node_modules/zod/')[1]}) au lieu des constructeurs du noyau`;
      // webpack's own runtime modules are per file by design; the rest is code.
      if (/^webpack:\/\/[^/]+\/webpack\//.test(source)) continue;
      if (seen.has(source)) return `${source.replace(/^webpack:\/\/[^/]+\//, '')} dans ${seen.get(source)} et ${file.replace(/\.map$/, '')}`;
      seen.set(source, file.replace(/\.map$/, ''));
    }
  }
  return null;
}

/** zod's own modules, as source maps name them. */
const ZOD = /node_modules\/zod\//;
/** Modules that only classic zod has: zod/mini and its core never reach them. */
const CLASSIC_ZOD = /node_modules\/zod\/v4\/classic\//;

/** A file of the shell that carries classic zod (from the source maps), or null. */
function classicZodProblem(dist) {
  for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('.js.map'))) {
    const { sources } = JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8'));
    const classic = sources.find((s) => CLASSIC_ZOD.test(s));
    if (classic) return `${file.replace(/\.map$/, '')} : zod classique (${classic.split('node_modules/zod/')[1]}) au lieu de zod/mini`;
  }
  return null;
}

/** What is wrong with the shell's start preloads, or null. */
function startPreloadProblem(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // The preloads wait, inert, in a template that the head script adds to the page.
  const start = html.match(/<template data-start>(.*?)<\/template>/s)?.[1];
  if (!start) return 'index.html : pas de <template data-start> (préchargements du démarrage)';
  const files = [...start.matchAll(/<link rel="preload" as="(?:script|fetch)"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
  if (!files.includes('config.json') || files.length < 2) return `index.html : préchargements du démarrage absents (${files.length})`;
  // No <script src>: the head script starts the entry from its data-start preload, after the first paint.
  if (/<script[^>]* src=/.test(html)) return 'index.html : un script est exécuté avant le premier affichage';
  if (!/<link rel="preload" as="script"[^>]* data-start[^>]* href="main\.js"/.test(start)) return 'index.html : main.js n’est pas démarré (lien data-start absent)';
  const missing = files.find((file) => !fs.existsSync(path.join(dist, file)));
  return missing
    ? `index.html précharge ${missing}, absent du build`
    : (startScriptProblem(dist, start) ?? startEditingProblem(dist, files) ?? sharedFilesProblem(dist, html) ?? runtimeCopiesProblem(dist, start));
}

/**
 * The shell's files of the shared modules it serves apart, which the start fetches with a page
 * that takes them (StartupPreloadPlugin's JSON block): the kernel's editing pieces among them, all present.
 */
function sharedFilesProblem(dist, html) {
  let block;
  try {
    block = JSON.parse(html.match(/<script type="application\/json" id="shared-files">(.*?)<\/script>/s)?.[1] ?? '');
  } catch {
    return 'index.html : bloc shared-files absent ou illisible';
  }
  if (!block['shared-kernel/edit']?.length) return 'index.html : shared-files ne nomme pas les fichiers de shared-kernel/edit';
  const absent = Object.values(block)
    .flat()
    .find((file) => !fs.existsSync(path.join(dist, file)));
  return absent ? `index.html : shared-files nomme ${absent}, absent du build` : null;
}

const START_SOURCES = /\/src\/start\//;
const sourcesOf = (dist, file) => JSON.parse(fs.readFileSync(path.join(dist, `${file}.map`), 'utf8')).sources;

/**
 * The start script runs before main.js and holds shell/src/start/ alone (no library, no kernel),
 * which main.js does not hold: no module downloaded twice. Or what is wrong.
 */
function startScriptProblem(dist, start) {
  const file = start.match(/data-start href="(start\.[0-9a-f]{10}\.js)"/)?.[1];
  if (!file || start.indexOf(file) > start.indexOf('href="main.js"')) return 'index.html : le script de démarrage (start.*.js) ne précède pas main.js';
  const foreign = sourcesOf(dist, file).find((s) => !START_SOURCES.test(s));
  if (foreign) return `${file} porte ${foreign}, hors de shell/src/start/`;
  for (const entry of entryFiles(start)) {
    const twice = sourcesOf(dist, entry).find((s) => START_SOURCES.test(s));
    if (twice) return `${entry} porte ${twice}, déjà dans ${file}`;
  }
  return null;
}

/** The entry's files, which the head script runs after the start script: main.js and the libraries split from it (START_FILES in createConfig.cjs). */
const entryFiles = (start) =>
  [...start.matchAll(/<link rel="preload" as="script"[^>]* data-start[^>]* href="([^"]+\.js)"/g)].map((m) => m[1]).filter((file) => !/^start\.[0-9a-f]{10}\.js$/.test(file));

/** The kernel's editing pieces and tables (shared-kernel/edit), as source maps name them. */
const EDIT_ENTRY = /shared-kernel\/src\/edit\//;

/** A start file of the shell that carries an editing piece (it comes with shared-kernel/edit, on the pages that edit), or null. */
function startEditingProblem(dist, files) {
  for (const file of files.filter((f) => f.endsWith('.js') && fs.existsSync(path.join(dist, `${f}.map`)))) {
    const { sources } = JSON.parse(fs.readFileSync(path.join(dist, `${file}.map`), 'utf8'));
    const piece = sources.find((s) => EDIT_ENTRY.test(s));
    if (piece) return `${file} : pièce d'édition au démarrage (${piece.split('shared-kernel/')[1]}) au lieu de shared-kernel/edit`;
  }
  return null;
}

/** What is wrong with the federation runtime in the shell's entry files (from their source maps), or null. */
function runtimeCopiesProblem(dist, start) {
  const sources = entryFiles(start).flatMap((file) => sourcesOf(dist, file));
  const builds = new Set(sources.map((s) => s.match(/@module-federation\/runtime-core\/dist\/index\.(c?js)$/)?.[1]).filter(Boolean));
  if (builds.size !== 1) return `main.js et ses fichiers : ${builds.size} builds du runtime de la fédération (${[...builds].join(', ')})`;
  return classicZodProblem(dist);
}

let passed = 0;
let failed = 0;
for (const app of APPS) {
  const file = path.join(root, app.dir, 'dist', 'mf-manifest.json');
  const expected = app.name === 'shell' ? [] : ['./remote'];
  let problem = null;
  if (!fs.existsSync(file)) problem = `${path.relative(root, file)} absent : lancez d'abord « pnpm build »`;
  else {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    const exposes = (manifest.exposes ?? []).map((e) => e.path);
    if (manifest.name !== app.name) problem = `nom « ${manifest.name} » au lieu de « ${app.name} »`;
    else if (JSON.stringify(exposes) !== JSON.stringify(expected)) problem = `expose ${JSON.stringify(exposes)} au lieu de ${JSON.stringify(expected)}`;
    else if (app.name !== 'shell') problem = routeTableProblem(path.join(root, app.dir, 'dist'));
    else problem = startPreloadProblem(path.join(root, app.dir, 'dist'));
  }
  if (problem) failed += 1;
  else passed += 1;
  console.log(`${problem ? '✗' : '✓'} ${app.dir}${problem ? ` : ${problem}` : ''}`);
}
console.log(`manifests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
