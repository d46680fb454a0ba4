/**
 * The api restarting under an open page, as `systemctl reload tableau-de-bord` does on the
 * server: the product on one address (scripts/serve-one-address.mjs, what the service runs;
 * it answers 502 while nothing listens behind it), its api stopped while a data page loads,
 * then started again on the same base and port. The page says so in French, without the
 * store's internals, then shows its data by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from 'api/process';
import { expect, test } from './fixtures';

const ROOT = path.resolve(__dirname, '..', '..');
/** Ports of this spec alone: the suite's servers keep theirs. */
const PORTS = { app: 3330, api: 8330 };
const ORIGIN = `http://127.0.0.1:${PORTS.app}`;

// Chrome logs each 502 the page meets while the api is away.
test.use({ allowedErrors: /Failed to load resource: the server responded with a status of 502/ });

let dataDir: string;
let api: ApiProcess | null = null;
let server: ChildProcess;

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-redemarre-'));
  api = await startApiProcess({ dataDir, port: PORTS.api });
  // The one-address server alone (serve-all.mjs also starts an api of its own).
  const script = `import { serveOneAddress } from './scripts/serve-one-address.mjs';
await serveOneAddress({ root: process.cwd(), port: ${PORTS.app}, host: '127.0.0.1', apiPort: ${PORTS.api} });
console.log('prêt');`;
  server = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('prêt') && resolve());
    server.once('exit', (code) => reject(new Error(`serveur une adresse arrêté (code ${code})`)));
  });
});

test.afterAll(async () => {
  await api?.close();
  server?.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a data page opened while the api restarts says so, then shows its data without a tap', async ({ page }) => {
  test.setTimeout(60_000);
  // The api goes away, as during a reload: the one-address server answers 502 for it.
  await api!.close();
  api = null;
  await page.goto(`${ORIGIN}/#/listeappt`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liste Appt');
  const restarting = page.getByRole('status').filter({ hasText: "L'api redémarre… nouvel essai automatique." });
  await expect(restarting).toBeVisible({ timeout: 20_000 });
  // French only: neither the store's message nor the status, and no error panel to tap.
  await expect(page.locator('main')).not.toContainText(/erreur magasin|unable to load|502|Bad Gateway/);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Back on the same base and port: the page reads its data by itself.
  api = await startApiProcess({ dataDir, port: PORTS.api });
  // The demo's 12 properties, 4 of them sold (Saint-Étienne Jacquard, Marseille Vauban,
  // Valence Centre, Aix-les-Bains Lac): 8 rows of unsold ones.
  // The list's own table: the taxes' table under it may already be there.
  const rows = page.getByRole('table', { name: 'Biens non vendus' }).locator('tbody tr');
  await expect(rows).toHaveCount(8, { timeout: 20_000 });
  await expect(rows.filter({ hasText: 'Lyon Croix-Rousse' })).toHaveCount(1);
  await expect(restarting).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
