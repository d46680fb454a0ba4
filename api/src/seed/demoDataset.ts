/**
 * Realistic French demo dataset, as of "now": each area's demo rows (its server half's
 * `demoRows`: properties, rents, leases, expenses, holdings, bricks, energy, restaurants, the 11
 * sample recipes…) and the host's own (the bank statements' rules), in the sections' order.
 * Same `now` → same data.
 */
import { AREAS } from '../areas';
import { isSectionName, SECTION_NAMES, type Dataset } from '../data/sections';

/**
 * The bank statements' rules, tried in this order on the demo statements (seed/statements/
 * demoBankLines.ts): the home insurance by text, fuel within an amount bound, the monthly
 * property-tax debit by a /regex/ (the year's tax is recorded in taxesFoncieres: ignored). The
 * demo has imported no statement yet: no lignesReleves, no profilsReleves.
 */
const DEMO_RULES: NonNullable<Dataset['regles']> = [
  { motif: 'MAIF', montant_min: null, montant_max: null, section: 'depenses' },
  { motif: 'STATION', montant_min: null, montant_max: 150, section: 'voitures', groupe: 'Citroën C3' },
  { motif: '/TAXE FONCI[EÈ]RE/i', montant_min: null, montant_max: null, section: 'ignorer' },
];

/** The host's own demo rows: the sections whose feature lives in the api. */
const hostDemoRows = (): Dataset => ({ regles: DEMO_RULES });

/** The whole demo dataset, in the import-file shape (so it goes through the same writer). */
export function buildDemoDataset(now: Date): Dataset {
  const rows = new Map<string, readonly object[]>(Object.entries(hostDemoRows()));
  for (const area of AREAS) {
    for (const [name, sectionRows] of Object.entries(area.demoRows?.(now) ?? {})) {
      if (rows.has(name) || !isSectionName(name)) throw new Error(`demo rows of ${area.name}: section ${name} unknown or already filled`);
      rows.set(name, sectionRows);
    }
  }
  const dataset: Record<string, readonly object[]> = {};
  for (const name of SECTION_NAMES) {
    const sectionRows = rows.get(name);
    if (sectionRows) dataset[name] = sectionRows;
  }
  return dataset as Dataset;
}
