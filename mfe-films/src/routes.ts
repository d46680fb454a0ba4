/**
 * The films area's pages: published next to the remote's manifest as routes.json, from which the
 * shell draws their navbar entries and tiles at run time (its contract test checks the file).
 * The remote bundles it with the kernel's plain route helpers (no schema, no zod).
 */
import { rowOf, type RouteTable } from 'shared-kernel/routes';
import table from './routes.json';

export const routeTable = table as RouteTable;

/** The row of one of the area's paths (its French title for the page heading). */
export const routeOf = (path: string) => rowOf(routeTable.routes, path);
