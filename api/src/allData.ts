/**
 * immeubles/alldata: the spec's one document for two areas, the properties (immo) and the
 * holdings (opvcm). Each area reads its own half; the api, which hosts both, puts them
 * together, so that neither area depends on the other.
 */
import { createImmoQueries } from 'area-immo/server';
import { createOpvcmQueries } from 'area-opvcm/server';
import { dataVersionOf, memoUntilChange, type Db } from 'server-kit';

/** The document, kept until the data changes or the day turns (the same object: its JSON is cached too). */
export function createAllData(db: Db) {
  const immo = createImmoQueries(db);
  const opvcm = createOpvcmQueries(db);
  return memoUntilChange(dataVersionOf(db), (today) => ({ immos: immo.properties(today), opvcm: opvcm.holdings() }));
}

export type AllData = ReturnType<typeof createAllData>;
