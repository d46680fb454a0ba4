/**
 * Reading INSEE's reply for the IRL series (BDM web service, SDMX-ML « StructureSpecificData »):
 *   <message:StructureSpecificData …><message:DataSet …>
 *     <Series IDBANK="001515333" FREQ="T" TITLE_FR="Indice de référence des loyers (IRL)" …>
 *       <Obs TIME_PERIOD="2025-Q3" OBS_VALUE="145.77" OBS_STATUS="A" OBS_QUAL="DEF" …/>
 * Observations come newest first; an observation INSEE does not mark definitive (OBS_QUAL other
 * than DEF) is left out. Whether a value is plausible is irlSanity.ts's call.
 */
import { XMLParser } from 'fast-xml-parser';

export const IRL_IDBANK = '001515333';

export interface IrlObservation {
  annee: number;
  trimestre: number;
  valeur: number;
}

// Attributes kept as text (IDBANK's leading zeros), namespaces dropped (message:DataSet → DataSet).
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  removeNSPrefix: true,
  processEntities: false,
  isArray: (name) => name === 'Series' || name === 'Obs',
});

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/** "2025-Q3" → 2025, 3. */
function quarterOf(period: unknown): { annee: number; trimestre: number } | null {
  const m = typeof period === 'string' ? /^(\d{4})-Q([1-4])$/.exec(period.trim()) : null;
  return m ? { annee: Number(m[1]), trimestre: Number(m[2]) } : null;
}

/**
 * The observations of the IRL series, oldest first; null when the reply is not that series
 * (not XML, no series, another IDBANK, a period or value unreadable).
 */
export function parseIrlFeed(xml: string): IrlObservation[] | null {
  let doc: unknown;
  try {
    doc = parser.parse(xml, true);
  } catch {
    return null;
  }
  if (!isRecord(doc) || !isRecord(doc.StructureSpecificData)) return null;
  const series = asList(doc.StructureSpecificData.DataSet)
    .filter(isRecord)
    .flatMap((set) => asList(set.Series))
    .filter(isRecord);
  // The IRL itself: a reply holding several series (or another index) names its own.
  const irl = series.filter((s) => s.IDBANK === IRL_IDBANK);
  const chosen = irl.length === 1 ? irl[0] : series.length === 1 && series[0]!.IDBANK === undefined ? series[0] : undefined;
  if (!chosen) return null;
  const observations: IrlObservation[] = [];
  for (const obs of asList(chosen.Obs)) {
    if (!isRecord(obs)) return null;
    if (obs.OBS_QUAL !== undefined && obs.OBS_QUAL !== 'DEF') continue;
    const quarter = quarterOf(obs.TIME_PERIOD);
    const valeur = typeof obs.OBS_VALUE === 'string' && obs.OBS_VALUE.trim() !== '' ? Number(obs.OBS_VALUE) : NaN;
    if (!quarter || Number.isNaN(valeur)) return null;
    observations.push({ ...quarter, valeur });
  }
  if (observations.length === 0) return null;
  return observations.sort((a, b) => a.annee - b.annee || a.trimestre - b.trimestre);
}
