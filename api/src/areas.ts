/**
 * The areas whose server halves the api hosts (each `areas/<zone>/src/server`), in the order
 * their migrations apply, after the base's history (server-kit/migrations). Adding an area's
 * endpoint, table or demo rows touches its package only; a new area is one line here.
 */
import type { AreaEnv, AreaServer } from 'server-kit';
import { chartsServer } from 'area-charts/server';
import { immoServer } from 'area-immo/server';
import { leisureServer } from 'area-leisure/server';
import { opvcmServer } from 'area-opvcm/server';

export const AREAS: readonly AreaServer[] = [immoServer, opvcmServer, chartsServer, leisureServer];

/** Each area's settings by its name, as it read and checked them (`settings(env)`: a bad value throws its message). */
export type AreaSettings = Readonly<Record<string, unknown>>;

export const readAreaSettings = (env: AreaEnv, areas: readonly AreaServer[] = AREAS): AreaSettings =>
  Object.fromEntries(areas.flatMap((area) => (area.settings ? [[area.name, area.settings(env)]] : [])));
