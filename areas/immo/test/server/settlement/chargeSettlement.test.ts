/**
 * The yearly regularization of a lease's charges (loi n° 89-462 du 6 juillet 1989, art. 23;
 * décret n° 87-713 for what is recoverable, the TEOM included), on data written through
 * the area write into an empty base; the statement's PDF read back. Today is 15 March 2026.
 *
 * « Studio Lyon »: a lease from 10 March 2025, 630 € of rent + 70 € of provisions, due on the 5th.
 *  - Days of 2025 it ran: 10 to 31 March 22, April 30, May 31, June 30, July 31, August 31,
 *    September 30, October 31, November 30, December 31: 297 of 365.
 *  - March is prorated (rentDue.ts): rent 630 × 22/31 = 447,10, provisions 70 × 22/31 = 49,68,
 *    paid 496,78 on 10 March; April to December 700 € on the 5th (9 payments).
 *  - Provisions received (the charge part of each payment, 211's split): 496,78 − 496,78 × 630/700
 *    (= 447,10) = 49,68, plus 9 × 70 = 630: 679,68 €.
 *  - Recoverable charges 2025: the syndic's recoverable part 800 €: 800 × 297/365 = 650,958… →
 *    650,96; the TEOM of the taxe foncière 146 €: 146 × 297/365 = 118,80. Total 769,76 €.
 *  - Balance: 769,76 − 679,68 = 90,08 € owed by the tenant. New provision: (800 + 146) / 12 =
 *    78,833… → 78,83 €.
 * « T2 Grenoble »: a lease since 2022, 800 € + 50 €, its 2023 regularized in 2026, after the end of
 * 2024: late, so the tenant may pay by twelfths (art. 23). 2023: 12 × 50 = 600 € of provisions
 * against 1 201 € of recoverable charges (no TEOM): 601 € owed; 601 / 12 = 50,083… → 50,08 a month,
 * the twelfth 601 − 11 × 50,08 = 50,12.
 */
import { getPayload } from 'server-kit/testing';
import type { ChargeSettlement, RentDue } from '../../../src/contract';
import { folded, pdfText } from '../../../src/testing';
import { emptyBase, letProperty, type Base } from '../rentalBase';
import { errorOf, payloadOf } from '../replies';

const NOW = new Date(2026, 2, 15, 10, 0);

let b: Base;
let lyon: number;
let grenoble: number;

const getData = <T = unknown>(url: string) => getPayload<T>(b.host.app, url);
const settlement = (bail: number, annee: number) => getData<ChargeSettlement>(`/api/baux/${bail}/regularisation/${annee}`);
const dueOf = async (mois: string, bail: number) => (await getData<RentDue[]>(`/api/loyers/echeances?mois=${mois}`)).find((r) => r.bail_id === bail);
const settle = (bail: number, annee: number, body: object) => b.host.app.inject({ method: 'POST', url: `/api/baux/${bail}/regularisation/${annee}`, payload: body });

beforeAll(async () => {
  b = await emptyBase(NOW);
  await b.post('proprietaire', { nom: 'Marie Martin', adresse: '12 rue des Lilas, 75011 Paris' });
  await b.post('immos', letProperty('Studio Lyon', { IM_MT_LOYER: 700, loyerTheo: 700, IM_ADRESSE: '3 place Bellecour, 69002 Lyon' }));
  lyon = ((await b.post('baux', { IM_NOM: 'Studio Lyon', locataire: 'Jean Dupont', debut: '2025-03-10', fin: null, loyer_hc: 630, charges: 70, depot_garantie: 630, jour_echeance: 5 })) as { id: number }).id;
  await b.post('loyers', { IM_NOM: 'Studio Lyon', date: '2025-03-10', montant: 496.78, honoraires: 0 });
  for (let m = 4; m <= 12; m++) await b.post('loyers', { IM_NOM: 'Studio Lyon', date: `2025-${String(m).padStart(2, '0')}-05`, montant: 700, honoraires: 0 });
  await b.post('chargesRecuperables', { IM_NOM: 'Studio Lyon', annee: 2025, nature: 'copropriete', libelle: 'Part récupérable du décompte du syndic 2025', montant: 800 });
  await b.post('taxesFoncieres', { IM_NOM: 'Studio Lyon', annee: 2025, montant: 900, teom: 146 });

  await b.post('immos', letProperty('T2 Grenoble', { IM_MT_LOYER: 850, loyerTheo: 850 }));
  grenoble = ((await b.post('baux', { IM_NOM: 'T2 Grenoble', locataire: 'Léa Petit', debut: '2022-01-01', fin: null, loyer_hc: 800, charges: 50, depot_garantie: 800, jour_echeance: 5 })) as { id: number }).id;
  for (let m = 1; m <= 12; m++) await b.post('loyers', { IM_NOM: 'T2 Grenoble', date: `2023-${String(m).padStart(2, '0')}-05`, montant: 850, honoraires: 0 });
  await b.post('chargesRecuperables', { IM_NOM: 'T2 Grenoble', annee: 2023, nature: 'copropriete', libelle: 'Part récupérable du décompte du syndic 2023', montant: 1201 });
});
afterAll(() => b.host.close());

describe('a lease that ran part of the year (art. 23, décret 87-713)', () => {
  test('each kind prorated to 297 days of 365, the provisions from the payments, the balance and the new provision to the cent', async () => {
    expect(await settlement(lyon, 2025)).toEqual({
      bail_id: lyon,
      annee: 2025,
      jours: 297,
      jours_annee: 365,
      charges: [
        { nature: 'copropriete', libelle: 'Part récupérable du décompte du syndic 2025', montant: 800, part: 650.96 },
        { nature: 'teom', libelle: "Taxe d'enlèvement des ordures ménagères (VIII)", montant: 146, part: 118.8 },
      ],
      total: 769.76,
      provisions: 679.68,
      solde: 90.08,
      nouvelle_provision: 78.83,
      tardive: false,
      enregistree: null,
    });
  });

  test('the first regularization due of each lease, oldest first, on /baux and in « À faire »', async () => {
    // Grenoble: 2023 (within three years, with recoverable charges); Lyon: 2025.
    expect(await getData('/api/baux/regularisations')).toEqual([
      { bail_id: grenoble, IM_NOM: 'T2 Grenoble', locataire: 'Léa Petit', annee: 2023 },
      { bail_id: lyon, IM_NOM: 'Studio Lyon', locataire: 'Jean Dupont', annee: 2025 },
    ]);
    // Due by the end of the year after: 31 December 2024 (past: late) and 31 December 2026.
    const items = (await getData<Array<{ id: string; echeance: string; titre: string }>>('/api/a-faire')).filter((i) => i.id.startsWith('regularisation_charges:'));
    expect(items.map(({ id, echeance, titre }) => ({ id, echeance, titre }))).toEqual([
      { id: `regularisation_charges:${grenoble}:2023`, echeance: '2024-12-31', titre: 'Régularisation des charges 2023 de Léa Petit' },
      { id: `regularisation_charges:${lyon}:2025`, echeance: '2026-12-31', titre: 'Régularisation des charges 2025 de Jean Dupont' },
    ]);
  });

  test('the PDF « Décompte de régularisation des charges » states the kinds, the prorata, the provisions, the balance and the six months', async () => {
    const res = await b.host.app.inject({ method: 'GET', url: `/api/documents/regularisation/${lyon}/2025` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="regularisation-charges-2025-Jean-Dupont.pdf"');
    const text = pdfText(res.rawPayload);
    for (const part of [
      'Décompte de régularisation des charges',
      'Année 2025',
      'Le bail a couru 297 jours sur 365 en 2025',
      "Part récupérable du décompte du syndic 2025 (800,00 € pour l'année)",
      '650,96 €',
      "Taxe d'enlèvement des ordures ménagères (VIII) (146,00 € pour l'année)",
      '118,80 €',
      'Total des charges récupérables',
      '769,76 €',
      'Provisions versées',
      '679,68 €',
      'Solde à votre charge',
      '90,08 €',
      'Nouvelle provision mensuelle pour charges proposée : 78,83 €',
      'pendant six mois',
    ]) {
      expect(text).toContain(folded(part));
    }
  });

  test('an unfinished year is refused, and so is a day before the lease', async () => {
    expect(errorOf(await settle(lyon, 2026, { a_partir_de: '2026-04-01' }), 409).message).toBe("L'année 2026 n'est pas terminée : ses charges se régularisent une fois l'année close.");
    expect(errorOf(await settle(lyon, 2025, { a_partir_de: '2025-01-01' }), 409).message).toContain('précède le début du bail');
  });

  test('« Régulariser »: the balance joins April’s rent, the new provision applies from then with the rent unchanged, journaled and undoable', async () => {
    const before = await b.statement(2025);
    expect(payloadOf<ChargeSettlement>(await settle(lyon, 2025, { a_partir_de: '2026-04-01' })).enregistree).toEqual({ solde: 90.08, a_partir_de: '2026-04-01', mensualites: 1 });
    // April 2026: 630 of rent, 78,83 of provision (the revision of 1 April), 90,08 of balance: 798,91.
    expect(await dueOf('2026-04', lyon)).toMatchObject({ loyer_hc: 630, charges: 78.83, regularisation: 90.08, du: 798.91 });
    expect((await dueOf('2026-05', lyon))?.du).toBe(708.83);
    expect(await getData('/api/baux/regularisations')).toEqual([{ bail_id: grenoble, IM_NOM: 'T2 Grenoble', locataire: 'Léa Petit', annee: 2023 }]);
    // Line 211 of 2025 unchanged: 447,10 + 9 × 630 = 6 117,10 → 6 117 €; nothing on 225 (the tenant stays).
    const after = await b.statement(2025);
    expect(after.biens[0]!.lignes['211']).toBe(6117);
    expect(after.biens[0]!.lignes).toEqual(before.biens[0]!.lignes);
    expect(after.biens[0]!.lignes['225']).toBe(0);

    // One entry, as the journal records it; its undo is the data core's (api/test/settlementUndo.test.ts).
    expect(b.host.host.entries.at(-1)!.summary).toBe(`Régularisation des charges 2025 — bail n° ${lyon}`);
  });

  test('the balance paid with April’s rent is charges, not rent: line 211 of 2026 takes 630 € of it', async () => {
    // 798,91 × 630 / 798,91 = 630 of rent; 90,08 of balance and 78,83 of provision are charges.
    await b.post('loyers', { IM_NOM: 'Studio Lyon', date: '2026-04-05', montant: 798.91, honoraires: 0 });
    // 2026 is not over on the test's day (15 March): it is an estimate, May to December still
    // scheduled at 630 € of rent each, April paid and not expected again: 630 + 8 × 630 = 5 670.
    expect((await b.statement(2026)).biens.find((p) => p.IM_NOM === 'Studio Lyon')!.lignes['211']).toBe(5670);
  });
});

describe('a late regularization spread over twelve months (art. 23)', () => {
  test('2023 regularized in 2026 is late; 601 € in twelve parts of 50,08 €, the last 50,12 €', async () => {
    expect(await settlement(grenoble, 2023)).toMatchObject({ jours: 365, total: 1201, provisions: 600, solde: 601, nouvelle_provision: 100.08, tardive: true });
    const res = await settle(grenoble, 2023, { a_partir_de: '2026-04-01', etaler: true, appliquer_provision: false });
    expect(payloadOf<ChargeSettlement>(res).enregistree).toEqual({ solde: 601, a_partir_de: '2026-04-01', mensualites: 12 });
    expect(await dueOf('2026-04', grenoble)).toMatchObject({ charges: 50, regularisation: 50.08, du: 900.08 });
    expect(await dueOf('2026-12', grenoble)).toMatchObject({ regularisation: 50.08, du: 900.08 });
    expect(await dueOf('2027-03', grenoble)).toMatchObject({ regularisation: 50.12, du: 900.12 });
    expect((await dueOf('2027-04', grenoble))?.regularisation).toBeUndefined();
  });
});
