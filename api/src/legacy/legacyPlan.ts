/**
 * What the import will write from what the site gave. Without --remplacer (`merge`), a row
 * already in the base by its key is kept as it is and only the missing rows are added, so a
 * second run adds nothing: a property by its name, an expense by its date, label and amount
 * (the k-th identical one of the site matches the k-th of the base), a restaurant by its title,
 * a recipe by its id… The site gives yearly sums of the car expenses and energy: a vehicle's or
 * a meter's year already in the base is kept whole. With --remplacer (`replace`), each section
 * the site gave replaces ours, as a file import does, and the others are kept (listed:
 * `nonRemplacees`); on a base that still holds the demo (demoBase.ts), every other section is
 * emptied in the same write, so that no demo row stays beside the owner's.
 * Either way, a property tax naming a property neither the site nor the base will have is left out.
 */
import type { ExportedDataset } from '../data/exportDataset';
import type { ImportMode } from '../data/importDataset';
import { type Dataset, SECTION_NAMES, SECTIONS, type SectionName } from '../data/sections';
import { KEEP_KEYS } from './legacyAreas';
import type { LeftOut } from './legacyRows';

type Row = Record<string, unknown>;

export interface LegacyPlan {
  mode: ImportMode;
  /** The document handed to the import (sections with no row to write are left out). */
  document: Dataset;
  /** Rows of the site kept out because the base already has them, by section. */
  gardees: Partial<Record<SectionName, number>>;
  ecartees: LeftOut[];
  /** The base held only the demo. */
  baseDemo: boolean;
  /** Replacing an owner's base: the sections the site does not give, kept as they are, with their rows. */
  nonRemplacees: NotReplaced[];
}

export interface NotReplaced {
  section: SectionName;
  libelle: string;
  lignes: number;
}

/** The INSEE IRL series: shipped by the migrations and fed by IRL_URL, not demo rows; never emptied nor listed. */
const REFERENCE_SECTIONS: ReadonlySet<SectionName> = new Set(['irl']);

/** The base holds rows of its own (the IRL series aside): a base just created holds none. */
export const holdsRows = (base: ExportedDataset) => SECTION_NAMES.some((section) => !REFERENCE_SECTIONS.has(section) && base[section].length > 0);

/** The sections of the base with rows that the site does not give. */
const notGiven = (site: Dataset, base: ExportedDataset) =>
  SECTION_NAMES.filter((section) => !REFERENCE_SECTIONS.has(section) && site[section] === undefined && base[section].length > 0);

function missingRows(section: SectionName, rows: Row[], stored: Row[]): Row[] {
  const keep = KEEP_KEYS[section];
  if (!keep) return rows;
  const inBase = new Map<string, number>();
  for (const r of stored) inBase.set(keep.key(r), (inBase.get(keep.key(r)) ?? 0) + 1);
  const used = new Map<string, number>();
  return rows.filter((r) => {
    const key = keep.key(r);
    const n = (used.get(key) ?? 0) + 1;
    used.set(key, n);
    return keep.period ? !inBase.has(key) : n > (inBase.get(key) ?? 0);
  });
}

/** Property taxes of properties the import will not know, left out. */
function knownProperties(document: Dataset, base: ExportedDataset, baseKept: boolean): { document: Dataset; ecartees: LeftOut[] } {
  const names = new Set((document.immos ?? []).map((p) => p.IM_NOM));
  if (baseKept) for (const p of base.immos) names.add(String(p.IM_NOM));
  const taxes = document.taxesFoncieres ?? [];
  const ecartees = taxes
    .filter((t) => !names.has(t.IM_NOM))
    .map((t) => ({ section: 'taxesFoncieres', cle: `${t.IM_NOM} ${t.annee}`, champ: 'IM_NOM', raison: `bien « ${t.IM_NOM} » inconnu (ni sur le site ni dans la base)` }));
  if (ecartees.length === 0) return { document, ecartees };
  return { document: { ...document, taxesFoncieres: taxes.filter((t) => names.has(t.IM_NOM)) }, ecartees };
}

export function planLegacyImport(base: ExportedDataset, site: Dataset, remplacer: boolean, baseDemo: boolean): LegacyPlan {
  const emptied = remplacer && baseDemo;
  const { document: checked, ecartees } = knownProperties(site, base, !(emptied || (remplacer && site.immos)));
  if (emptied) {
    const document: Record<string, Row[]> = { ...checked };
    for (const section of notGiven(site, base)) document[section] = [];
    return { mode: 'replace', document: document as Dataset, gardees: {}, ecartees, baseDemo, nonRemplacees: [] };
  }
  if (remplacer) {
    const nonRemplacees = notGiven(site, base).map((section) => ({ section, libelle: SECTIONS[section].label, lignes: base[section].length }));
    return { mode: 'replace', document: checked, gardees: {}, ecartees, baseDemo, nonRemplacees };
  }
  const document: Record<string, Row[]> = {};
  const gardees: LegacyPlan['gardees'] = {};
  for (const section of SECTION_NAMES) {
    const rows = checked[section] as Row[] | undefined;
    if (!rows) continue;
    const missing = missingRows(section, rows, base[section] as Row[]);
    if (missing.length < rows.length) gardees[section] = rows.length - missing.length;
    if (missing.length > 0) document[section] = missing;
  }
  return { mode: 'merge', document: document as Dataset, gardees, ecartees, baseDemo, nonRemplacees: [] };
}
