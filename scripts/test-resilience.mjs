#!/usr/bin/env node
// `pnpm test:resilience`: runs the resilience and security suites (Playwright fault scenarios
// in e2e/resilience, the api's bad-input / upload / import / files / posture / secrets tests,
// the client's and loader's unit tests), then prints the table of docs/resilience.md's « Qualité »
// section: scenarios run, passed, and data lost (read from the integrity ledger, must be 0).
// Exits non-zero on any failure or loss. Needs the production build (`pnpm build`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_SUITES = createRequire(import.meta.url)(path.join(root, 'api/test/resilienceSuites.cjs'));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'resilience-'));
const ledger = path.join(work, 'ledger.jsonl');
fs.writeFileSync(ledger, '');
const env = { ...process.env, RESILIENCE_LEDGER: ledger };

/** Groups of the table: label, and which test files belong to it. */
const GROUPS = [
  ['Remotes en panne, chunk, contrat, rendu (navigateur)', /remote-faults|lazy-chunk/],
  ['Versions incompatibles (navigateur)', /version-skew|versionSkew/],
  ["Api en panne, lente, 500, JSON invalide, mauvaise forme (navigateur)", /api-faults/],
  ['config.json absent ou invalide (navigateur)', /config-faults|loadConfig/],
  ['CSP et en-têtes des hôtes statiques, traversée', /static-security|csp\.spec/],
  ['Client api et chargeur de remotes (unitaires)', /client\.test|defineRemote\.test|remoteLoader\.test|warmUp\.test|earlyRemote\.test|prefetchWidgetData\.test|startPage\.test|earlyData\.test|startHandoff\.test/],
  ['Entrées invalides sur chaque endpoint (api)', /resilience\.badInput/],
  ['Écritures : entrées invalides, 50 en parallèle, client coupé pendant un import (api)', /resilience\.dataWrites/],
  ['Données du propriétaire (api)', /resilience\.ownerData/],
  ['Import tué (kill -9) puis redémarrage (api)', /resilience\.importKill/],
  ['Connexion, limite de tentatives, en-tête d’écriture, origine, Host (api)', /security\.(session|writeGuard|host|startup)/],
  ['Derrière un proxy : connexion exigée hors de cette machine (api)', /security\.signInPolicy/],
  ['Erreurs de routage et d’analyse, délais de connexion (api)', /security\.framework/],
  ['Envois abusifs (api)', /resilience\.upload/],
  ['Import : fichiers invalides (api)', /resilience\.import/],
  ['Relevés bancaires : fichiers invalides et refus, rien d’écrit (api)', /^(refusals|statementRoutes)\.test/],
  ['Fichiers statiques : traversée et liens (api)', /security\.files/],
  ['Écoute, CORS, en-têtes de sécurité (api)', /security\.posture/],
  ['Secrets et HTML injecté (builds et sources)', /security\.secrets|tmdb\.bundle/],
];

function run(label, command, args, cwd, extraEnv = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  return result.status === 0;
}

const results = []; // { file, title, ok }

// 1. Browser scenarios (their globalSetup/teardown compare the api's data before and after).
const pwJson = path.join(work, 'playwright.json');
const pwOk = run(
  'Scénarios Playwright (e2e/resilience)',
  'npx',
  ['playwright', 'test', '-c', 'resilience.config.ts', '--reporter=list,json'],
  path.join(root, 'e2e'),
  { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
);
if (fs.existsSync(pwJson)) {
  const report = JSON.parse(fs.readFileSync(pwJson, 'utf8'));
  const walk = (suite, file) => {
    const f = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status === 'skipped') continue;
        results.push({ file: f, title: spec.title, ok: t.status === 'expected' || t.status === 'flaky' });
      }
    }
    for (const child of suite.suites ?? []) walk(child, f);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  for (const e of report.errors ?? []) results.push({ file: 'playwright', title: e.message?.split('\n')[0] ?? 'erreur', ok: false });
}

// 2. Jest suites, each with a JSON report.
function jest(label, pkg, patterns, config = null) {
  const out = path.join(work, `${pkg}${config ? '-dist' : ''}.json`);
  const args = ['jest', ...(config ? ['--config', config] : []), '--json', `--outputFile=${out}`, ...patterns];
  const ok = run(label, 'npx', args, path.join(root, pkg));
  if (fs.existsSync(out)) {
    for (const file of JSON.parse(fs.readFileSync(out, 'utf8')).testResults) {
      for (const a of file.assertionResults) {
        if (a.status === 'pending' || a.status === 'skipped') continue;
        results.push({ file: path.basename(file.name), title: a.fullName, ok: a.status === 'passed' });
      }
      if (file.assertionResults.length === 0 && file.status === 'failed') {
        results.push({ file: path.basename(file.name), title: file.message.split('\n')[0], ok: false });
      }
    }
  }
  return ok;
}
const apiOk = [
  jest('api : entrées invalides, envois, import, relevés, fichiers, posture', 'api', API_SUITES),
  jest('api : secrets absents des builds', 'api', ['test/security', 'test/tmdb.bundle'], 'jest.dist.config.cjs'),
].every(Boolean);
const kernelOk = jest('shared-kernel : client api et frontière des sections', 'shared-kernel', [
  'src/api/client.test',
  'src/contract/defineRemote.test',
]);
const shellOk = jest('shell : chargeur, versions, config.json', 'shell', [
  'src/federation',
  'src/config/loadConfig.test',
]);

// 3. The table.
const ledgerLines = fs
  .readFileSync(ledger, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l));
const groupOf = (file) => GROUPS.findIndex(([, pattern]) => pattern.test(file));
const rows = GROUPS.map(([label]) => ({ label, run: 0, passed: 0, lost: 0 }));
const other = { label: 'Autres', run: 0, passed: 0, lost: 0 };
for (const r of results) {
  const row = rows[groupOf(r.file)] ?? other;
  row.run += 1;
  if (r.ok) row.passed += 1;
}
let browserLost = 0;
for (const entry of ledgerLines) {
  if (!entry.lost) continue;
  if (entry.group === 'navigateur') browserLost += 1;
  else (rows[groupOf(entry.file)] ?? other).lost += 1;
}
const all = other.run > 0 ? [...rows, other] : rows;
const total = all.reduce((t, r) => ({ run: t.run + r.run, passed: t.passed + r.passed, lost: t.lost + r.lost }), {
  run: 0,
  passed: 0,
  lost: browserLost,
});
const checks = ledgerLines.length;

const lines = [
  '| Scénarios | Exécutés | Réussis | Données perdues |',
  '| --- | ---: | ---: | ---: |',
  ...all.map((r) => `| ${r.label} | ${r.run} | ${r.passed} | ${r.lost} |`),
  `| Données servies par l'api avant / après toutes les pannes du navigateur | — | — | ${browserLost} |`,
  `| **Total** | **${total.run}** | **${total.passed}** | **${total.lost}** |`,
];
console.log(`\nRésilience et sécurité (${checks} contrôles d'intégrité de la base et des fichiers) :\n`);
console.log(lines.join('\n'));
for (const r of results.filter((x) => !x.ok)) console.log(`✘ ${r.file} › ${r.title}`);
const unsorted = [...new Set(results.filter((r) => groupOf(r.file) < 0).map((r) => r.file))];
if (unsorted.length) console.log(`Autres : ${unsorted.join(', ')}`);

const ok = pwOk && apiOk && kernelOk && shellOk && total.passed === total.run && total.lost === 0 && total.run > 0;
fs.rmSync(work, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
