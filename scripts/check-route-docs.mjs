#!/usr/bin/env node
// Checks the route lists the docs give per app against the route tables they describe:
// each remote's `mfe-*/src/routes.json` and the shell's `shell/src/routes/shellRoutes.json`.
//
// A doc's list is the row of its app in the doc's map table (the markdown table whose header
// starts with `package` in docs/architecture.md, `app` in README.md): every code span of that
// row that is a route path (`/recap`, `/bien/:nom`) is a route of the app. Fails, in French,
// on a route missing from a list or listed without being in the table, and on an app with no
// row (or more than one). Run by `pnpm check:docs`, in `pnpm test:all`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rel = (file) => path.relative(root, file);

/** The docs to check, and the first header cell of the table that maps their apps. */
const DOCS = [
  { file: 'docs/architecture.md', header: 'package' },
  { file: 'README.md', header: 'app' },
];

const ROUTE = /^\/[\w\-/:]*$/;

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${rel(file)} : illisible (${error.message})`);
  }
}

/** app name (folder) → { file, paths } from the route tables. */
function routeTables() {
  const apps = new Map();
  const shellFile = path.join(root, 'shell', 'src', 'routes', 'shellRoutes.json');
  apps.set('shell', { file: rel(shellFile), paths: readJson(shellFile).map((row) => row.path) });
  const remotes = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith('mfe-'))
    .map((d) => d.name)
    .sort();
  for (const dir of remotes) {
    const file = path.join(root, dir, 'src', 'routes.json');
    if (!fs.existsSync(file)) continue;
    apps.set(dir, { file: rel(file), paths: readJson(file).routes.map((row) => row.path) });
  }
  return apps;
}

const cellsOf = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** The rows (cells) of the doc's tables whose header starts with `header`. */
function mapRows(text, header) {
  const rows = [];
  let table = null;
  for (const line of text.split('\n')) {
    if (!line.trim().startsWith('|')) {
      table = null;
      continue;
    }
    const cells = cellsOf(line);
    if (table === null) {
      table = { mapsApps: cells[0]?.replace(/`/g, '') === header, separator: true };
      continue;
    }
    if (table.separator) {
      table.separator = false; // the |---| line
      continue;
    }
    if (table.mapsApps) rows.push(cells);
  }
  return rows;
}

/** `mfe-immo/` or mfe-immo → mfe-immo. */
const appName = (cell) => cell.replace(/`/g, '').replace(/\/$/, '').trim();

/** The route paths of a row: its code spans that are paths. */
const routesOf = (cells) =>
  cells
    .slice(1)
    .join('|')
    .match(/`[^`]+`/g)
    ?.map((span) => span.slice(1, -1))
    .filter((span) => ROUTE.test(span)) ?? [];

const apps = routeTables();
const problems = [];

for (const { file, header } of DOCS) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const rows = mapRows(text, header);
  if (rows.length === 0) {
    problems.push(`${file} : aucune table dont l'en-tête commence par « ${header} » (la liste des routes par app)`);
    continue;
  }
  for (const [app, table] of apps) {
    const own = rows.filter((cells) => appName(cells[0]) === app);
    if (own.length !== 1) {
      problems.push(`${file} : ${own.length === 0 ? 'aucune ligne' : `${own.length} lignes`} pour ${app} dans sa table des apps (il en faut une, avec les routes de ${table.file})`);
      continue;
    }
    const listed = routesOf(own[0]);
    for (const route of table.paths) {
      if (!listed.includes(route)) problems.push(`${file} : la route ${route} de ${app} manque à sa liste (elle est dans ${table.file})`);
    }
    for (const route of listed) {
      if (!table.paths.includes(route)) problems.push(`${file} : la route ${route} listée pour ${app} n'existe pas dans ${table.file}`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} écart(s) entre la documentation et les tables de routes.`);
  process.exit(1);
}
console.log(`Listes de routes à jour : ${DOCS.map((d) => d.file).join(', ')} (${apps.size} apps).`);
