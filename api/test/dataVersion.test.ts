/** alldata and the rent recap are kept between requests, and never outlive a change of the data. */
import path from 'node:path';
import { dataVersionOf, memoUntilChange } from 'server-kit';
import { openDb } from '../src/db/open';
import { createTestApi, getPayload, type TestApi } from './helpers';

type AllData = { immos: Array<{ IM_NOM: string; IM_MT_LOYER: number }> };

let api: TestApi;
beforeEach(async () => {
  api = await createTestApi({ now: new Date(2025, 2, 20) });
});
afterEach(async () => {
  await api.close();
});

const rentOf = async (name: string) =>
  ((await getPayload(api.app, '/api/immeubles/alldata')) as AllData).immos.find((i) => i.IM_NOM === name)!.IM_MT_LOYER;

/** A property of the demo with no lease running: its IM_MT_LOYER is its own (a let one's is its lease's). */
const WITHOUT_LEASE = 'Grenoble Championnet';

test('a write through the api connection is seen at once', async () => {
  const name = WITHOUT_LEASE;
  expect(await rentOf(name)).not.toBe(1234.5);
  api.db.prepare('UPDATE properties SET rent = 1234.5 WHERE name = ?').run(name);
  expect(await rentOf(name)).toBe(1234.5);
});

test('a commit by another connection (the import command) is seen at once', async () => {
  const name = WITHOUT_LEASE;
  expect(await rentOf(name)).not.toBe(987.6);
  const other = openDb(path.join(api.dir, 'dashboard.sqlite'));
  try {
    other.prepare('UPDATE properties SET rent = 987.6 WHERE name = ?').run(name);
  } finally {
    other.close();
  }
  expect(await rentOf(name)).toBe(987.6);
  const recap = (await getPayload(api.app, '/api/immeubles/recaployers')) as { immos: Record<string, { IM_MT_LOYER: number }> };
  expect(recap.immos[name]?.IM_MT_LOYER ?? 987.6).toBe(987.6);
});

test('unchanged data is read once per day', () => {
  let reads = 0;
  const memo = memoUntilChange(dataVersionOf(api.db), (today) => ({ today, n: ++reads }));
  expect(memo('2025-03-20')).toBe(memo('2025-03-20'));
  expect(reads).toBe(1);
  expect(memo('2025-03-21').n).toBe(2);
});
