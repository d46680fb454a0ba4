/**
 * The data core's undo of the immo area's settlements: a charges regularization and a deposit's
 * return are each one journal entry, undone whole. The settlements' figures are immo's
 * (areas/immo/test/server/settlement). Today is 15 March 2026.
 *  - « Studio Lyon »: 630 € + 70 € from 10 March 2025, 800 € of recoverable charges in 2025,
 *    regularized from 1 April 2026: April's rent, 700 € before, is 700 € again once undone.
 *  - « Appartement Tours »: its lease ended on 31 December 2025, its deposit of 700 € returned
 *    on 20 February 2026 less 180 €: undone, nothing is returned and the deadline stays.
 */
import type { Deposit, RentDue } from 'area-immo/contract';
import { getData, payloadOf, request } from './dataHelpers';
import { emptyBase, letProperty, type Base } from './rentalBase';

const NOW = new Date(2026, 2, 15, 10, 0);

let b: Base;
const idOf = (row: unknown) => (row as { id: number }).id;
const undo = async () => payloadOf(await request(b.api.app, 'POST', '/api/data/undo'));

beforeAll(async () => {
  b = await emptyBase(NOW);
  await b.post('proprietaire', { nom: 'Marie Martin', adresse: '12 rue des Lilas, 75011 Paris' });
});
afterAll(() => b.api.close());

test('a charges regularization, undone: the provision and the balance leave April’s rent', async () => {
  await b.post('immos', letProperty('Studio Lyon', { IM_MT_LOYER: 700, loyerTheo: 700 }));
  const lyon = idOf(await b.post('baux', { IM_NOM: 'Studio Lyon', locataire: 'Jean Dupont', debut: '2025-03-10', fin: null, loyer_hc: 630, charges: 70, depot_garantie: 630, jour_echeance: 5 }));
  await b.post('chargesRecuperables', { IM_NOM: 'Studio Lyon', annee: 2025, nature: 'copropriete', libelle: 'Part récupérable du décompte du syndic 2025', montant: 800 });
  const april = async () => (await getData<RentDue[]>(b.api.app, '/api/loyers/echeances?mois=2026-04')).find((r) => r.bail_id === lyon);
  expect(await april()).toMatchObject({ loyer_hc: 630, charges: 70, du: 700 });
  expect((await request(b.api.app, 'POST', `/api/baux/${lyon}/regularisation/2025`, { a_partir_de: '2026-04-01' })).statusCode).toBe(200);
  // No payment recorded, no provision received: the balance is 800 × 297/365 days = 650,96, the new provision 800 / 12 = 66,67.
  expect(await april()).toMatchObject({ charges: 66.67, regularisation: 650.96 });

  expect(await undo()).toMatchObject({ undone: `Régularisation des charges 2025 — bail n° ${lyon}` });
  expect(await april()).toMatchObject({ loyer_hc: 630, charges: 70, du: 700 });
  expect((await april())?.regularisation).toBeUndefined();
});

test('a deposit’s return, undone whole', async () => {
  await b.post('immos', letProperty('Appartement Tours', { IM_MT_LOYER: 760, loyerTheo: 760 }));
  const tours = idOf(await b.post('baux', { IM_NOM: 'Appartement Tours', locataire: 'Hugo Roux', debut: '2023-01-01', fin: '2025-12-31', loyer_hc: 700, charges: 60, depot_garantie: 700, jour_echeance: 5, edl_conforme: 0 }));
  const retenues = [{ libelle: 'Peinture du séjour', montant: 180, nature: 'reparations' }];
  const res = await request(b.api.app, 'POST', `/api/baux/${tours}/depot`, { cles_rendues_le: '2025-12-31', edl_conforme: 0, restitue_le: '2026-02-20', restitue: 520, retenues });
  expect(payloadOf<Deposit>(res)).toMatchObject({ restitue: 520, retenues });

  expect(await undo()).toMatchObject({ undone: `Restitution du dépôt de garantie — bail n° ${tours}` });
  // Inspection not matching: two months from 31 December 2025, 28 February 2026.
  expect(await getData<Deposit>(b.api.app, `/api/baux/${tours}/depot`)).toMatchObject({ restitue_le: null, restitue: null, retenues: [], date_limite: '2026-02-28' });
});
