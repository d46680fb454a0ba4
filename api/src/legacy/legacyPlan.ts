/**
 * What the import will write from what the site gave. Without --remplacer (`merge`), a row
 * already in the base by its key is kept as it is and only the missing rows are added, so a
 * second run adds nothing: a property by its name, an expense by its date, label and amount
 * (the k-th identical one of the site matches the k-th of the base), a restaurant by its title,
 * a recipe by its id… The site gives yearly sums of the car expenses and energy: a vehicle's or
 * a meter's year already in the base is kept whole. With --remplacer (`replace`), each section
 * the site gave replaces ours, as a file import does.
 * Either way, a property tax naming a property neither the site nor the base has is left out.
 */
import type { ExportedDataset } from '../data/exportDataset';
import type { ImportMode } from '../data/importDataset';
import { type Dataset, SECTION_NAMES, type SectionName } from '../data/sections';
import type { LeftOut } from './legacyRows';

type Row = Record<string, unknown>;
const s = (v: unknown) => String(v);
const year = (date: unknown) => s(date).slice(0, 4);

/** A section's key as the owner recognises a row, and whether it counts rows or covers a period. */
const KEEP_KEYS: Partial<Record<SectionName, { key: (r: Row) => string; period?: true }>> = {
  immos: { key: (r) => s(r.IM_NOM) },
  voitures: { key: (r) => `${s(r.groupe)} ${year(r.date)}`, period: true },
  depenses: { key: (r) => `${s(r.COP_DATE)} ${s(r.COP_LIBELLE)} ${s(r.COP_MONT)}` },
  taxesFoncieres: { key: (r) => `${s(r.IM_NOM)} ${s(r.annee)}` },
  opvcm: { key: (r) => `${s(r.OP_BQ)} ${s(r.OP_NOM)} ${s(r.OP_DATE)}` },
  bricks: { key: (r) => s(r.nom) },
  energie: { key: (r) => `${s(r.compteur)} ${year(r.date)}`, period: true },
  restaurants: { key: (r) => s(r.TW_TITRE) },
  recettes: { key: (r) => s(r.id) },
};

export interface LegacyPlan {
  mode: ImportMode;
  /** The document handed to the import (sections with no row to write are left out). */
  document: Dataset;
  /** Rows of the site kept out because the base already has them, by section. */
  gardees: Partial<Record<SectionName, number>>;
  ecartees: LeftOut[];
}

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
function knownProperties(document: Dataset, base: ExportedDataset, replace: boolean): { document: Dataset; ecartees: LeftOut[] } {
  const names = new Set((document.immos ?? []).map((p) => p.IM_NOM));
  if (!(replace && document.immos)) for (const p of base.immos) names.add(s(p.IM_NOM));
  const taxes = document.taxesFoncieres ?? [];
  const ecartees = taxes
    .filter((t) => !names.has(t.IM_NOM))
    .map((t) => ({ section: 'taxesFoncieres', cle: `${t.IM_NOM} ${t.annee}`, champ: 'IM_NOM', raison: `bien « ${t.IM_NOM} » inconnu (ni sur le site ni dans la base)` }));
  if (ecartees.length === 0) return { document, ecartees };
  return { document: { ...document, taxesFoncieres: taxes.filter((t) => names.has(t.IM_NOM)) }, ecartees };
}

export function planLegacyImport(base: ExportedDataset, site: Dataset, remplacer: boolean): LegacyPlan {
  const { document: checked, ecartees } = knownProperties(site, base, remplacer);
  if (remplacer) return { mode: 'replace', document: checked, gardees: {}, ecartees };
  const document: Record<string, Row[]> = {};
  const gardees: LegacyPlan['gardees'] = {};
  for (const section of SECTION_NAMES) {
    const rows = checked[section] as Row[] | undefined;
    if (!rows) continue;
    const missing = missingRows(section, rows, base[section] as Row[]);
    if (missing.length < rows.length) gardees[section] = rows.length - missing.length;
    if (missing.length > 0) document[section] = missing;
  }
  return { mode: 'merge', document: document as Dataset, gardees, ecartees };
}
