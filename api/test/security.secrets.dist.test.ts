/**
 * What ships to the browser: no secret in any built asset (source maps included), nothing of
 * the server bundled into the front-end, and no HTML injection sink in the front-end
 * sources (React escapes everything else). The movie key has its own test
 * (tmdb.bundle.dist.test.ts); this one looks for every other kind of secret.
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtFiles, filesUnder, WORKSPACE } from './distFiles';

const SECRET_PATTERNS: ReadonlyArray<[string, RegExp]> = [
  ['clé privée', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['clé AWS', /\bAKIA[0-9A-Z]{16}\b/],
  ['jeton GitHub', /\bgh[pousr]_[A-Za-z0-9]{36}\b/],
  ['jeton Slack', /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
  ['clé Stripe', /\b[sr]k_live_[A-Za-z0-9]{16,}/],
  ['clé Google', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['JWT', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  ['mot de passe en clair', /\b(password|passwd|mot_de_passe|secret|api[_-]?key|access[_-]?token)["']?\s*[:=]\s*["'][^"'\s]{8,}["']/i],
  ['URL avec identifiants', /\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@"']+:[^/\s:@"']+@[a-z0-9.-]+/i],
];

/** Server-side things that have no business in a browser bundle. */
const SERVER_ONLY = ['TMDB_API_KEY', 'API_DATA_DIR', 'dashboard.sqlite', 'better-sqlite3', 'CORS_ORIGINS'];

test('no built asset holds a secret or server code', () => {
  const found: string[] = [];
  for (const file of builtFiles()) {
    const name = path.relative(WORKSPACE, file);
    if (/(^|\/)\.env/.test(name)) found.push(`${name} : fichier .env`);
    const content = fs.readFileSync(file).toString('latin1');
    for (const [label, pattern] of SECRET_PATTERNS) if (pattern.test(content)) found.push(`${name} : ${label} (${pattern.exec(content)![0].slice(0, 12)}…)`);
    for (const needle of SERVER_ONLY) if (content.includes(needle)) found.push(`${name} : ${needle}`);
  }
  expect(found).toEqual([]);
});

/** Front-end sources that ship (tests and test helpers excluded). */
function shippedSources(): string[] {
  const roots = fs
    .readdirSync(WORKSPACE, { withFileTypes: true })
    .filter((e) => e.isDirectory() && (e.name === 'shell' || e.name === 'shared-kernel' || e.name === 'contract-kit' || e.name.startsWith('mfe-')))
    .map((e) => path.join(WORKSPACE, e.name, 'src'));
  return roots
    .flatMap(filesUnder)
    .filter((f) => /\.(ts|tsx|js|jsx)$/.test(f) && !/\.test\.[jt]sx?$/.test(f) && !f.includes(`${path.sep}testing${path.sep}`));
}

test('no HTML injection sink in the front-end: data only ever reaches the page through React', () => {
  const SINKS: ReadonlyArray<[string, RegExp]> = [
    ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
    ['innerHTML / outerHTML', /\.(inner|outer)HTML\s*=/],
    ['insertAdjacentHTML', /insertAdjacentHTML/],
    ['document.write', /document\.write/],
    ['eval', /\beval\s*\(/],
    ['new Function', /new\s+Function\s*\(/],
    ['javascript: URL', /["'`]javascript:/i],
    ['srcdoc', /srcDoc|srcdoc/],
  ];
  const files = shippedSources();
  expect(files.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const file of files) {
    const content = fs.readFileSync(file, 'utf8');
    for (const [label, pattern] of SINKS) if (pattern.test(content)) found.push(`${path.relative(WORKSPACE, file)} : ${label}`);
  }
  expect(found).toEqual([]);
});
