#!/usr/bin/env node
// The docs name only routes that exist. The routes are read from the route tables, each
// remote's `mfe-*/src/routes.json` and the shell's `shell/src/routes/shellRoutes.json`: the docs
// keep no list of them to update, so a new page touches no doc. What a doc still says of a route
// (the glossary's « where », a package's README) must name a route of some table: a renamed or
// removed route fails here, in French, with the doc and the line.
//
// A route named by a doc is a code span, in a markdown table row, that is a path (`/recap`,
// `/bien/:nom`), the api's paths aside (`/api/or`, `/marees`: scripts/serve-one-address.mjs)
// and the entries of a package (`/endpoints`, as in « `shared-kernel/data`, `/endpoints` »).
// Checked: docs/*.md, README.md and each package's src/README.md. Run by `pnpm check:docs`, in
// `pnpm test:all` and `pnpm test:recipe`. Paths of the server's files are not routes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS } from './serve-one-address.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rel = (file) => path.relative(root, file);

const ROUTE = /^\/[\w\-/:]*$/;
// A file of the server (`/etc/tableau-de-bord/env`, `/usr/bin/chromium`), not a page.
const SYSTEM_PATH = /^\/(etc|usr|var|opt|tmp|srv|home|root|run)\//;

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${rel(file)} : illisible (${error.message})`);
  }
}

const dirs = (dir) => fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** Every route path of the product: the shell's and each remote's table. */
function routePaths() {
  const paths = new Set(readJson(path.join(root, 'shell', 'src', 'routes', 'shellRoutes.json')).map((row) => row.path));
  for (const dir of dirs(root).filter((name) => name.startsWith('mfe-')).sort()) {
    const file = path.join(root, dir, 'src', 'routes.json');
    if (fs.existsSync(file)) for (const row of readJson(file).routes) paths.add(row.path);
  }
  return paths;
}

/** The packages' entries (`./endpoints` → `/endpoints`): a doc may name one after its package. */
function packageEntries() {
  const entries = new Set();
  for (const pkg of [...dirs(root), ...dirs(path.join(root, 'areas')).map((d) => path.join('areas', d))]) {
    const file = path.join(root, pkg, 'package.json');
    if (!fs.existsSync(file)) continue;
    const { exports } = readJson(file);
    for (const entry of Object.keys(exports && typeof exports === 'object' ? exports : {})) entries.add(entry.replace(/^\./, ''));
  }
  return entries;
}

/** The docs to check: the repository's, then each package's src/README.md. */
function docs() {
  const docsDir = path.join(root, 'docs');
  const files = [
    ...fs.readdirSync(docsDir).filter((f) => f.endsWith('.md')).map((f) => path.join(docsDir, f)),
    path.join(root, 'README.md'),
  ];
  const packages = [...dirs(root), ...dirs(path.join(root, 'areas')).map((d) => path.join('areas', d))];
  for (const pkg of packages) {
    const readme = path.join(root, pkg, 'src', 'README.md');
    if (fs.existsSync(readme)) files.push(readme);
  }
  return files;
}

const routes = routePaths();
const entries = packageEntries();

/** The routes a table row names: its code spans that are paths, not the api's. */
const routesOf = (line) =>
  (line.match(/`[^`\n]+`/g) ?? []).map((span) => span.slice(1, -1)).filter((span) => ROUTE.test(span) && !SYSTEM_PATH.test(span) && !API_PATHS.test(span) && !entries.has(span));

const problems = [];
let named = 0;
const files = docs();
for (const file of files) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  let fenced = false;
  lines.forEach((line, index) => {
    if (line.trimStart().startsWith('```')) fenced = !fenced;
    if (fenced || !line.trimStart().startsWith('|')) return;
    for (const route of routesOf(line)) {
      named += 1;
      if (!routes.has(route)) {
        problems.push(`${rel(file)}:${index + 1} : la route ${route} n'existe dans aucune table de routes (shell/src/routes/shellRoutes.json, mfe-*/src/routes.json)`);
      }
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} route(s) nommée(s) par la documentation sans exister.`);
  process.exit(1);
}
console.log(`Documentation : ${named} mentions de routes, toutes dans les tables de routes (${routes.size} routes, ${files.length} fichiers lus).`);
