#!/usr/bin/env node
// Prints, for each shared-kernel module, the packages whose production code imports it, and
// fails on a module with exactly one such package: that code ships with the shell although one
// remote uses it, so it belongs in that remote. A test importing a module does not make it
// shared (tests, test helpers, fixtures and the e2e package are not production importers).
// Exempt: modules only the kernel itself imports (kernel-internal), the kernel's test helpers,
// and a module whose header comment contains "Singleton:" naming the run-time state that must
// exist once for every package (a cache, a store, a flag, an instance…); a note that names
// none is refused.
//
// Imports are resolved symbol by symbol with the TypeScript checker, so a name taken from the
// barrel (`import { useEndpoint } from 'shared-kernel'`) counts for the file that declares it.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'shared-kernel/package.json'));
const ts = require('typescript');

const KERNEL = 'shared-kernel';
const kernelSrc = path.join(root, KERNEL, 'src');
const packages = fs
  .readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
  .split('\n')
  .map((l) => l.match(/^\s*-\s*(\S+)\s*$/)?.[1])
  .filter((p) => p && fs.existsSync(path.join(root, p, 'tsconfig.json')));

const rel = (f) => path.relative(root, f);

/** Test code: its imports say nothing about what production shares. */
const isTestFile = (file) => /\.test\.tsx?$|(^|\/)(testing|test)\/|(^|\/)fixtures?\.tsx?$/.test(rel(file)) || rel(file).startsWith('e2e/');

/** A file that only re-exports (index.ts): it passes names on and uses none itself. */
const isBarrel = (sf) => sf.statements.every((s) => ts.isExportDeclaration(s) || (ts.isImportDeclaration(s) && !s.importClause));

/** kernel module -> Set of kernel modules (not barrels) that import it */
const internal = new Map();
const noteInternal = (mod, by) => {
  if (!internal.has(mod)) internal.set(mod, new Set());
  internal.get(mod).add(by);
};

/** kernel module (absolute path) -> Set of importing package names */
const importers = new Map();
const note = (mod, pkg) => {
  if (!importers.has(mod)) importers.set(mod, new Set());
  importers.get(mod).add(pkg);
};

for (const pkg of packages) {
  const configPath = path.join(root, pkg, 'tsconfig.json');
  const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, path.dirname(configPath));
  const program = ts.createProgram(parsed.fileNames, { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const pkgDir = path.join(root, pkg) + path.sep;
  for (const sf of program.getSourceFiles()) {
    if (!sf.fileName.startsWith(pkgDir) || sf.fileName.includes('node_modules') || isTestFile(sf.fileName)) continue;
    // The kernel's own imports make a module kernel-internal, not a package's.
    const importer = pkg === KERNEL ? null : pkg;
    if (pkg === KERNEL && !isBarrel(sf)) {
      for (const stmt of sf.statements) {
        if (!(ts.isImportDeclaration(stmt) || ts.isExportDeclaration(stmt)) || !stmt.moduleSpecifier) continue;
        const target = ts.resolveModuleName(stmt.moduleSpecifier.text, sf.fileName, parsed.options, ts.sys).resolvedModule?.resolvedFileName;
        if (target && target.startsWith(kernelSrc)) noteInternal(target, sf.fileName);
        // Through the package's name (the charts entry imports the kernel so), a name counts for the file that declares it.
        const bindings = ts.isImportDeclaration(stmt) ? stmt.importClause?.namedBindings : undefined;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            let symbol = checker.getSymbolAtLocation(element.name);
            if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
            const decl = symbol?.declarations?.[0]?.getSourceFile().fileName;
            if (decl && decl !== target && decl.startsWith(kernelSrc)) noteInternal(decl, sf.fileName);
          }
        }
      }
    }
    const visit = (node) => {
      const spec =
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier
          : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0] ?? {})
            ? node.arguments[0]
            : null;
      if (spec && importer && (spec.text === KERNEL || spec.text.startsWith(`${KERNEL}/`))) record(spec, node);
      ts.forEachChild(node, visit);
    };
    const record = (spec, node) => {
      const target = ts.resolveModuleName(spec.text, sf.fileName, parsed.options, ts.sys).resolvedModule?.resolvedFileName;
      const names = [];
      if (ts.isImportDeclaration(node) && node.importClause) {
        const { name, namedBindings } = node.importClause;
        if (name) names.push(name);
        if (namedBindings && ts.isNamedImports(namedBindings)) names.push(...namedBindings.elements.map((e) => e.name));
        if (namedBindings && ts.isNamespaceImport(namedBindings)) names.push(null);
      }
      if (ts.isExportDeclaration(node)) {
        if (node.exportClause && ts.isNamedExports(node.exportClause)) names.push(...node.exportClause.elements.map((e) => e.propertyName ?? e.name));
        else names.push(null);
      }
      if (names.length === 0 || names.includes(null)) {
        // Side-effect, namespace or dynamic import: the module itself.
        if (target && target.startsWith(kernelSrc)) note(target, importer);
        return;
      }
      for (const id of names) {
        let symbol = checker.getSymbolAtLocation(id);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        const decl = symbol?.declarations?.[0]?.getSourceFile().fileName;
        if (decl && decl.startsWith(kernelSrc)) note(decl, importer);
      }
    };
    visit(sf);
  }
}

/** The header's « Singleton: » note, up to the end of its sentence, or null. */
const singletonNote = (file) => /Singleton:\s*([^]*?)(?:\.\s|\*\/|$)/.exec(fs.readFileSync(file, 'utf8').split('\n').slice(0, 15).join('\n'))?.[1] ?? null;
/** What a justified note names: something that exists once at run time for every package. */
const RUN_TIME_STATE = /\b(state|cache|store|flag|instance|value|copy|listeners?|registry|session|timer|counter|choice)\b/i;

const modules = [];
(function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.tsx?$/.test(entry.name) && !isTestFile(full)) modules.push(full);
  }
})(kernelSrc);

/** Packages that use a module, directly or through the kernel modules that import it. */
function usersOf(mod, seen = new Set()) {
  if (seen.has(mod)) return new Set();
  seen.add(mod);
  const users = new Set(importers.get(mod) ?? []);
  for (const by of internal.get(mod) ?? []) for (const p of usersOf(by, seen)) users.add(p);
  return users;
}

let failures = 0;
const width = Math.max(...modules.map((m) => rel(m).length));
console.log(`${'kernel module'.padEnd(width)}  importing packages`);
for (const mod of modules.sort()) {
  const pkgs = [...usersOf(mod)].sort();
  let verdict = '';
  if (pkgs.length === 0) verdict = '(kernel-internal or unused)';
  else if (pkgs.length === 1) {
    const note = singletonNote(mod);
    if (note && RUN_TIME_STATE.test(note)) verdict = '(singleton, justified)';
    else if (note) {
      verdict = '<- its « Singleton: » note names no run-time state shared between packages';
      failures += 1;
    } else {
      verdict = '<- one importer: move it into that package';
      failures += 1;
    }
  }
  console.log(`${rel(mod).padEnd(width)}  ${pkgs.join(', ') || '-'} ${verdict}`.trimEnd());
}
console.log(`\n${modules.length} kernel modules, ${failures} with a single importer not justified`);
process.exit(failures > 0 ? 1 : 0);
