/**
 * A holding whose purchase date is unknown counts in the net worth from the day it was
 * recorded, and in the cumulative chart by bank from that year. Worked out by hand:
 * - « Livret A », 1 000 €, bought 2026-03-15: counted from the end of March 2026;
 * - « LVMH », 2 500 €, no purchase date, recorded 2026-04-20: counted from the end of April;
 * - « Fonds euros », 4 000 €, no purchase date, written without its recorded day: the api
 *   records it on the day of the write (today), after the months asked here.
 * So placements (and net: nothing else held) are 0 in February, 1 000 in March, 1 000 + 2 500 =
 * 3 500 in April and May 2026.
 */
import { createTestApi, getPayload, type TestApi } from './helpers';
import { getData, request } from './dataHelpers';

const NOW = new Date(2026, 5, 15, 9, 0);
const holding = (fields: Record<string, unknown>) => ({ OP_BQ: 'Boursorama', OP_MT_ACHAT: 1000, OP_TYPE_PLCMT: 'ACT', OP_BENEF: 'Pierre', ...fields });

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false, now: NOW });
  const res = await request(api.app, 'POST', '/api/data?mode=replace', {
    opvcm: [
      holding({ OP_NOM: 'Livret A', OP_BQ: 'La Banque Postale', OP_TYPE_PLCMT: 'AUTRE', OP_MT_VTE: 1000, OP_DATE: '2026-03-15' }),
      holding({ OP_NOM: 'LVMH', OP_MT_VTE: 2500, OP_MT_ACHAT: 2000, OP_DATE: null, enregistre_le: '2026-04-20' }),
      holding({ OP_NOM: 'Fonds euros', OP_BQ: 'Linxea', OP_TYPE_PLCMT: 'ASSV0', OP_MT_VTE: 4000, OP_MT_ACHAT: 4000, OP_DATE: null }),
    ],
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await api.close();
});

const month = (mois: string, placements: number) => ({ mois, immobilier: 0, emprunts: 0, placements, bricks: 0, or: 0, net: placements });

test('an undated holding counts from the day it was recorded', async () => {
  const reply = await getData<{ mois: unknown[] }>(api.app, '/api/patrimoine?de=2026-02&a=2026-05');
  expect(reply.mois).toEqual([month('2026-02', 0), month('2026-03', 1000), month('2026-04', 3500), month('2026-05', 3500)]);
});

test('a holding written without its recorded day is recorded on the day of the write, and keeps that day when edited', async () => {
  const rows = await getData<Array<Record<string, unknown>>>(api.app, '/api/data/opvcm');
  const fonds = rows.find((r) => r.OP_NOM === 'Fonds euros')!;
  const d = new Date();
  const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  expect(fonds).toMatchObject({ OP_DATE: null, enregistre_le: today });
  // The form sends its fields only: the recorded day stays; the purchase date is set.
  const { id, enregistre_le: _day, ...fields } = fonds;
  expect((await request(api.app, 'PUT', `/api/data/opvcm/${String(id)}`, { ...fields, OP_DATE: '2026-01-05' })).statusCode).toBe(200);
  expect(await getData(api.app, `/api/data/opvcm/${String(id)}`)).toMatchObject({ OP_DATE: '2026-01-05', enregistre_le: today });
});

test('the cumulative chart by bank dates an undated holding by the year it was recorded', async () => {
  const lvmh = (await getData<Array<Record<string, unknown>>>(api.app, '/api/data/opvcm')).find((r) => r.OP_NOM === 'LVMH')!;
  expect(lvmh).toMatchObject({ OP_DATE: null, enregistre_le: '2026-04-20' });
  // Purchases by bank in 2026 (by hand): Boursorama 2 000 (LVMH, recorded in 2026).
  const chart = (await getPayload(api.app, '/api/immeubles/graphcumulbk')) as { axe: string; serie: string };
  const series = JSON.parse(chart.serie) as Array<{ name: string; data: number[] }>;
  const axis = chart.axe.replace(/[[\]\s]/g, '').split(',');
  const boursorama = series.find((s) => s.name === 'Boursorama')!;
  expect(boursorama.data[axis.indexOf('2026')]).toBe(2000);
});
