/**
 * What the data core and the net worth add to the rental rules, on data written through
 * /api/data into empty bases (the 2044 statement itself is tested in areas/immo/test):
 *  - a charge dated after the sale is refused, and an import holding one refused whole;
 *  - joint ownership without a recorded share counts at 50 % in the net worth;
 *  - agency fees above the payment are refused.
 */
import { count, errorOf, getData, request } from './dataHelpers';
import { getPayload } from './helpers';
import { emptyBase, letProperty as property, type Base } from './rentalBase';

describe('a property sold on 30 June 2024', () => {
  let b: Base;
  beforeAll(async () => {
    b = await emptyBase();
    await b.post('immos', property('Vendu en 2024', { IM_DATE_VTE: '2024-06-30', IM_VENDU: 1 }));
    await b.post('chargesBiens', { IM_NOM: 'Vendu en 2024', date: '2024-03-01', montant: 200, categorie: 'assurance', libelle: null });
  });
  afterAll(() => b.api.close());

  test('a charge dated after the sale is refused, naming the row and the sale date', async () => {
    const res = await request(b.api.app, 'POST', '/api/data/chargesBiens', {
      IM_NOM: 'Vendu en 2024',
      date: '2024-09-01',
      montant: 300,
      categorie: 'travaux',
      libelle: 'Peinture',
    });
    const body = errorOf(res, 400);
    expect(body.champ).toBe('date');
    expect(body.message).toContain('« Peinture » du 01/09/2024');
    expect(body.message).toContain('vente de « Vendu en 2024 » le 30/06/2024');
  });

  test('an import holding one is refused whole', async () => {
    const before = count(b.api.db, 'property_charges');
    const res = await request(b.api.app, 'POST', '/api/data?mode=merge', {
      chargesBiens: [
        { IM_NOM: 'Vendu en 2024', date: '2024-05-01', montant: 100, categorie: 'assurance', libelle: null },
        { IM_NOM: 'Vendu en 2024', date: '2024-07-01', montant: 100, categorie: 'assurance', libelle: null },
      ],
    });
    const body = errorOf(res, 400);
    expect(body).toMatchObject({ section: 'chargesBiens', ligne: 2, champ: 'date' });
    expect(body.message).toContain('30/06/2024');
    // Not even the first row, dated before the sale.
    expect(count(b.api.db, 'property_charges')).toBe(before);
  });

  test('a sale date moved before a charge already recorded is refused, and nothing changes', async () => {
    type Row = { id: number; IM_NOM: string; IM_DATE_VTE: string | null };
    const soldOne = async () => (await getData<Row[]>(b.api.app, '/api/data/immos')).find((p) => p.IM_NOM === 'Vendu en 2024')!;
    const { id, ...sold } = await soldOne();
    await b.post('chargesBiens', { IM_NOM: 'Vendu en 2024', date: '2024-03-10', montant: 80, categorie: 'assurance', libelle: 'PNO' });
    const res = await request(b.api.app, 'PUT', `/api/data/immos/${id}`, { ...sold, IM_DATE_VTE: '2024-02-29' });
    const body = errorOf(res, 400);
    expect(body.champ).toBe('IM_DATE_VTE');
    // The one of 1 March (set up above) and this one.
    expect(body.message).toContain('la vente de « Vendu en 2024 » le 29/02/2024 précède ses 2 charges datées du 01/03/2024 au 10/03/2024');
    expect((await soldOne()).IM_DATE_VTE).toBe('2024-06-30');
  });
});

describe('joint ownership without a recorded share', () => {
  let b: Base;
  beforeAll(async () => {
    b = await emptyBase();
    // IM_INDIVISION = 1, type PROP, no IM_QUOTE_PART: 50 %.
    await b.post('immos', property('Indivision Vauban', { IM_INDIVISION: 1, IM_MT_LOYER: 1000, loyerTheo: 1000, IM_PA: 150000, IM_DATE_ACHAT: '2020-01-15' }));
  });
  afterAll(() => b.api.close());

  test('50 % in the net worth', async () => {
    const worth = (await getPayload(b.api.app, '/api/patrimoine?de=2024-12&a=2024-12')) as { mois: Array<{ immobilier: number }> };
    // 150 000 / 2.
    expect(worth.mois[0]!.immobilier).toBe(75000);
  });
});

describe('gold without a price', () => {
  test('/api/patrimoine: gold held and never priced is null, named in non_valorises', async () => {
    const b = await emptyBase();
    try {
      await b.post('or', { date: '2024-03-01', grammes: 31.1 });
      await b.post('bricks', { nom: 'Brick Lyon', achat: 1000, loyers: {} });
      const worth = (await getPayload(b.api.app, '/api/patrimoine?de=2024-02&a=2024-03')) as { mois: Array<{ or: number | null; net: number }>; non_valorises: string[] };
      // February: none held, 0. March: 31,1 g and no price: not valued; the net is the bricks' 1 000.
      expect(worth.mois.map((m) => [m.or, m.net])).toEqual([
        [0, 1000],
        [null, 1000],
      ]);
      expect(worth.non_valorises).toEqual(['or']);
    } finally {
      await b.api.close();
    }
  });
});

describe('nothing absurd', () => {
  let b: Base;
  beforeAll(async () => {
    b = await emptyBase();
    await b.post('immos', property('T2 Lyon'));
  });
  afterAll(() => b.api.close());

  test('agency fees above the payment are refused, naming the field', async () => {
    const body = errorOf(await request(b.api.app, 'POST', '/api/data/loyers', { IM_NOM: 'T2 Lyon', date: '2024-03-05', montant: 700, honoraires: 5000 }), 400);
    expect(body.champ).toBe('honoraires');
    expect(body.message).toContain('honoraires');
    expect(count(b.api.db, 'rent_payments')).toBe(0);
  });
});
