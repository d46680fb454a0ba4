/**
 * The owner's data, as the api serves it, before and after the whole resilience run: every
 * /api payload must be identical, and every image listed before must still be there.
 * Added files (a scenario that uploads) are not a loss; anything changed or gone is.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { chartsEndpoints } from 'area-charts/contract';
import { immoEndpoints } from 'area-immo/contract';
import { leisureEndpoints } from 'area-leisure/contract';
import { opvcmEndpoints } from 'area-opvcm/contract';
import { API as API_ORIGIN } from '../tests/fixtures';

const API = `${API_ORIGIN}/api`;
/** Every area's reads, once each (immo and opvcm both read immeubles/alldata). */
const PATHS = [
  ...new Set([immoEndpoints, opvcmEndpoints, chartsEndpoints, leisureEndpoints].flatMap((table) => Object.values(table).map((e) => e.path))),
];
const IMAGE_LISTS = new Set(['permis/contenuDossierImage/sport', 'permis/contenuDossierImage/recettes']);

export interface DataSnapshot {
  payloads: Record<string, string>;
  images: Record<string, string[]>;
}

export async function snapshotData(): Promise<DataSnapshot> {
  const snapshot: DataSnapshot = { payloads: {}, images: {} };
  for (const path of PATHS) {
    const res = await fetch(`${API}/${path}`);
    if (!res.ok) throw new Error(`${path} : ${res.status}`);
    const { payload } = (await res.json()) as { payload: unknown };
    if (IMAGE_LISTS.has(path)) snapshot.images[path] = payload as string[];
    else snapshot.payloads[path] = createHash('sha256').update(JSON.stringify(payload)).digest('hex');
  }
  return snapshot;
}

/** What was there before and is changed or missing after. */
export function losses(before: DataSnapshot, after: DataSnapshot): string[] {
  const lost: string[] = [];
  for (const [path, hash] of Object.entries(before.payloads)) if (after.payloads[path] !== hash) lost.push(path);
  for (const [path, names] of Object.entries(before.images)) {
    const kept = new Set(after.images[path] ?? []);
    for (const name of names) if (!kept.has(name)) lost.push(`${path}/${name}`);
  }
  return lost;
}

/** One line of the ledger read by scripts/test-resilience.mjs (when it runs the suite). */
export function recordIntegrity(scenario: string, lost: number): void {
  const ledger = process.env.RESILIENCE_LEDGER;
  if (ledger) fs.appendFileSync(ledger, `${JSON.stringify({ group: 'navigateur', scenario, lost: lost > 0 })}\n`);
}
