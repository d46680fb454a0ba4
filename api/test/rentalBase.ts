/** Empty bases for the rental statement's tests, and a let property as /api/data/immos takes it. */
import { revenusFonciersSchema, type RevenusFonciers } from '../src/contracts';
import { createTestApi, getPayload, type TestApi } from './helpers';
import { payloadOf, request } from './dataHelpers';

export const NOW = new Date(2026, 10, 25, 10, 0);

export interface Base {
  api: TestApi;
  post: (section: string, row: object) => Promise<unknown>;
  statement: (annee: number) => Promise<RevenusFonciers>;
}

export async function emptyBase(now: Date = NOW): Promise<Base> {
  const api = await createTestApi({ now, seed: false });
  return {
    api,
    post: async (section, row) => payloadOf(await request(api.app, 'POST', `/api/data/${section}`, row)),
    statement: async (annee) => revenusFonciersSchema.parse(await getPayload(api.app, `/api/immeubles/revenusfonciers/${annee}`)),
  };
}

/** A property let unfurnished since 2010, bought 200 000 €, no loan; `fields` change any of it. */
export const letProperty = (IM_NOM: string, fields: object = {}) => ({
  IM_NOM,
  IM_INDIVISION: 0,
  IM_TYPE_PROP: 'PROP',
  IM_PRET_MT: 0,
  IM_FIN_PRET: null,
  IM_MT_LOYER: 720,
  IM_AGENCE: 0,
  IM_DATE_ACHAT: '2010-01-01',
  IM_DATE_VTE: null,
  IM_VENDU: 0,
  IM_PA: 200000,
  IM_PX_VTE: 0,
  IM_COMMENT: null,
  loyerTheo: 720,
  ...fields,
});
