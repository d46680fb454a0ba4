#!/usr/bin/env node
// The area packages' two rules, checked on what is installed and what is imported, not agreed:
//  - the api depends on the areas (areas/*) and on no remote (mfe-*); no remote nor the shell
//    depends on the api, not even for its tests (devDependencies); an area depends on no
//    other area, no remote and not on the api (its server half gets the platform through
//    server-kit; what joins two areas, such as alldata or the net worth, is the api's);
//  - the api, server-kit and the areas do not depend on shared-kernel at run time (it brings
//    React and nivo): they use contract-kit; the kernel only as a devDependency, for tests;
//  - an area's contract (areas/*/src/contract, what a remote bundles and the api reads) reaches
//    no React, styled-components or nivo, directly or through what it imports (contract-kit
//    included), and nothing of Node;
//  - bank-files (the bank file readers) depends on no area, not on the api, on no remote and not
//    on the kernel: any area may read a statement with it.
// Imports are followed with TypeScript's own resolution, file by file, from each contract entry.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'shared-kernel/package.json'));
const ts = require('typescript');

const rel = (f) => path.relative(root, f);
const readJson = (f) => JSON.parse(fs.readFileSync(path.join(root, f), 'utf8'));
const problems = [];

const areas = fs.readdirSync(path.join(root, 'areas'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `areas/${d.name}`);

// 1. Dependencies, as package.json declares them (what pnpm installs).
const runtimeDeps = (pkg) => Object.keys(readJson(`${pkg}/package.json`).dependencies ?? {});
for (const dep of runtimeDeps('api')) {
  if (dep.startsWith('mfe-')) problems.push(`api/package.json dépend du remote ${dep} : l'api ne dépend que des zones (area-*).`);
}
// A remote or the shell reads its area's contract, and its tests the area's fixtures or testing
// entry: the api is nothing of theirs, even as a devDependency.
const apps = ['shell', ...fs.readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory() && d.name.startsWith('mfe-')).map((d) => d.name)];
for (const app of apps) {
  const { dependencies = {}, devDependencies = {} } = readJson(`${app}/package.json`);
  if ('api' in dependencies || 'api' in devDependencies) {
    problems.push(`${app}/package.json dépend de l'api : un remote ou le shell ne l'importe pas, même dans ses tests ; ce qu'ils lisent d'une zone vient de son paquet (area-<zone>/contract, area-films/testing).`);
  }
}
// The kernel brings React, styled-components and nivo: a server installs none of them. The api,
// server-kit and the areas reach the contracts' tools through contract-kit; tests may still use
// the kernel's harness (devDependencies).
for (const pkg of ['api', 'server-kit', ...areas]) {
  if (runtimeDeps(pkg).includes('shared-kernel')) {
    problems.push(`${pkg}/package.json dépend de shared-kernel : un serveur n'installe ni React ni nivo ; importez contract-kit (shared-kernel seulement en devDependencies, pour les tests).`);
  }
}
for (const area of areas) {
  for (const dep of runtimeDeps(area)) {
    if (dep.startsWith('mfe-') || dep.startsWith('area-') || dep === 'api' || dep === 'shell') {
      problems.push(`${area}/package.json dépend de ${dep} : une zone ne dépend ni d'une autre zone, ni d'un remote, ni du shell, ni de l'api (ce qui réunit deux zones revient à l'api).`);
    }
  }
}
const bankFiles = readJson('bank-files/package.json');
for (const dep of Object.keys({ ...bankFiles.dependencies, ...bankFiles.devDependencies })) {
  if (dep.startsWith('mfe-') || dep.startsWith('area-') || ['api', 'shell', 'shared-kernel'].includes(dep)) {
    problems.push(`bank-files/package.json dépend de ${dep} : les lecteurs de relevés ne dépendent ni d'une zone, ni de l'api, ni d'un remote, ni du noyau.`);
  }
}

// 2. What each contract reaches, file by file.
const FORBIDDEN = /^(react|react-dom|styled-components|@nivo\/[^/]+|@tanstack\/react-query|single-spa-react|fastify|better-sqlite3)(\/|$)|^node:/;
const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, resolveJsonModule: true, allowJs: true };

function importsOf(file) {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specs = [];
  const visit = (node) => {
    const spec =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
        ? node.moduleSpecifier.text
        : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0] ?? {})
          ? node.arguments[0].text
          : null;
    // Type-only imports vanish from the bundle: they do not carry a library along.
    const typeOnly = (ts.isImportDeclaration(node) && node.importClause?.isTypeOnly) || (ts.isExportDeclaration(node) && node.isTypeOnly);
    if (spec && !typeOnly) specs.push(spec);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return specs;
}

for (const area of areas) {
  const entry = path.join(root, area, 'src', 'contract', 'index.ts');
  if (!fs.existsSync(entry)) {
    problems.push(`${area} : pas de contrat (src/contract/index.ts).`);
    continue;
  }
  const seen = new Map([[entry, [rel(entry)]]]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift();
    if (file.endsWith('.json')) continue;
    for (const spec of importsOf(file)) {
      const trail = seen.get(file);
      if (FORBIDDEN.test(spec)) {
        problems.push(`${area} : le contrat atteint « ${spec} » (${[...trail].join(' → ')}) ; il ne peut importer ni React, ni styled-components, ni nivo, ni Node.`);
        continue;
      }
      const target = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule?.resolvedFileName;
      // A library from node_modules other than the forbidden ones (zod): its own imports are its business.
      if (!target || target.includes(`${path.sep}node_modules${path.sep}`) || seen.has(target)) continue;
      seen.set(target, [...trail, rel(target)]);
      queue.push(target);
    }
  }
  console.log(`${area}/src/contract : ${seen.size} fichiers atteints, ni React, ni styled-components, ni nivo, ni Node`);
}

if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('bank-files : ne dépend ni d\'une zone, ni de l\'api, ni d\'un remote, ni du noyau');
console.log(`api : dépend de ${runtimeDeps('api').filter((d) => d.startsWith('area-')).join(', ')} et d'aucun remote`);
console.log(`${apps.join(', ')} : aucun ne dépend de l'api`);
