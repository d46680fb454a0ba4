/**
 * The check of a route table read at run time (a remote's `routes.json`, the tables a device
 * remembers): the shell takes only what passes (routeTables.test.ts runs it on every remote's
 * table of the workspace).
 */
import { z } from 'zod';
import { CARD_COLOR_ORDER, REMOTE_NAMES, type CardColor, type NavGroup, type RemoteName, type RouteTable } from 'shared-kernel';

const NAV_GROUP_IDS: readonly [NavGroup, ...NavGroup[]] = ['appt', 'opvcm', 'infos'];

const paramRule = z.object({
  name: z.string().min(1),
  pattern: z.string().refine((source) => {
    try {
      new RegExp(source);
      return true;
    } catch {
      return false;
    }
  }, 'expression régulière invalide'),
  example: z.string().optional(),
});

/** Files beside the table as the build writes them, or the http(s) addresses the shell made of them. */
const codeFiles = z.array(z.string().regex(/^([\w\-.]+\.js|https?:\/\/[^\s"'<>]+\.js)$/));

const tileSchema = z.object({
  title: z.string().min(1),
  comment: z.string(),
  color: z.enum(CARD_COLOR_ORDER as [CardColor, ...CardColor[]]),
  order: z.number(),
});

export const routeRowSchema = z.object({
  path: z.string().regex(/^\/[\w\-/:]*$/),
  title: z.string().min(1),
  nav: z.object({ group: z.enum(NAV_GROUP_IDS), label: z.string().min(1), order: z.number() }).optional(),
  tile: tileSchema.optional(),
  homeTile: tileSchema.optional(),
  param: paramRule.optional(),
  data: z.array(z.string().regex(/^[\w\-/:]+$/)).optional(),
  movieData: z.array(z.string().regex(/^[\w\-/:]+(\?[\w\-=&.%]*)?$/)).optional(),
  chunks: codeFiles.optional(),
});

// `satisfies`: a change to the table's type that the schema misses does not compile.
export const routeTableSchema = z.object({
  remote: z.enum(REMOTE_NAMES as unknown as [RemoteName, ...RemoteName[]]),
  entry: codeFiles.optional(),
  routes: z.array(routeRowSchema),
}) satisfies z.ZodType<RouteTable>;
