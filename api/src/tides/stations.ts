/** Tide stations of the @neaps database, looked up by id or by name (case and accents ignored). */
import { neaps, type Station } from './neaps';

export const DEFAULT_TIDE_STATION = 'Brest';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

function predictable(station: Station | undefined): station is Station {
  return station !== undefined && station.type === 'reference' && station.harmonic_constituents.length > 0;
}

/** The reference station with this id or this exact name, or null (no fuzzy guess). */
export function findTideStation(query: string): Station | null {
  const { search, stationsById } = neaps().database;
  const byId = stationsById.get(query.trim());
  if (predictable(byId)) return byId;
  const name = fold(query);
  if (!name) return null;
  const matches = search(query.trim()).filter((s) => predictable(s) && fold(s.name) === name);
  // Several gauges may share a name: the French one first (this is a French dashboard).
  return matches.find((s) => s.country_code === 'FR') ?? matches[0] ?? null;
}
