/**
 * An ended lease's deposit (loi n° 89-462 du 6 juillet 1989, art. 22) and what it changes on form
 * 2044, on data written through the area write into an empty base. Today is 15 March 2026.
 *  - « Studio Nantes » (not in a copropriété): 640 € of rent and of deposit; keys back on
 *    20 November 2025, inspection matching: one month, deadline 20 December 2025. Returned on
 *    25 January 2026: periods begun late from 21 December and from 21 January, two: 2 × 10 % ×
 *    640 = 128 € owed on top.
 *  - « Appartement Tours » (a copropriété lot): 700 € + 60 € a month through 2025, deposit 700 €,
 *    ended on 31 December 2025, inspection not matching: two months, deadline 28 February 2026.
 *    Returned on 20 February 2026 with 180 € kept for painting, 95,50 € for unpaid rent and
 *    50 € for charges: 700 − 325,50 = 374,50 €, on time.
 *    Its 2025 charges: 900 € recoverable against 12 × 60 = 720 € of provisions, 180 € owed, not
 *    regularized: line 225 of 2025 (the tenant left that year), less the 50 € kept: 130 €.
 *  - « Lot Annecy » (copropriété): deposit 900 €, at most 20 % = 180 € held until the syndic's accounts.
 */
import { getPayload } from 'server-kit/testing';
import type { Deposit } from '../../../src/contract';
import { folded, pdfText } from '../../../src/testing';
import { emptyBase, letProperty, type Base } from '../rentalBase';
import { errorOf, payloadOf } from '../replies';

const NOW = new Date(2026, 2, 15, 10, 0);

let b: Base;
let nantes: number;
let tours: number;
let annecy: number;

const deposit = (bail: number) => getPayload<Deposit>(b.host.app, `/api/baux/${bail}/depot`);
const giveBack = (bail: number, body: object) => b.host.app.inject({ method: 'POST', url: `/api/baux/${bail}/depot`, payload: body });
const idOf = (row: { id: number }) => row.id;

beforeAll(async () => {
  b = await emptyBase(NOW);
  await b.post('proprietaire', { nom: 'Marie Martin', adresse: '12 rue des Lilas, 75011 Paris' });
  await b.post('immos', letProperty('Studio Nantes', { IM_MT_LOYER: 640, loyerTheo: 640 }));
  nantes = idOf(await b.post('baux', { IM_NOM: 'Studio Nantes', locataire: 'Camille Dubois', debut: '2024-01-01', fin: null, loyer_hc: 640, charges: 0, depot_garantie: 640, jour_echeance: 5 }));

  await b.post('immos', letProperty('Appartement Tours', { IM_MT_LOYER: 760, loyerTheo: 760 }));
  tours = idOf(await b.post('baux', { IM_NOM: 'Appartement Tours', locataire: 'Hugo Roux', debut: '2023-01-01', fin: '2025-12-31', loyer_hc: 700, charges: 60, depot_garantie: 700, jour_echeance: 5, edl_conforme: 0 }));
  for (let m = 1; m <= 12; m++) await b.post('loyers', { IM_NOM: 'Appartement Tours', date: `2025-${String(m).padStart(2, '0')}-05`, montant: 760, honoraires: 0 });
  await b.post('chargesRecuperables', { IM_NOM: 'Appartement Tours', annee: 2025, nature: 'copropriete', libelle: 'Part récupérable du décompte du syndic 2025', montant: 900 });
  await b.post('chargesBiens', { IM_NOM: 'Appartement Tours', date: '2026-02-10', montant: 500, categorie: 'travaux', libelle: 'Peinture du séjour' });

  await b.post('immos', letProperty('Lot Annecy', { IM_MT_LOYER: 900, loyerTheo: 900 }));
  annecy = idOf(await b.post('baux', { IM_NOM: 'Lot Annecy', locataire: 'Nina Blanc', debut: '2022-01-01', fin: '2026-02-28', loyer_hc: 900, charges: 80, depot_garantie: 900, jour_echeance: 5, edl_conforme: 1 }));
  await b.post('chargesBiens', { IM_NOM: 'Lot Annecy', date: '2025-01-05', montant: 300, categorie: 'provisions_copro', libelle: null });
});
afterAll(() => b.host.close());

describe('a deposit returned late after a matching inspection', () => {
  test('while the lease runs: no deadline', async () => {
    expect(await deposit(nantes)).toMatchObject({ montant: 640, cles_rendues_le: null, date_limite: null, penalite: 0, en_retard: false, retenue_copro_max: 0 });
  });

  test('returned 36 days after its deadline: two months begun, 128 € owed; the lease ends on the keys’ day', async () => {
    const res = await giveBack(nantes, { cles_rendues_le: '2025-11-20', edl_conforme: 1, restitue_le: '2026-01-25', restitue: 768, retenues: [] });
    expect(payloadOf<Deposit>(res)).toEqual({
      montant: 640,
      cles_rendues_le: '2025-11-20',
      date_limite: '2025-12-20',
      restitue_le: '2026-01-25',
      restitue: 768,
      retenues: [],
      penalite: 128,
      en_retard: true,
      retenue_copro_max: 0,
    });
    const [lease] = b.list('baux').filter((l) => l.id === nantes);
    expect(lease!.fin).toBe('2025-11-20');
  });

  test('the PDF « Restitution du dépôt de garantie » shows the deadline and the increase', async () => {
    const res = await b.host.app.inject({ method: 'GET', url: `/api/documents/depot/${nantes}` });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const part of [
      'Restitution du dépôt de garantie',
      'Clés rendues le 20 novembre 2025',
      'Dépôt de garantie versé',
      '640,00 €',
      'Majoration pour restitution tardive',
      '128,00 €',
      'Restitué le 25 janvier 2026',
      '768,00 €',
      'Date limite de restitution : 20 décembre 2025.',
    ]) {
      expect(text).toContain(folded(part));
    }
  });

  test('a hold until the syndic’s accounts is refused for a lot outside a copropriété', async () => {
    const res = await giveBack(nantes, { cles_rendues_le: '2025-11-20', edl_conforme: 1, restitue_le: '2026-01-25', restitue: 700, retenues: [{ libelle: 'Provision copropriété', montant: 10, nature: 'provision_copro' }] });
    expect(errorOf(res, 409).message).toContain('ne se retient que pour un lot en copropriété');
  });
});

describe('a deposit returned within two months with deductions, and form 2044', () => {
  test('before the return: line 225 of 2025 holds the 180 € of charges the tenant who left did not repay', async () => {
    // 211: 12 × 700 = 8 400. 225: 900 − 720 = 180.
    expect((await b.statement(2025)).biens.find((p) => p.IM_NOM === 'Appartement Tours')!.lignes).toMatchObject({ '211': 8400, '225': 180 });
  });

  test('returned on 20 February 2026, before its deadline of 28 February: no penalty; each deduction listed', async () => {
    const retenues = [
      { libelle: 'Peinture du séjour', montant: 180, nature: 'reparations' },
      { libelle: 'Loyer de décembre impayé en partie', montant: 95.5, nature: 'loyers_impayes' },
      { libelle: 'Charges 2025 restant dues', montant: 50, nature: 'charges' },
    ];
    const res = await giveBack(tours, { cles_rendues_le: '2025-12-31', edl_conforme: 0, restitue_le: '2026-02-20', restitue: 374.5, retenues });
    expect(payloadOf<Deposit>(res)).toMatchObject({ date_limite: '2026-02-28', restitue: 374.5, retenues, penalite: 0, en_retard: false, retenue_copro_max: 140 });
  });

  test('after: 211 of 2025 unchanged, 225 of 2025 less the 50 € kept; in 2026 the unpaid rent kept is rent, the repairs kept come off 224', async () => {
    expect((await b.statement(2025)).biens.find((p) => p.IM_NOM === 'Appartement Tours')!.lignes).toMatchObject({ '211': 8400, '225': 130 });
    // 211 of 2026: 95,50 → 96 €. 224: 500 − 180 = 320 €.
    expect((await b.statement(2026)).biens.find((p) => p.IM_NOM === 'Appartement Tours')!.lignes).toMatchObject({ '211': 96, '224': 320 });
  });

  test('the return is one journal entry', () => {
    // Its undo, whole, is the data core's (api/test/settlementUndo.test.ts).
    expect(b.host.host.entries.at(-1)!.summary).toBe(`Restitution du dépôt de garantie — bail n° ${tours}`);
  });
});

describe('a copropriété lot: up to 20 % held until the syndic’s accounts (art. 22)', () => {
  const back = (montant: number) => ({
    cles_rendues_le: '2026-02-28',
    edl_conforme: 1,
    restitue_le: '2026-03-10',
    restitue: 900 - montant,
    retenues: [{ libelle: "Provision jusqu'à l'arrêté des comptes 2026", montant, nature: 'provision_copro' }],
  });

  test('180,01 € is refused, 180 € (900 × 20 %) is held', async () => {
    expect(errorOf(await giveBack(annecy, back(180.01)), 409).message).toBe(
      "La provision gardée jusqu'à l'arrêté des comptes du syndic ne peut dépasser 20 % du dépôt, soit 180,00 € (art. 22).",
    );
    expect(payloadOf<Deposit>(await giveBack(annecy, back(180)))).toMatchObject({ restitue: 720, retenue_copro_max: 180, en_retard: false, penalite: 0 });
  });
});
