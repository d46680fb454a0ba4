/**
 * The product's route table as the shell merges it: its own rows (shell/src/routes/shellRoutes.json)
 * first, then each remote's published table (src/routes.json), read from the files
 * rather than the shell's modules, which touch the DOM. Navbar and tiles sort as the shell does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { entriesOf, type NavGroup, type RouteEntry, type RouteOwner, type RouteRow, type RouteTable } from 'shared-kernel/routes';
import { REMOTE_NAMES, TOPOLOGY, type RemoteName } from 'shared-kernel/topology';

const REPO = path.resolve(__dirname, '..', '..');
const readJson = (...segments: string[]): unknown => JSON.parse(fs.readFileSync(path.join(REPO, ...segments), 'utf8'));

// The shell's unit tests check these files against the schema it reads them with.
const shellRows = readJson(TOPOLOGY.shell.dir, 'src', 'routes', 'shellRoutes.json') as RouteRow[];

/** Each remote's table. */
export const REMOTE_TABLES: Readonly<Record<RemoteName, RouteTable>> = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, readJson(TOPOLOGY.remotes[name].dir, 'src', 'routes.json')]),
) as Record<RemoteName, RouteTable>;

export const ROUTES: readonly RouteEntry[] = [
  ...shellRows.map((row): RouteEntry => ({ ...row, owner: 'shell' })),
  ...REMOTE_NAMES.flatMap((name) => entriesOf(REMOTE_TABLES[name])),
];

/** The navbar's three menus, in this order (as shell/src/routes/shellRoutes.ts). */
export const NAV_GROUPS: ReadonlyArray<{ id: NavGroup; label: string }> = [
  { id: 'appt', label: 'Appt' },
  { id: 'opvcm', label: 'Opvcm' },
  { id: 'infos', label: 'Infos' },
];

export const NOT_FOUND_TITLE = 'Not Found !!!!';

export function routesOf(owner: RouteOwner): RouteEntry[] {
  return ROUTES.filter((r) => r.owner === owner);
}

/** A group's entries, whoever serves them, in their order. */
export function navEntries(group: NavGroup): RouteEntry[] {
  return ROUTES.filter((r) => r.nav?.group === group).sort((a, b) => a.nav!.order - b.nav!.order);
}

/** The remotes' tiles of the /buttons menu, in their order (« Mes données », the shell's, comes after them). */
export function tileEntries(): RouteEntry[] {
  return ROUTES.filter((r) => r.tile && r.owner !== 'shell').sort((a, b) => a.tile!.order - b.tile!.order);
}

export const TILE_ORDER: readonly string[] = tileEntries().map((r) => r.path);
