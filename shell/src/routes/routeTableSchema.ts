/**
 * The check of a route table read at run time (a remote's `routes.json`, the tables a device
 * remembers): the shell takes only what passes (routeTables.test.ts runs it on every remote's
 * table of the workspace).
 */
import { z } from 'zod/mini';
import { CARD_COLOR_ORDER, REMOTE_NAMES, type CardColor, type NavGroup, type RemoteName, type RouteTable } from 'shared-kernel';

const NAV_GROUP_IDS: readonly [NavGroup, ...NavGroup[]] = ['appt', 'opvcm', 'infos'];

const paramRule = z.object({
  name: z.string().check(z.minLength(1)),
  pattern: z.string().check(
    z.refine((source) => {
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    }, 'expression régulière invalide'),
  ),
  example: z.optional(z.string()),
});

/** Files beside the table as the build writes them, or the http(s) addresses the shell made of them. */
const codeFiles = z.array(z.string().check(z.regex(/^([\w\-.]+\.js|https?:\/\/[^\s"'<>]+\.js)$/)));

const tileSchema = z.object({
  title: z.string().check(z.minLength(1)),
  comment: z.string(),
  color: z.enum(CARD_COLOR_ORDER as [CardColor, ...CardColor[]]),
  order: z.number(),
});

export const routeRowSchema = z.object({
  path: z.string().check(z.regex(/^\/[\w\-/:]*$/)),
  title: z.string().check(z.minLength(1)),
  nav: z.optional(z.object({ group: z.enum(NAV_GROUP_IDS), label: z.string().check(z.minLength(1)), order: z.number() })),
  tile: z.optional(tileSchema),
  homeTile: z.optional(tileSchema),
  param: z.optional(paramRule),
  data: z.optional(z.array(z.string().check(z.regex(/^[\w\-/:]+$/)))),
  movieData: z.optional(z.array(z.string().check(z.regex(/^[\w\-/:]+(\?[\w\-=&.%]*)?$/)))),
  chunks: z.optional(codeFiles),
});

// `satisfies`: a change to the table's type that the schema misses does not compile.
export const routeTableSchema = z.object({
  remote: z.enum(REMOTE_NAMES as unknown as [RemoteName, ...RemoteName[]]),
  entry: z.optional(codeFiles),
  routes: z.array(routeRowSchema),
}) satisfies z.ZodMiniType<RouteTable>;
