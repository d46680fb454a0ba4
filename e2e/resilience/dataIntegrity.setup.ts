import { snapshotData } from './dataIntegrity';

/** Before any fault: what the api serves (kept in the environment for the teardown). */
export default async function globalSetup(): Promise<void> {
  process.env.RESILIENCE_DATA_BEFORE = JSON.stringify(await snapshotData());
}
