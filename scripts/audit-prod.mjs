#!/usr/bin/env node
// `pnpm audit:prod`: the production dependencies' known vulnerabilities. `pnpm audit` (pnpm
// 10) calls npm audit endpoints the registry has retired (HTTP 405/410, pnpm issue #11265),
// so this asks npm's own client, which uses the bulk advisory endpoint: the exact versions
// pnpm installed (`pnpm list --prod`) are written as throwaway package-lock.json files (one
// per version "layer" when a package is installed at several versions), and `npm audit
// --package-lock-only` reads them. Exits 1 when a high or critical issue is found.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = JSON.parse(execFileSync('pnpm', ['list', '-r', '--prod', '--depth', 'Infinity', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));

/** name → set of versions, from the installed tree (workspace links left out). */
const installed = new Map();
const walk = (deps) => {
  for (const [name, info] of Object.entries(deps ?? {})) {
    const version = info.version ?? '';
    if (!/^\d/.test(version)) {
      walk(info.dependencies);
      continue;
    }
    const versions = installed.get(name) ?? new Set();
    if (versions.has(version)) continue;
    versions.add(version);
    installed.set(name, versions);
    walk(info.dependencies);
  }
};
for (const p of projects) walk(p.dependencies);

const layers = [];
for (const [name, versions] of installed) {
  [...versions].forEach((version, i) => {
    layers[i] ??= {};
    layers[i][name] = version;
  });
}

const found = new Map();
for (const [i, deps] of layers.entries()) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `audit-${i}-`));
  const packages = { '': { name: `audit-${i}`, version: '1.0.0', dependencies: deps } };
  for (const [name, version] of Object.entries(deps)) packages[`node_modules/${name}`] = { version };
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `audit-${i}`, version: '1.0.0', dependencies: deps }));
  fs.writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify({ name: `audit-${i}`, lockfileVersion: 3, requires: true, packages }));
  const out = spawnSync('npm', ['audit', '--json', '--package-lock-only'], { cwd: dir, encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  const report = JSON.parse(out.stdout || '{}');
  if (report.error) {
    console.error(`Audit impossible : le registre refuse la requête d'audit (${report.message ?? report.error.summary}).`);
    process.exit(2);
  }
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    for (const via of v.via) {
      if (typeof via !== 'object') continue;
      found.set(`${name} ${via.url}`, { name, version: deps[name], severity: via.severity, title: via.title, range: via.range, url: via.url });
    }
  }
}

const count = [...installed.values()].reduce((n, s) => n + s.size, 0);
console.log(`${count} versions de ${installed.size} paquets de production vérifiées.`);
const order = ['critical', 'high', 'moderate', 'low', 'info'];
const list = [...found.values()].sort((a, b) => order.indexOf(a.severity) - order.indexOf(b.severity));
for (const f of list) console.log(`${f.severity.padEnd(8)} ${f.name}@${f.version} (${f.range}) : ${f.title} ${f.url}`);
if (list.length === 0) console.log('Aucune vulnérabilité connue.');
process.exit(list.some((f) => f.severity === 'high' || f.severity === 'critical') ? 1 : 0);
