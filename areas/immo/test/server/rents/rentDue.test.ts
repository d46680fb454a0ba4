/**
 * The rent cycle (src/server/rents/rentDue.ts): rents due month by month, what the payments
 * bring to each month (oldest month first), the late rents, what a lease owes. Every expected
 * figure is worked out by hand in the comments, on a base without demo data, today being
 * 20 March 2025. The data core's rules of leases (a payment's lease, a deletion and its undo)
 * are tested in api/test/data.leases.test.ts.
 */
import type { AreaEnv, StoredRow } from 'server-kit';
import { createAreaTestHost, getPayload, type AreaTestHost } from 'server-kit/testing';
import { immoSections, type LateRent, type RecapLoyers, type RentDue } from '../../../src/contract';
import { createRentCycle, immoServer } from '../../../src/server';
import { readImmoSettings } from '../../../src/server/settings';

const NOW = new Date(2025, 2, 20, 9, 0);
let api: AreaTestHost;
afterEach(async () => {
  await api?.close();
});

/** A base on `now`: empty, or with immo's demo rows. */
const start = (now: Date, options: { seed?: boolean; env?: AreaEnv } = {}) =>
  createAreaTestHost({
    areas: [immoServer],
    sections: immoSections,
    now,
    seed: options.seed,
    ...(options.env ? { settings: { immo: readImmoSettings(options.env) } } : {}),
  });

async function post(section: string, row: Record<string, unknown>): Promise<StoredRow> {
  return api.host.write(`Ajout dans ${section}`, (w) => {
    const id = w.insert(section, row);
    return w.list(section, { column: 'id', value: id })[0]!;
  });
}
/** The stored rows of a section, with their ids. */
const rows = (section: string) => api.host.write('lecture', (w) => w.list(section));
/** A route's payload. */
const getData = <T = unknown>(url: string) => getPayload<T>(api.app, url);

const property = (IM_NOM: string) =>
  post('immos', {
    IM_NOM,
    IM_INDIVISION: 0,
    IM_TYPE_PROP: 'PROP',
    IM_PRET_MT: 0,
    IM_FIN_PRET: null,
    IM_MT_LOYER: 650,
    IM_AGENCE: 0,
    IM_DATE_ACHAT: '2020-01-10',
    IM_DATE_VTE: null,
    IM_VENDU: 0,
    IM_PA: 100000,
    IM_PX_VTE: 0,
    IM_COMMENT: null,
    loyerTheo: 650,
    IM_ADRESSE: `1 rue du Test, 35000 ${IM_NOM}`,
  });

async function lease(IM_NOM: string, fields: Record<string, unknown>): Promise<number> {
  const row = await post('baux', { IM_NOM, locataire: `Locataire de ${IM_NOM}`, charges: 0, ...fields });
  return row.id;
}

const pay = (IM_NOM: string, date: string, montant: number, bail_id?: number) =>
  post('loyers', { IM_NOM, date, montant, honoraires: 0, ...(bail_id === undefined ? {} : { bail_id }) });

const dues = (mois: string) => getData<RentDue[]>(`/api/loyers/echeances?mois=${mois}`);
const dueOf = async (mois: string, bailId: number) => (await dues(mois)).find((r) => r.bail_id === bailId);
const late = () => getData<LateRent[]>('/api/loyers/retards');

describe('rents due', () => {
  beforeEach(async () => {
    api = await start(NOW);
  });

  test('partial payments across two months: the oldest month still due is paid first', async () => {
    await property('Rennes');
    // 600 + 50 = 650 a month, due on the 5th, from 1 January 2025.
    const id = await lease('Rennes', { debut: '2025-01-01', loyer_hc: 600, charges: 50, jour_echeance: 5 });
    // 400 on 4 Jan (no bail_id: the lease covering its date), 650 on 6 Feb, 250 on 3 Mar.
    await pay('Rennes', '2025-01-04', 400);
    await pay('Rennes', '2025-02-06', 650, id);
    await pay('Rennes', '2025-03-03', 250);
    // January: 400 + 250 of the 6 Feb payment = 650, complete on 6 Feb.
    expect(await dueOf('2025-01', id)).toEqual({
      bail_id: id,
      IM_NOM: 'Rennes',
      locataire: 'Locataire de Rennes',
      mois: '2025-01',
      echeance: '2025-01-05',
      du: 650,
      loyer_hc: 600,
      charges: 50,
      recu: 650,
      reste: 0,
      statut: 'paye',
      jours_retard: 0,
      paye_le: '2025-02-06',
      arrieres: [],
    });
    // February: the other 400 of 6 Feb + 250 of 3 Mar = 650, complete on 3 Mar.
    expect(await dueOf('2025-02', id)).toMatchObject({ du: 650, recu: 650, reste: 0, statut: 'paye', paye_le: '2025-03-03' });
    // March: nothing left for it; due on 5 Mar, 15 days ago.
    expect(await dueOf('2025-03', id)).toMatchObject({ echeance: '2025-03-05', du: 650, recu: 0, reste: 650, statut: 'impaye', jours_retard: 15, paye_le: null });
    // 300 on 18 Mar: March partly paid, 650 − 300 = 350 left, still 15 days late.
    await pay('Rennes', '2025-03-18', 300);
    expect(await dueOf('2025-03', id)).toMatchObject({ recu: 300, reste: 350, statut: 'partiel', jours_retard: 15, paye_le: null });
    expect(await late()).toEqual([{ bail_id: id, IM_NOM: 'Rennes', locataire: 'Locataire de Rennes', mois: '2025-03', reste: 350, jours_retard: 15 }]);
  });

  test('a payment before the due date settles its month; a month not yet due is a_venir', async () => {
    await property('Brest');
    // 500 due on the 10th from 1 March 2025.
    const id = await lease('Brest', { debut: '2025-03-01', loyer_hc: 500, jour_echeance: 10 });
    // 500 on 8 Mar, two days before the due date: March paid on 8 Mar, never late.
    await pay('Brest', '2025-03-08', 500);
    expect(await dueOf('2025-03', id)).toMatchObject({ echeance: '2025-03-10', du: 500, recu: 500, reste: 0, statut: 'paye', jours_retard: 0, paye_le: '2025-03-08' });
    // April, due on 10 April (after today), nothing paid: a_venir.
    expect(await dueOf('2025-04', id)).toMatchObject({ echeance: '2025-04-10', recu: 0, reste: 500, statut: 'a_venir', jours_retard: 0 });
    // 200 on 19 Mar goes to April (March is paid): still a_venir, 300 left.
    await pay('Brest', '2025-03-19', 200);
    expect(await dueOf('2025-04', id)).toMatchObject({ recu: 200, reste: 300, statut: 'a_venir', jours_retard: 0, paye_le: null });
    // 300 more on 20 Mar: April paid in advance.
    await pay('Brest', '2025-03-20', 300);
    expect(await dueOf('2025-04', id)).toMatchObject({ recu: 500, reste: 0, statut: 'paye', paye_le: '2025-03-20' });
    // A month before the lease: not listed.
    expect(await dues('2025-02')).toEqual([]);
    expect(await late()).toEqual([]);
  });

  test('a lease starting and ending mid-month: prorated by days, to the cent', async () => {
    await property('Nantes');
    // 700 + 56, due on the 1st, from 16 Nov 2024 to 10 Feb 2025.
    const id = await lease('Nantes', { debut: '2024-11-16', fin: '2025-02-10', loyer_hc: 700, charges: 56, jour_echeance: 1 });
    // November: 16 to 30 = 15 days of 30: 700 × 15/30 = 350, 56 × 15/30 = 28, du 378; due on
    // its start (16 Nov), after the due day.
    expect(await dueOf('2024-11', id)).toMatchObject({ echeance: '2024-11-16', loyer_hc: 350, charges: 28, du: 378 });
    // December: whole, 756.
    expect(await dueOf('2024-12', id)).toMatchObject({ echeance: '2024-12-01', du: 756 });
    // February: 1 to 10 = 10 days of 28: 700 × 10/28 = 250, 56 × 10/28 = 20, du 270.
    expect(await dueOf('2025-02', id)).toMatchObject({ echeance: '2025-02-01', loyer_hc: 250, charges: 20, du: 270 });
    // March: after its end, not listed.
    expect(await dues('2025-03')).toEqual([]);
    // 378 + 756 + 756 + 270 = 2160 paid in one go on 15 Feb: every month paid on that day.
    await pay('Nantes', '2025-02-15', 2160, id);
    for (const mois of ['2024-11', '2024-12', '2025-01', '2025-02']) {
      expect(await dueOf(mois, id)).toMatchObject({ reste: 0, statut: 'paye', paye_le: '2025-02-15' });
    }
    // 31 days of a 31-day month and 1/3 of a month, to the cent: 100 × 10/30 = 33.33.
    const other = await lease('Nantes', { debut: '2025-04-21', loyer_hc: 100, jour_echeance: 1 });
    expect(await dueOf('2025-04', other)).toMatchObject({ echeance: '2025-04-21', loyer_hc: 33.33, charges: 0, du: 33.33 });
  });

  test('a revision changes the amount due from the months whose due date it precedes', async () => {
    await property('Lille');
    // 800 + 40 = 840 from 2024, due on the 5th.
    const id = await lease('Lille', { debut: '2024-01-01', loyer_hc: 800, charges: 40, jour_echeance: 5 });
    // From 1 Feb 2025: 816 + 42 = 858. From 6 Mar 2025: 830 + 45 = 875.
    await post('revisionsBaux', { bail_id: id, date: '2025-02-01', loyer_hc: 816, charges: 42 });
    await post('revisionsBaux', { bail_id: id, date: '2025-03-06', loyer_hc: 830, charges: 45 });
    expect(await dueOf('2025-01', id)).toMatchObject({ loyer_hc: 800, charges: 40, du: 840 });
    expect(await dueOf('2025-02', id)).toMatchObject({ loyer_hc: 816, charges: 42, du: 858 });
    // March is due on 5 Mar, before the second revision: still 858.
    expect(await dueOf('2025-03', id)).toMatchObject({ du: 858 });
    expect(await dueOf('2025-04', id)).toMatchObject({ loyer_hc: 830, charges: 45, du: 875 });
    // 840 for January then one payment of 858 on 4 Feb: February paid, not March.
    await pay('Lille', '2024-12-30', 840 * 12); // the twelve months of 2024
    await pay('Lille', '2025-01-03', 840);
    await pay('Lille', '2025-02-04', 858);
    expect(await dueOf('2025-02', id)).toMatchObject({ recu: 858, statut: 'paye', paye_le: '2025-02-04' });
    expect(await dueOf('2025-03', id)).toMatchObject({ recu: 0, reste: 858, statut: 'impaye', jours_retard: 15 });
  });

  test('invalid mois: a French 400; none: the current month (20 March 2025), what the leases page reads as it opens', async () => {
    for (const mois of ['2025-13', '2025-3', 'mars', '2025-03-01', '']) {
      const res = await api.app.inject({ method: 'GET', url: `/api/loyers/echeances?mois=${encodeURIComponent(mois)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^Mois invalide : .* \(un mois AAAA-MM est attendu, ex\. 2026-03\)\.$/);
    }
    expect(await getData('/api/loyers/echeances')).toEqual(await getData('/api/loyers/echeances?mois=2025-03'));
    expect(((await getData('/api/loyers/echeances')) as Array<{ mois: string }>).every((d) => d.mois === '2025-03')).toBe(true);
    expect(await getData('/index.php/api/loyers/echeances?mois=2025-03')).toEqual([]);
  });
});

describe('late rents', () => {
  async function twoLeases(): Promise<[number, number]> {
    await property('Metz');
    await property('Caen');
    // Metz: 500 due on the 14th from January, nothing paid. Caen: 400 due on the 2nd from February.
    const metz = await lease('Metz', { debut: '2025-01-01', loyer_hc: 500, jour_echeance: 14 });
    const caen = await lease('Caen', { debut: '2025-02-01', loyer_hc: 400, jour_echeance: 2 });
    return [metz, caen];
  }

  test('every month more than RETARD_JOURS (5) days past due and not paid in full, oldest first', async () => {
    api = await start(NOW);
    const [metz, caen] = await twoLeases();
    // Days to 20 Mar: 14 Jan → 17 + 28 + 20 = 65; 2 Feb → 26 + 20 = 46; 14 Feb → 14 + 20 = 34;
    // 2 Mar → 18; 14 Mar → 6 (> 5: late).
    expect(await late()).toEqual([
      { bail_id: metz, IM_NOM: 'Metz', locataire: 'Locataire de Metz', mois: '2025-01', reste: 500, jours_retard: 65 },
      { bail_id: caen, IM_NOM: 'Caen', locataire: 'Locataire de Caen', mois: '2025-02', reste: 400, jours_retard: 46 },
      { bail_id: metz, IM_NOM: 'Metz', locataire: 'Locataire de Metz', mois: '2025-02', reste: 500, jours_retard: 34 },
      { bail_id: caen, IM_NOM: 'Caen', locataire: 'Locataire de Caen', mois: '2025-03', reste: 400, jours_retard: 18 },
      { bail_id: metz, IM_NOM: 'Metz', locataire: 'Locataire de Metz', mois: '2025-03', reste: 500, jours_retard: 6 },
    ]);
    // 500 + 150 paid to Metz: January paid, February 350 left.
    await pay('Metz', '2025-03-19', 650);
    expect((await late()).filter((r) => r.bail_id === metz).map((r) => [r.mois, r.reste])).toEqual([
      ['2025-02', 350],
      ['2025-03', 500],
    ]);
  });

  test('RETARD_JOURS = 6: a month 6 days past due is not late yet', async () => {
    api = await start(NOW, { env: { RETARD_JOURS: '6' } });
    await twoLeases();
    expect((await late()).map((r) => `${r.IM_NOM} ${r.mois}`)).toEqual(['Metz 2025-01', 'Caen 2025-02', 'Metz 2025-02', 'Caen 2025-03']);
  });
});

describe('a lease for the documents', () => {
  beforeEach(async () => {
    api = await start(NOW);
  });

  test('monthOf and lease, for the documents: the payments that make a month, the owner, the address', async () => {
    await post('proprietaire', { nom: 'Jean Martin', adresse: '9 chemin de Vassieux, 69300 Caluire-et-Cuire' });
    await property('Quimper');
    const id = await lease('Quimper', { debut: '2025-01-01', loyer_hc: 450, charges: 30, jour_echeance: 5 });
    await pay('Quimper', '2025-01-04', 300);
    await pay('Quimper', '2025-01-20', 180);
    const cycle = createRentCycle(api.db, () => '2025-03-20');
    // 300 + 180 = 480 = 450 + 30: paid on 20 Jan.
    expect(cycle.monthOf(id, '2025-01')).toMatchObject({
      du: 480,
      recu: 480,
      statut: 'paye',
      paye_le: '2025-01-20',
      du_le: '2025-01-01',
      au: '2025-01-31',
      paiements: [
        { date: '2025-01-04', montant: 300 },
        { date: '2025-01-20', montant: 180 },
      ],
    });
    expect(cycle.monthOf(id, '2024-12')).toBeNull();
    expect(cycle.monthOf(999, '2025-01')).toBeNull();
    expect(cycle.lease(id)).toMatchObject({
      IM_NOM: 'Quimper',
      IM_ADRESSE: '1 rue du Test, 35000 Quimper',
      locataire: 'Locataire de Quimper',
      proprietaire: { nom: 'Jean Martin', adresse: '9 chemin de Vassieux, 69300 Caluire-et-Cuire' },
    });
  });
});

describe('what a lease owes: the recap\'s reste_du, the arrears of a month\'s line', () => {
  const recap = async () => (await getData<RecapLoyers>('/api/immeubles/recaployers')).immos;

  test('the oldest month not paid in full, what it still owes, and the months past due', async () => {
    api = await start(NOW);
    await property('Rennes');
    await property('Brest');
    await property('Lille');
    // Rennes: 600 + 50 = 650 due on the 5th from January 2025; 650 on 4 Jan pays January,
    // 300 on 6 Feb goes to February: 650 − 300 = 350 left of it, and March (due on 5 Mar,
    // before today, 20 Mar) has nothing: 650 left.
    const rennes = await lease('Rennes', { debut: '2025-01-01', loyer_hc: 600, charges: 50, jour_echeance: 5 });
    await pay('Rennes', '2025-01-04', 650);
    await pay('Rennes', '2025-02-06', 300);
    // Lille: 500 due on the 10th from January; 1 500 on 8 Jan pays January, February and
    // March: the next payment goes to April, 500, nothing past due.
    const lille = await lease('Lille', { debut: '2025-01-01', loyer_hc: 500, jour_echeance: 10 });
    await pay('Lille', '2025-01-08', 1500);
    const immos = await recap();
    expect(immos.Rennes!.reste_du).toEqual({
      bail_id: rennes,
      mois: '2025-02',
      reste: 350,
      arrieres: [
        { mois: '2025-02', reste: 350 },
        { mois: '2025-03', reste: 650 },
      ],
    });
    expect(immos.Lille!.reste_du).toEqual({ bail_id: lille, mois: '2025-04', reste: 500, arrieres: [] });
    // Brest has no lease: none (the page then offers its theoretical rent).
    expect(immos.Brest!.reste_du).toBeNull();
    // On the leases page, March's line of Rennes adds to February's 350; February's to nothing.
    expect(await dueOf('2025-03', rennes)).toMatchObject({ reste: 650, statut: 'impaye', arrieres: [{ mois: '2025-02', reste: 350 }] });
    expect(await dueOf('2025-02', rennes)).toMatchObject({ reste: 350, arrieres: [] });
    // A month not yet due is no arrear: Rennes' April line holds February and March.
    expect((await dueOf('2025-04', rennes))!.arrieres).toEqual([
      { mois: '2025-02', reste: 350 },
      { mois: '2025-03', reste: 650 },
    ]);
    // 350 on 20 Mar settles February: the next payment goes to March, 650.
    await pay('Rennes', '2025-03-20', 350);
    expect((await recap()).Rennes!.reste_du).toEqual({ bail_id: rennes, mois: '2025-03', reste: 650, arrieres: [{ mois: '2025-03', reste: 650 }] });
  });

  test('the demo on 2 December 2026: Montpellier owes 544,73 € of November, December not yet due', async () => {
    api = await start(new Date(2026, 11, 2, 9, 0), { seed: true });
    // Sarah Benali's lease of Montpellier Antigone runs from 1 February 2022 (the property's
    // lease date, no vacancy since), due on the 3rd, 90 € of charges. Its rent hors charges is
    // the property's rent of 2022: 830 / 1.015^(2026 − 2022) = 782.01, less the charges: 692.01;
    // revised each 1 February on the IRL of the fourth quarter (loi du 6 juillet 1989, art.
    // 17-1): 2023: 692.01 × 137.26 / 132.62 = 716.22; 2024: × 142.06 / 137.26 = 741.27; 2025:
    // × 144.64 / 142.06 = 754.73; 2026: none (the fourth quarter of 2025 is not in the series).
    // Due each month: 754.73 + 90 = 844.73. November (due on 3 Nov, 29 days past, the latest
    // month more than 5 days late) got 300 on its due date: 844.73 − 300 = 544.73 left.
    // December is due tomorrow: not an arrear yet.
    const immos = await recap();
    const montpellier = immos['Montpellier Antigone']!.reste_du!;
    expect(montpellier).toMatchObject({ mois: '2026-11', reste: 544.73, arrieres: [{ mois: '2026-11', reste: 544.73 }] });
    expect(await dueOf('2026-12', montpellier.bail_id)).toMatchObject({
      du: 844.73,
      recu: 0,
      statut: 'a_venir',
      arrieres: [{ mois: '2026-11', reste: 544.73 }],
    });
    // The main residence has no lease; the other let properties are paid up to November, so
    // their next payment goes to December.
    expect(immos['Caluire Résidence principale']!.reste_du).toBeNull();
    expect(immos['Lyon Croix-Rousse']!.reste_du).toMatchObject({ mois: '2026-12', arrieres: [] });
  });
});

describe('the demo data', () => {
  test('a lease per let property; one late rent, partly paid', async () => {
    api = await start(NOW, { seed: true });
    const leases = rows('baux');
    expect(leases.filter((l) => l.fin == null).map((l) => l.IM_NOM).sort()).toEqual(
      ['Annecy Vieille Ville', 'Bordeaux Chartrons', 'Chambéry Bissy', 'Lyon Croix-Rousse', 'Montpellier Antigone', 'Villeurbanne Gratte-Ciel'],
    );
    // Before them, a former lease per run of paid months (a vacancy is a change of tenant), the
    // property sold in 2020 included: every payment has its lease but Marseille Vauban's (none recorded).
    const payments = rows('loyers');
    const leaseless = payments.filter((r) => !leases.some((l) => l.IM_NOM === r.IM_NOM && String(l.debut) <= String(r.date) && (l.fin == null || String(l.fin) >= String(r.date))));
    expect([...new Set(leaseless.map((r) => r.IM_NOM))]).toEqual(['Marseille Vauban']);
    // Montpellier's March (due on 3 March, 17 days ago): its lease's rent of its revision of
    // 1 February 2025 plus its charges; 300 paid on 3 March, the rest left.
    const montpellier = leases.find((l) => l.IM_NOM === 'Montpellier Antigone' && l.fin == null)!;
    const revisions = rows('revisionsBaux');
    const inForce = revisions.find((r) => r.bail_id === montpellier.id && r.date === '2025-02-01')!;
    const du = Math.round((Number(inForce.loyer_hc) + Number(inForce.charges)) * 100) / 100;
    expect(await late()).toEqual([expect.objectContaining({ IM_NOM: 'Montpellier Antigone', mois: '2025-03', reste: Math.round((du - 300) * 100) / 100, jours_retard: 17 })]);
    const march = await dues('2025-03');
    expect(march.find((r) => r.IM_NOM === 'Montpellier Antigone')).toMatchObject({ du, recu: 300, statut: 'partiel' });
    expect(march.filter((r) => r.IM_NOM !== 'Montpellier Antigone').map((r) => r.statut)).toEqual(['paye', 'paye', 'paye', 'paye', 'paye']);
    expect(rows('proprietaire')).toEqual([expect.objectContaining({ nom: 'Jean Martin' })]);
    const immos = rows('immos');
    for (const p of immos) expect(p.IM_ADRESSE).toMatch(/^\d+ .+, \d{5} /);
  });
});
