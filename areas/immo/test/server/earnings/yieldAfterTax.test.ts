/**
 * The yield after tax (« rendement net-net ») of a property sheet, at the marginal rate the
 * owner sets in « Mes données » (30 % here) plus 17.2 % of prélèvements sociaux on a positive
 * result; a deficit counts as the income tax its part on global income saves (within 10 700 €),
 * no prélèvements sociaux. Calendar year 2025, rows written here, figures by hand.
 *
 *  - « Rennes Thabor », in profit: twelve rents of 800 € (no lease), taxe foncière 700 €,
 *    bought 150 000 € + 10 000 € of costs, no loan. Sheet: net result 9 600 − 700 = 8 900 €,
 *    cash-flow 8 900 €, net yield 8 900 / 160 000 = 5.56 %. 2044: 261 = 9 600 − 20 − 700 = 8 880. Tax 30 % × 8 880 = 2 664 €;
 *    prélèvements 17.2 % × 8 880 = 1 527.36 €. Net-net: (8 900 − 2 664 − 1 527.36) / 160 000
 *    = 4 708.64 / 160 000 = 2.943 % → 2.94 %; cash-flow (8 900 − 4 191.36) / 12 = 392.39 €.
 *  - « Metz Amphithéâtre », in deficit: twelve rents of 500 €, 15 000 € of works, taxe
 *    foncière 600 €, bought 100 000 €. Sheet: net result 6 000 − 600 = 5 400 € (works are no
 *    running cost). 2044: 261 = 6 000 − (20 + 15 000 + 600) = −9 620, no interest: all of it
 *    on global income, under 10 700 €, saving 30 % × 9 620 = 2 886 €. Net-net: (5 400 + 2 886)
 *    / 100 000 = 8.286 % → 8.29 %; cash-flow (5 400 + 2 886) / 12 = 690.50 €.
 */
import { apresImpotSchema, bienSchema, type Bien } from '../../../src/contract';
import { getPayload } from 'server-kit/testing';
import { emptyBase, letProperty, type Base } from '../rentalBase';

let b: Base;
const sheet = async (nom: string) => bienSchema.parse(await getPayload(b.host.app, `/api/immeubles/bien/${encodeURIComponent(nom)}?annee=2025`)) as Bien;

/** The two properties of the header, their 2025 written into `base`. */
async function twoProperties(base: Base) {
  const b = base;
  const let_ = async (IM_NOM: string, rent: number, price: number, costs: number, tax: number) => {
    await b.post('immos', letProperty(IM_NOM, { IM_MT_LOYER: rent, loyerTheo: rent, IM_PA: price, IM_FRAIS_ACHAT: costs }));
    for (let month = 1; month <= 12; month++) await b.post('loyers', { IM_NOM, date: `2025-${String(month).padStart(2, '0')}-05`, montant: rent });
    await b.post('taxesFoncieres', { IM_NOM, annee: 2025, montant: tax, teom: 0 });
  };
  await let_('Rennes Thabor', 800, 150000, 10000, 700);
  await let_('Metz Amphithéâtre', 500, 100000, 0, 600);
  await b.post('chargesBiens', { IM_NOM: 'Metz Amphithéâtre', date: '2025-04-01', montant: 15000, categorie: 'travaux', libelle: null });
}

beforeAll(async () => {
  b = await emptyBase();
  await twoProperties(b);
});
afterAll(() => b.host.close());

test('no marginal rate set: no figure after tax', async () => {
  expect((await sheet('Rennes Thabor')).fiscalite).toBeNull();
});

test('at 30 %, a property in profit: its result taxed at 30 % + 17.2 %', async () => {
  await b.post('fiscalite', { tmi: 30, regime_foncier: null, regime_meuble: null });
  const s = await sheet('Rennes Thabor');
  expect([s.resultat_net, s.rendement_net]).toEqual([8900, 5.56]);
  expect(s.fiscalite).toEqual({ tmi: 30, resultat_fiscal: 8880, impot: 2664, prelevements_sociaux: 1527.36, rendement_net_net: 2.94, cash_flow_net_net_mensuel: 392.39 });
});

test('at 30 %, a property in deficit: the tax its deficit saves on global income', async () => {
  const s = await sheet('Metz Amphithéâtre');
  expect(s.resultat_net).toBe(5400);
  expect(s.fiscalite).toEqual({ tmi: 30, resultat_fiscal: -9620, impot: -2886, prelevements_sociaux: 0, rendement_net_net: 8.29, cash_flow_net_net_mensuel: 690.5 });
});

test('an unknown rate is refused in French', () => {
  const [row] = b.list('fiscalite');
  expect(() => b.put('fiscalite', row!.id, { tmi: 25 })).toThrow('tranche marginale attendue : 0, 11, 30, 41 ou 45 (%)');
});

describe('the list of /listeappt: the total taxes the results together, as the 2044 does', () => {
  // On 31 December 2025 the last 12 months are 2025: the figures of the header. Together the
  // results make 8 880 − 9 620 = −740, no interest: a deficit of 740 € on global income,
  // saving 30 % × 740 = 222 €, no prélèvements — not the 2 664 + 1 527.36 − 2 886 = 1 305.36 €
  // the properties' own figures add up to. Cash-flow: 8 900 / 12 + 5 400 / 12 = 741.67 + 450
  // = 1 191.67 € a month, + 222 / 12 = 18.50 €: 1 210.17 €.
  let end: Base;
  beforeAll(async () => {
    end = await emptyBase(new Date(2025, 11, 31, 10, 0));
    await twoProperties(end);
    await end.post('fiscalite', { tmi: 30, regime_foncier: null, regime_meuble: null });
  });
  afterAll(() => end.host.close());

  test('each property as its sheet, the total on their results together', async () => {
    const list = apresImpotSchema.parse(await getPayload(end.host.app, '/api/immeubles/apresimpot'));
    expect(list).toMatchObject({ tmi: 30, debut: '2025-01-01', fin: '2025-12-31' });
    expect(list.biens.map((p) => [p.IM_NOM, p.impot, p.prelevements_sociaux])).toEqual([
      ['Metz Amphithéâtre', -2886, 0],
      ['Rennes Thabor', 2664, 1527.36],
    ]);
    expect(list.total).toEqual({ resultat_fiscal: -740, impot: -222, prelevements_sociaux: 0, cash_flow_net_net_mensuel: 1210.17 });
  });
});
