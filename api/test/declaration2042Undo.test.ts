/**
 * The data core's undo of the owner's tax choice: the rental statement's regime follows it back.
 * The boxes of form 2042 themselves are immo's (areas/immo/test/server/earnings/declaration2042.test.ts).
 */
import { request } from './dataHelpers';
import { emptyBase, letProperty, type Base } from './rentalBase';

const NAME = 'Paris Bastille';
let b: Base;
beforeAll(async () => {
  b = await emptyBase();
  await b.post('immos', letProperty(NAME, { IM_MT_LOYER: 1000, loyerTheo: 1000 }));
  for (let month = 1; month <= 12; month++) await b.post('loyers', { IM_NOM: NAME, date: `2025-${String(month).padStart(2, '0')}-05`, montant: 1000 });
  await b.post('fiscalite', { tmi: 30, regime_foncier: 'micro', regime_meuble: null });
});
afterAll(() => b.api.close());

test('the réel chosen, then that write undone: the micro-foncier chosen before', async () => {
  const rows = (await b.api.db.prepare('SELECT id FROM owner_tax').all()) as Array<{ id: number }>;
  await request(b.api.app, 'PUT', `/api/data/fiscalite/${rows[0]!.id}`, { tmi: 30, regime_foncier: 'reel', regime_meuble: null });
  expect((await b.statement(2025)).declaration_2042).toMatchObject({ regime: 'reel', regime_source: 'choix' });
  await request(b.api.app, 'POST', '/api/data/undo');
  expect((await b.statement(2025)).declaration_2042).toMatchObject({ regime: 'micro', regime_source: 'choix' });
});
