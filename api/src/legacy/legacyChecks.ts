/**
 * The areas' checks of what came over against the site's own sums (an area's `moveIn.checks`:
 * immo's expenses by year, opvcm's holdings by bank). A difference is said in the report (a
 * site that lists only part of its expenses, rows left out), never corrected. These reads are
 * checks: one that fails is said too, and does not make the import partial.
 */
import type { Dataset } from '../data/sections';
import { LEGACY_CHECKS } from './legacyAreas';
import type { Payloads } from './legacySite';

export const CHECK_READS: ReadonlySet<string> = new Set(LEGACY_CHECKS.map((c) => c.name));

/** What the checks found, in French; a check that cannot read its reply says so. */
export function crossChecks(payloads: Payloads, document: Dataset, failed: Array<{ lecture: string; message: string }>): string[] {
  const out = failed.map((f) => `Contrôle non fait : ${f.message}.`);
  for (const { name, read, check } of LEGACY_CHECKS) {
    if (payloads[name] === undefined) continue;
    try {
      out.push(...check(payloads, document));
    } catch (error) {
      out.push(`Contrôle non fait : « ${read.path} » illisible (${error instanceof Error ? error.message : String(error)}).`);
    }
  }
  return out;
}
