/**
 * Empty bases for the immo area's tests, on server-kit's in-memory host: rows written through
 * the area write (checked by immo's sections, as the data core checks them), the rental
 * statement read from its route, and a let property in the import format.
 */
import { createAreaTestHost, getPayload, type AreaTestHost, type AreaTestHostOptions } from 'server-kit/testing';
import type { StoredRow } from 'server-kit';
import { immoSections, revenusFonciersSchema, type RevenusFonciers } from '../../src/contract';
import { immoServer } from '../../src/server';

export const NOW = new Date(2026, 10, 25, 10, 0);

export interface Base {
  host: AreaTestHost;
  /** Writes a row of `section`; returns it as stored, with its id. */
  post: (section: string, row: object) => Promise<StoredRow>;
  /** Replaces row `id` of `section`; false when nothing changed. */
  put: (section: string, id: number, row: object) => boolean;
  /** The rows of `section`, with their ids. */
  list: (section: string) => StoredRow[];
  statement: (annee: number) => Promise<RevenusFonciers>;
}

export async function emptyBase(now: Date = NOW, options: Pick<AreaTestHostOptions, 'mail' | 'settings'> = {}): Promise<Base> {
  const host = await createAreaTestHost({ areas: [immoServer], sections: immoSections, now, ...options });
  const { write } = host.host;
  return {
    host,
    post: async (section, row) =>
      write(`Ajout dans ${section}`, (w) => {
        const id = w.insert(section, row);
        return w.list(section, { column: 'id', value: id })[0]!;
      }),
    put: (section, id, row) => write(`Modification dans ${section}`, (w) => w.update(section, id, row)),
    list: (section) => write('lecture', (w) => w.list(section)),
    statement: async (annee) => revenusFonciersSchema.parse(await getPayload(host.app, `/api/immeubles/revenusfonciers/${annee}`)),
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
