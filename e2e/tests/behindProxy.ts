/**
 * The product as the owner installs it on his server, on this spec's ports: e2e/installed.mjs
 * (README « Installer sur un serveur », Caddy in front, Chromium trusting its root).
 */
import fs from 'node:fs';
import path from 'node:path';
import { install as installServer, requestThrough } from '../installed.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
export const NAME = 'tdb.maison.test';
/** Ports of this spec alone: the suite's servers keep theirs. */
const PORTS = { app: 3310, api: 8310, https: 8443, http: 8088 };
export const ORIGIN = `https://${NAME}:${PORTS.https}`;

export type Installed = Awaited<ReturnType<typeof installServer>>;

/** A request through Caddy, as the phone would send it, without the browser (no session). */
export function throughProxy(rootCert: string, method: string, urlPath: string, headers: Record<string, string> = {}, body?: string) {
  return requestThrough({ name: NAME, port: PORTS.https, rootCert }, method, urlPath, headers, body);
}

export function install(password: string): Promise<Installed> {
  return installServer({ root: ROOT, name: NAME, ports: PORTS, password });
}

/** A copy of a remote's build whose route table says something else (compressed copies dropped). */
export function editedBuild(dir: string, remoteDir: string, edit: (table: { routes: { tile?: { comment: string } }[] }) => void): string {
  const copy = path.join(dir, `${remoteDir}-modifie`);
  fs.cpSync(path.join(ROOT, remoteDir, 'dist'), copy, { recursive: true });
  const file = path.join(copy, 'routes.json');
  const table = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(table);
  fs.writeFileSync(file, JSON.stringify(table));
  fs.rmSync(`${file}.br`, { force: true });
  fs.rmSync(`${file}.gz`, { force: true });
  return copy;
}

export const SERVICE_UNIT = path.join(ROOT, 'deploy', 'tableau-de-bord.service');
