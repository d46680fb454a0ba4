import { losses, recordIntegrity, snapshotData, type DataSnapshot } from './dataIntegrity';

/** After every fault: the same data, nothing lost. */
export default async function globalTeardown(): Promise<void> {
  const before = JSON.parse(process.env.RESILIENCE_DATA_BEFORE ?? 'null') as DataSnapshot | null;
  if (!before) return;
  const lost = losses(before, await snapshotData());
  recordIntegrity('données servies par l’api, avant et après toutes les pannes', lost.length);
  if (lost.length > 0) throw new Error(`données perdues ou modifiées pendant les pannes : ${lost.join(', ')}`);
}
