/**
 * Every section the api writes (import file, /api/data, export), assembled from the areas'
 * contracts: the one place the api lists them. Each area owns its sections (schema, natural
 * key, derived fields); this module only puts them in the import's order and keeps the
 * api's names for them.
 */
import { checkRow, type RowCheck, type RowOf } from 'contract-kit/data';
import { chartsSections } from 'area-charts/contract';
import { immoSections } from 'area-immo/contract';
import { leisureSections } from 'area-leisure/contract';
import { opvcmSections } from 'area-opvcm/contract';

// The IRL series came last and stays last: the import writes the sections in this order.
const { irl, ...rentalSections } = immoSections;

/**
 * Section name → section, in the order the import writes them: properties first, before the
 * rents, loans and taxes that name them.
 */
export const SECTIONS = { ...rentalSections, ...opvcmSections, ...chartsSections, ...leisureSections, irl };

export type SectionName = keyof typeof SECTIONS;
export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[];

export function isSectionName(value: string): value is SectionName {
  return Object.prototype.hasOwnProperty.call(SECTIONS, value);
}

type SectionOf<K extends SectionName> = (typeof SECTIONS)[K];

/** A validated row of a section (numbers as numbers, dates as YYYY-MM-DD, defaults filled). */
export type SectionRow<K extends SectionName> = RowOf<SectionOf<K>>;
/** Validated dataset: every section optional. */
export type Dataset = { [K in SectionName]?: Array<SectionRow<K>> };

/** One value per section, in the sections' order, from what each section says. */
function bySection<T>(pick: (name: SectionName) => T | undefined): { [K in SectionName]?: T } {
  const out: { [K in SectionName]?: T } = {};
  for (const name of SECTION_NAMES) {
    const value = pick(name);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** A section's natural key, typed by its name (so that generic code keys its own rows). */
export interface NaturalKey<K extends SectionName> {
  /** The field(s) named in messages. */
  label: string;
  key: (row: SectionRow<K>) => string;
}

/** Natural keys: what identifies a row besides its id, unique within its section. */
export const UNIQUE_KEYS = bySection((name) => SECTIONS[name].uniqueKey) as { [K in SectionName]?: NaturalKey<K> };

/** One row checked against its section's schema, the first problem described in French. */
export function checkSectionRow<K extends SectionName>(name: K, value: unknown): RowCheck<SectionOf<K>> {
  return checkRow(SECTIONS[name], value);
}
