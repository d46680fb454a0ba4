/**
 * The areas' move-in (AreaServer.moveIn), in the order of api/src/areas.ts: the site's reads
 * they map, their mappings, how a row already in the base is recognised, what is left to
 * complete, and their checks against the site's own sums. A new section's move-in is its area's change, not the api's.
 */
import type { LegacyDocument, LegacyKeepKey, LegacyPayloads, LegacyRead, LegacyToComplete } from 'server-kit';
import { AREAS } from '../areas';
import { HOST_READS } from './legacySite';

const moveIns = AREAS.flatMap((area) => (area.moveIn ? [area.moveIn] : []));

/** The areas' checks against the site's own sums. */
export const LEGACY_CHECKS = moveIns.flatMap((m) => m.checks ?? []);

/** Every read: the areas' first (two areas may share one, under one name), then the api's own, then the checks'. */
export const LEGACY_READS: Readonly<Record<string, LegacyRead>> = (() => {
  const reads: Record<string, LegacyRead> = {};
  const declared: Array<[string, LegacyRead]> = [
    ...moveIns.flatMap((m) => Object.entries(m.reads)),
    ...Object.entries(HOST_READS),
    ...LEGACY_CHECKS.map((c): [string, LegacyRead] => [c.name, c.read]),
  ];
  for (const [name, read] of declared) {
    const known = reads[name];
    if (known && (known.path !== read.path || known.raw !== read.raw)) throw new Error(`Lecture « ${name} » déclarée deux fois différemment.`);
    reads[name] = read;
  }
  return reads;
})();

export const READ_MAPPINGS = moveIns.flatMap((m) => m.mappings);

/** By section: how a row of the base is recognised, so an import that adds does not add it twice. */
export const KEEP_KEYS: Readonly<Record<string, LegacyKeepKey>> = Object.assign({}, ...moveIns.map((m) => m.keepKeys ?? {}));

/** What the site does not give, area by area. */
export const toComplete = (payloads: LegacyPayloads, document: LegacyDocument): LegacyToComplete[] =>
  moveIns.flatMap((m) => m.toComplete?.(payloads, document) ?? []);
