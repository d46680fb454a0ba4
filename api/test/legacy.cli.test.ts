/**
 * `pnpm --filter api run import --depuis <adresse>` as a process (node + tsx, API_DATA_DIR on a
 * temporary folder), against a small fake old site: the preview, the question, --oui, a second
 * run that adds nothing, a partial site refused with --oui alone and imported with --partiel.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type FakeSite, fakeSite, sendPayload } from './legacyHelpers';

const API_DIR = path.resolve(__dirname, '..');

const REPLIES: Record<string, unknown> = {
  'immeubles/alldata': {
    immos: [{ IM_NOM: 'Lyon', IM_INDIVISION: '0', IM_TYPE_PROP: 'PROP', IM_PRET_MT: '0', IM_MT_LOYER: '700', IM_AGENCE: '0', IM_VENDU: '0', IM_PA: '100000', IM_PX_VTE: '0', loyerTheo: '700' }],
    opvcm: [],
  },
  'immeubles/opedepenses': [{ COP_DATE: '2025-01-02', COP_LIBELLE: 'Pain', COP_MONT: '1.20', COP_GARAGE: null }],
  'immeubles/graphTxFonciere/0': { axe_fonciere: '[2024]', serie_fonciere: '[{"name":"Lyon","data":[640]}]' },
  'immeubles/graphTxFonciere/1': { axe_fonciere: '[2024]', serie_fonciere: '[{"name":"Total","data":[640]}]' },
  'immeubles/graphedf': { axeHerm: '[]', serieHerm: '[]', axeFleurs: '[]', serieFleurs: '[]' },
};

let site: FakeSite;
let failing = false;
let tmp: string;
beforeAll(async () => {
  site = await fakeSite((p, res) => {
    const read = p.replace(/^\/index\.php\/api\//, '');
    if (failing && read === 'immeubles/restau') return res.writeHead(503).end();
    sendPayload(res, REPLIES[read] ?? []);
  });
});
afterAll(async () => {
  await site.close();
});
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-legacy-cli-'));
  failing = false;
});
afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/**
 * Runs the command (async: the fake site answers from this process), `input` on its stdin, or
 * (a function) given the process once its output shows `input.when`.
 */
function runCommand(
  args: string[],
  input: string | { when: string; then: (child: ReturnType<typeof spawn>) => void } = '',
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', ...args], {
      cwd: API_DIR,
      env: { ...process.env, API_DATA_DIR: path.join(tmp, 'data') },
    });
    let stdout = '';
    let stderr = '';
    let acted = false;
    child.stdout.on('data', (d) => {
      stdout += String(d);
      if (typeof input !== 'string' && !acted && stdout.includes(input.when)) {
        acted = true;
        input.then(child);
      }
    });
    child.stderr.on('data', (d) => (stderr += String(d)));
    if (typeof input === 'string') child.stdin.end(input);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const rowsOf = (table: string) => {
  const db = new Database(path.join(tmp, 'data', 'dashboard.sqlite'), { readonly: true });
  try {
    return db.prepare(`SELECT * FROM ${table}`).all() as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
};

test('--oui imports after the preview; a second run adds nothing', async () => {
  const first = await runCommand(['--depuis', site.url, '--oui']);
  expect(first.stderr).toBe('');
  expect(first.status).toBe(0);
  expect(first.stdout).toContain(`À importer depuis ${site.url} (ajout de ce qui manque) :`);
  expect(first.stdout).toContain('Biens (immos) : 1 ajoutée, 0 modifiée, 0 supprimée, 0 inchangée');
  expect(first.stdout).toContain('Taxes foncières (taxesFoncieres) : 1 ajoutée');
  expect(first.stdout).toContain("Ce que le site ne fournit pas, à compléter :\n  L'historique des loyers encaissés");
  expect(first.stdout).toContain('(#/baux)');
  expect(rowsOf('properties').map((p) => [p.name, p.rent])).toEqual([['Lyon', 700]]);
  expect(rowsOf('journal')).toHaveLength(1);
  expect(fs.readdirSync(path.join(tmp, 'data', 'backups')).some((f) => f.includes('avant-import'))).toBe(true);

  const second = await runCommand(['--depuis', site.url, '--oui']);
  expect(second.status).toBe(0);
  expect(second.stdout).toContain('rien à écrire : tout ce que le site donne est déjà là.');
  expect(second.stdout).toContain('Rien à importer');
  expect(rowsOf('journal')).toHaveLength(1);
});

test('without --oui the owner is asked; « non » writes nothing, « oui » writes', async () => {
  const no = await runCommand(['--depuis', site.url], 'non\n');
  expect(no.status).toBe(1);
  expect(no.stdout).toContain("Confirmer l'import ? (oui/non)");
  expect(no.stderr).toContain("Import abandonné : la base n'a pas été modifiée.");
  expect(rowsOf('properties')).toEqual([]);
  const yes = await runCommand(['--depuis', site.url], 'oui\n');
  expect(yes.status).toBe(0);
  expect(rowsOf('properties')).toHaveLength(1);
});

test('Ctrl+C at the question writes nothing', async () => {
  const stopped = await runCommand(['--depuis', site.url], { when: '(oui/non)', then: (child) => child.kill('SIGINT') });
  expect(stopped.status).toBe(1);
  expect(stopped.stderr).toContain("Import abandonné : la base n'a pas été modifiée.");
  expect(rowsOf('properties')).toEqual([]);
});

test('a site that did not answer every read: --oui alone imports nothing, --partiel imports the rest', async () => {
  failing = true;
  const refused = await runCommand(['--depuis', site.url, '--oui']);
  expect(refused.status).toBe(1);
  expect(refused.stdout).toContain('« immeubles/restau » : le site répond par une erreur 503 (3 essais)');
  expect(refused.stderr).toContain("Import abandonné : le site n'a pas tout donné");
  expect(rowsOf('properties')).toEqual([]);
  const partial = await runCommand(['--depuis', site.url, '--oui', '--partiel']);
  expect(partial.status).toBe(0);
  expect(rowsOf('properties')).toHaveLength(1);
});

test('a wrong form of the command prints its usage', async () => {
  const result = await runCommand(['--depuis']);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Usage : pnpm --filter api run import --depuis <adresse du site>');
});
