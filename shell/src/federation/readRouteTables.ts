/**
 * Reads each deployed remote's route table (`routes.json`, published beside its manifest) at
 * start: a page shipped with a remote reaches the navbar without a shell deploy. A remote that
 * does not answer, or answers a table that is not its own, keeps the rows known before.
 */
import type { RemoteName, RouteTable } from 'shared-kernel';
import { routeTableSchema } from '../routes/routeTableSchema';
import { knownRouteTables, rememberRouteTables, setRouteTables, type Tables } from '../routes/routeTables';
import { takeEarlyTable } from './startHandoff';

/** A remote's table that hangs stops being waited for after this (the start's early request too). */
const TABLE_TIMEOUT_MS = 5000;

/** Where a remote publishes its table: beside the manifest the config names. */
export const routeTableUrl = (manifestUrl: string) => new URL('routes.json', new URL(manifestUrl, document.baseURI)).href;

async function fetchTable(remote: RemoteName, manifestUrl: string): Promise<RouteTable | null> {
  try {
    // A host that hangs must not hold unknown paths on a spinner: past this, its known rows serve.
    const url = routeTableUrl(manifestUrl);
    // The opening page's table may already be on its way (earlyRemote).
    const response = await (takeEarlyTable(url) ?? fetch(url, { credentials: 'omit', signal: AbortSignal.timeout(TABLE_TIMEOUT_MS) }));
    if (!response.ok) return null;
    const parsed = routeTableSchema.safeParse(await response.json());
    // A table that names another remote is not this remote's: ignored like a failure.
    if (!parsed.success || parsed.data.remote !== remote) return null;
    // Its code files (the remote's entry, each page's) are named beside it: the shell keeps their addresses.
    const at = (files: string[]) => files.map((file) => new URL(file, url).href);
    const routes = parsed.data.routes.map((row) => (row.chunks ? { ...row, chunks: at(row.chunks) } : row));
    return { ...parsed.data, ...(parsed.data.entry && { entry: at(parsed.data.entry) }), routes };
  } catch {
    return null;
  }
}

/** Reads every remote's table anew; the ones that answer replace what was known, and are remembered. */
export async function refreshRouteTables(manifests: Partial<Record<RemoteName, string>>): Promise<void> {
  const read = await Promise.all(
    Object.entries(manifests).map(async ([remote, url]) => [remote, url ? await fetchTable(remote as RemoteName, url) : null] as const),
  );
  const tables: Tables = { ...knownRouteTables() };
  for (const [remote, table] of read) if (table) tables[remote as RemoteName] = table;
  rememberRouteTables(tables);
  setRouteTables(tables, true);
}
