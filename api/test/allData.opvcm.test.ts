/** alldata's holdings, as the opvcm remote reads them (the holdings by bank and the bricks: areas/opvcm/test). */
import { allDataOpvcm, PLACEMENT_TYPES } from 'area-opvcm/contract';
import { createTestApi, getPayload, type TestApi } from './helpers';

const SPEC_FIELDS = ['OP_BENEF', 'OP_BQ', 'OP_MT_ACHAT', 'OP_MT_VTE', 'OP_NOM', 'OP_TYPE_PLCMT'];

describe('on the demo data', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  test("alldata's holdings carry exactly the fields of the spec, across types, banks and beneficiaries", async () => {
    const raw = (await getPayload(api.app, '/api/immeubles/alldata')) as { opvcm: Array<Record<string, unknown>> };
    for (const op of raw.opvcm) expect(Object.keys(op).sort()).toEqual(SPEC_FIELDS);
    const { opvcm } = allDataOpvcm.schema.parse(raw);
    expect(new Set(opvcm.map((o) => o.OP_TYPE_PLCMT))).toEqual(new Set(PLACEMENT_TYPES));
    expect(new Set(opvcm.map((o) => o.OP_BQ)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(opvcm.map((o) => o.OP_BENEF)).size).toBeGreaterThanOrEqual(2);
    // Several holdings of the default filter (ASSV0), so its total means something.
    expect(opvcm.filter((o) => o.OP_TYPE_PLCMT === 'ASSV0').length).toBeGreaterThan(1);
  });
});
