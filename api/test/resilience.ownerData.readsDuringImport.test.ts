/**
 * Reads during a large import through the data api: a read never waits for the import. The import's parsing,
 * validation and transaction used to run on the server's event loop: every read waited for
 * its end. Now, once the import writes (its avant-import backup is on disk), a read is answered
 * before the import's reply, with the data as they were (never half of the import), and after
 * the reply reads show the new data, cached ones included. A row written meanwhile waits for
 * the import and is kept. No timing is asserted: only which reply comes first, and contents.
 */
import path from 'node:path';
import { listBackups } from '../src/backup/backups';
import { getData, payloadOf, request, expense, type StoredRow } from './dataHelpers';
import { createTestApi, type TestApi } from './helpers';
import { waitUntil } from './processes';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

/** Enough rows (some 4 Mo) for the import to take a while, whatever the machine. */
const ROWS = 40_000;

type AllData = { immos: Array<{ IM_NOM: string; IM_COMMENT: string | null }> };

test('a read issued while a large import writes is answered first, with the old data; after it, the new data', async () => {
  const exported = await getData<{ immos: StoredRow[] }>(api.app, '/api/data');
  const oldExpenses = await getData<StoredRow[]>(api.app, '/api/data/depenses');
  // Read once, so that the cached reply is there to be invalidated by the import's commit.
  const oldAllData = await getData<AllData>(api.app, '/api/immeubles/alldata');
  const [first, ...others] = exported.immos;
  const doc = {
    immos: [{ ...first, IM_COMMENT: 'Commentaire importé' }, ...others],
    depenses: Array.from({ length: ROWS }, (_, i) => expense({ COP_LIBELLE: `Achat ${i + 1}` })),
  };

  let replied = false;
  const importing = request(api.app, 'POST', '/api/data?mode=replace', doc).then((res) => {
    replied = true;
    return res;
  });
  // The backup is the last step before the transaction: once it is on disk, the import writes.
  const backupsDir = path.join(api.dir, 'backups');
  await waitUntil(() => replied || listBackups(backupsDir).some((b) => b.file.endsWith('-avant-import.sqlite')), 60_000, 'sauvegarde avant import');

  const during = await getData<StoredRow[]>(api.app, '/api/data/depenses');
  const answeredFirst = !replied;
  const allDataDuring = await getData<AllData>(api.app, '/api/immeubles/alldata');
  const written = request(api.app, 'POST', '/api/data/depenses', expense({ COP_LIBELLE: 'Écrite pendant l’import' }));
  // Every read until the reply: the old rows or the new ones, all of them. (The pause lets the
  // worker's messages in: an injected request may complete without the event loop polling.)
  const counts = new Set<number>();
  while (!replied) {
    counts.add((await getData<StoredRow[]>(api.app, '/api/data/depenses')).length);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  expect(answeredFirst).toBe(true);
  expect(during).toEqual(oldExpenses);
  expect(allDataDuring).toEqual(oldAllData);
  expect([...counts].filter((n) => n !== oldExpenses.length && n !== ROWS)).toEqual([]);

  const report = payloadOf<{ sections: Record<string, { added: number; removed: number }> }>(await importing);
  expect(report.sections.depenses).toMatchObject({ added: ROWS, removed: oldExpenses.length });
  expect((await written).statusCode).toBe(201);

  const after = await getData<StoredRow[]>(api.app, '/api/data/depenses');
  expect(after).toHaveLength(ROWS + 1);
  expect(after.filter((r) => r.COP_LIBELLE === 'Écrite pendant l’import')).toHaveLength(1);
  const allDataAfter = await getData<AllData>(api.app, '/api/immeubles/alldata');
  expect(allDataAfter.immos.find((p) => p.IM_NOM === first?.IM_NOM)?.IM_COMMENT).toBe('Commentaire importé');
  const journal = await getData<Array<{ action: string }>>(api.app, '/api/data/journal');
  expect(journal.map((e) => e.action).slice(0, 2)).toEqual(['create', 'import']);
});
