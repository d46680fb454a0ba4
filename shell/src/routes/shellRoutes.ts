/**
 * The shell's own pages (Home, « Mes données », the tile menu, the test pages) and the navbar's
 * fixed words. Every other row comes from the remotes' published tables (routeTables.ts).
 */
import { rowOf, type NavGroup, type RouteEntry, type RouteRow } from 'shared-kernel';
import rows from './shellRoutes.json';

export const SHELL_ROUTES: readonly RouteEntry[] = (rows as RouteRow[]).map((row) => ({ ...row, owner: 'shell' }));

export const shellRouteOf = (path: string): RouteEntry => rowOf(SHELL_ROUTES, path);

/** The navbar's three menus, in this order. */
export const NAV_GROUPS: ReadonlyArray<{ id: NavGroup; label: string }> = [
  { id: 'appt', label: 'Appt' },
  { id: 'opvcm', label: 'Opvcm' },
  { id: 'infos', label: 'Infos' },
];

export const HOME_LABEL = 'Accueil';
export const NOT_FOUND_TITLE = 'Not Found !!!!';
