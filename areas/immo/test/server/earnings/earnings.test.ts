/**
 * What each property earns (loan schedules and table, property sheet, rental-income
 * statement, rent revision, the IRL series), on immo's demo rows, checked against figures
 * computed here apart: raw SQL over the tables, the stored rows, the textbook annuity formulas
 * and the INSEE values typed in below. The data core's part (imports, undo, the links it keeps)
 * is tested in api/test/data.immoLinks.test.ts.
 */
import type { StoredRow } from 'server-kit';
import { createAreaTestHost, getPayload, type AreaTestHost } from 'server-kit/testing';
import { bienSchema, echeancierSchema, immoSections, revenusFonciersSchema, tdbSchema, type Bien, type Echeancier, type RevenusFonciers } from '../../../src/contract';
import { createImmoQueries, immoServer, nextAnniversary } from '../../../src/server';
import { emptyBase } from '../rentalBase';

const NOW = new Date(2025, 10, 23, 10, 0); // 23 November 2025, local time
const TODAY = '2025-11-23';

let api: AreaTestHost;
beforeAll(async () => {
  api = await createAreaTestHost({ areas: [immoServer], sections: immoSections, now: NOW, seed: true });
});
afterAll(async () => {
  await api.close();
});

const url = (...parts: Array<string | number>) => `/api/immeubles/${parts.map((p) => encodeURIComponent(String(p))).join('/')}`;
const echeancier = async (nom: string) => echeancierSchema.parse(await getPayload(api.app, url('echeancier', nom))) as Echeancier;
const bien = async (nom: string, annee?: number) =>
  bienSchema.parse(await getPayload(api.app, `${url('bien', nom)}${annee === undefined ? '' : `?annee=${annee}`}`)) as Bien;
const revenus = async (annee: number) => revenusFonciersSchema.parse(await getPayload(api.app, url('revenusfonciers', annee))) as RevenusFonciers;

/** The stored rows of a section, with their ids. */
const rows = <T = StoredRow>(section: string) => api.host.write('lecture', (w) => w.list(section)) as T[];
/** A refused reply: its status and body. */
const refusal = async (url: string) => {
  const res = await api.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json<{ error: string; message: string }>() };
};
const cents = (v: number) => Math.round(v * 100);
const round2 = (v: number) => Math.round(v * 100) / 100;
/** One number from raw SQL (0 when no row). */
const sql = (query: string, ...params: unknown[]) => ((api.db.prepare(query).pluck().get(...params) as number | null) ?? 0);
const propertyId = (name: string) => sql('SELECT id FROM properties WHERE name = ?', name);
const rentsBetween = (name: string, from: string, to: string, column = 'amount') =>
  round2(sql(`SELECT SUM(${column}) FROM rent_payments WHERE property_id = ? AND paid_on BETWEEN ? AND ?`, propertyId(name), from, to));

/** The monthly charges of the lease covering each payment of the period, summed (0 without lease). */
const leaseChargesBetween = (name: string, from: string, to: string) =>
  round2(
    sql(
      `SELECT COALESCE(SUM((SELECT l.charges FROM leases l WHERE l.property_id = r.property_id AND l.start_date <= r.paid_on
         AND (l.end_date IS NULL OR l.end_date >= r.paid_on))), 0) FROM rent_payments r WHERE r.property_id = ? AND r.paid_on BETWEEN ? AND ?`,
      propertyId(name),
      from,
      to,
    ),
  );

/** Instalment n's date: n months after the start, kept within the month. */
function dueDate(start: string, n: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const index = y * 12 + m - 1 + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, new Date(Date.UTC(year, month, 0)).getUTCDate());
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

interface LoanData {
  nom: string;
  capital: number;
  taux: number;
  duree_mois: number;
  debut: string;
  assurance_mensuelle: number | null;
  assurance_taux: number | null;
  IM_NOM: string | null;
}
/** The textbook annuity: instalment, balance after k instalments, interest of instalment n. */
function annuity({ capital: c, taux, duree_mois: n }: LoanData) {
  const i = taux / 1200;
  const m = (c * i) / (1 - (1 + i) ** -n);
  const balance = (k: number) => c * (1 + i) ** k - (m * ((1 + i) ** k - 1)) / i;
  return { m, balance, interest: (k: number) => balance(k - 1) * i };
}
const insuranceOf = (l: LoanData) => l.assurance_mensuelle ?? (l.assurance_taux === null ? 0 : round2((l.capital * l.assurance_taux) / 100 / 12));
/** Instalment numbers dated within [from, to]. */
const instalmentsWithin = (l: LoanData, from: string, to: string) =>
  Array.from({ length: l.duree_mois }, (_, k) => k + 1).filter((n) => dueDate(l.debut, n) >= from && dueDate(l.debut, n) <= to);

let loans: LoanData[];
beforeAll(async () => {
  loans = rows<LoanData>('emprunts');
});

describe('loan schedules and the loan table', () => {
  test('the demo has insurance as an amount and as a rate, and a loan naming its property', () => {
    expect(loans.some((l) => l.assurance_mensuelle !== null)).toBe(true);
    expect(loans.some((l) => l.assurance_taux !== null)).toBe(true);
    expect(loans.find((l) => l.nom === 'Prêt travaux Annecy')?.IM_NOM).toBe('Annecy Vieille Ville');
  });

  test('each schedule repays the capital to the cent, and agrees with the loan table and the formula', async () => {
    const { emprunt } = tdbSchema.parse(await getPayload(api.app, '/api/immeubles/tdb'));
    for (const l of loans) {
      const e = await echeancier(l.nom);
      expect(e).toMatchObject({ nom: l.nom, capital: l.capital, taux: l.taux, duree_mois: l.duree_mois, debut: l.debut });
      expect(e.echeances).toHaveLength(l.duree_mois);
      expect(e.echeances.reduce((t, r) => t + cents(r.capital), 0)).toBe(cents(l.capital));
      // Instalments dated on or before today.
      const paid = Array.from({ length: l.duree_mois }, (_, k) => dueDate(l.debut, k + 1)).filter((d) => d <= TODAY).length;
      expect(e.payees).toBe(paid);
      const row = emprunt[l.nom]!;
      expect(row.du).toBe(e.echeances[paid - 1]!.restant_du);
      expect(row.delai).toBe(l.duree_mois - paid);
      expect(row.total).toBe(l.capital);
      const { m, balance } = annuity(l);
      expect(Math.abs(row.du - balance(paid))).toBeLessThan(1);
      expect(Math.abs(row.int_du - (m * (l.duree_mois - paid) - balance(paid)))).toBeLessThan(1);
      expect(Math.abs(row.total_emp - m * l.duree_mois)).toBeLessThan(1);
      // Insurance: the amount given, or capital × rate / 12; each instalment adds up.
      const insurance = insuranceOf(l);
      expect(e.assurance_mensuelle).toBe(insurance);
      for (const r of e.echeances) {
        expect(cents(r.mensualite)).toBe(cents(r.capital) + cents(r.interets) + cents(r.assurance));
        expect(r.assurance).toBe(insurance);
      }
      expect(e.IM_NOM).toBe(l.IM_NOM ?? l.nom);
    }
    const rows = loans.map((l) => emprunt[l.nom]!);
    expect(emprunt.total).toEqual({
      total: round2(rows.reduce((t, r) => t + r.total, 0)),
      int_du: round2(rows.reduce((t, r) => t + r.int_du, 0)),
      total_emp: round2(rows.reduce((t, r) => t + r.total_emp, 0)),
      delai: Math.max(...rows.map((r) => r.delai)),
      du: round2(rows.reduce((t, r) => t + r.du, 0)),
    });
  });

  test('insurance from a rate: capital × rate / 100 / 12', async () => {
    const l = loans.find((x) => x.assurance_taux !== null)!;
    expect((await echeancier(l.nom)).assurance_mensuelle).toBe(round2((l.capital * l.assurance_taux!) / 100 / 12));
  });

  test('an unknown loan: 404 in French', async () => {
    expect(await refusal(url('echeancier', 'Prêt inconnu'))).toEqual({ status: 404, body: { error: 'not_found', message: 'Emprunt « Prêt inconnu » inconnu.' } });
  });
});

describe('rental-income statement (revenus fonciers)', () => {
  test('2024: rents, fees, tax without TEOM and loan figures per let property, on the owner\'s share; PRINC absent', async () => {
    const r = await revenus(2024);
    expect(r.annee).toBe(2024);
    const props = rows('immos');
    const princ = props.filter((p) => p.IM_TYPE_PROP === 'PRINC').map((p) => p.IM_NOM);
    expect(princ.length).toBeGreaterThan(0);
    for (const name of princ) expect(r.biens.map((b) => b.IM_NOM)).not.toContain(name);
    expect(r.biens.map((b) => b.IM_NOM)).toEqual([...r.biens.map((b) => b.IM_NOM)].sort());
    // The demo's two INDI properties: one with no share recorded (50 % by default), one at 50 %.
    expect(r.biens.filter((b) => b.quote_part === 50).map((b) => b.IM_NOM)).toEqual(['Annecy Vieille Ville', 'Chambéry Bissy']);
    for (const b of r.biens) {
      // The owner's share, in whole euros as the form takes them.
      const share = (v: number) => Math.round((v * b.quote_part) / 100);
      // Line 211 holds the rent only: every demo payment of 2024 is the month's rent plus the
      // charges of the lease covering it, so its rent part is the payment less those charges.
      expect(b.loyers).toBe(share(round2(rentsBetween(b.IM_NOM, '2024-01-01', '2024-12-31') - leaseChargesBetween(b.IM_NOM, '2024-01-01', '2024-12-31'))));
      expect(b.honoraires).toBe(share(rentsBetween(b.IM_NOM, '2024-01-01', '2024-12-31', 'agency_fee')));
      const id = propertyId(b.IM_NOM);
      const tax = round2(sql('SELECT amount - teom FROM property_taxes WHERE property_id = ? AND year = 2024', id));
      expect(b.taxe_fonciere).toBe(share(tax));
      const linked = loans.filter((l) => (l.IM_NOM ?? l.nom) === b.IM_NOM);
      const numbers = linked.map((l) => ({ l, ns: instalmentsWithin(l, '2024-01-01', '2024-12-31') }));
      const interest = numbers.reduce((t, { l, ns }) => t + ns.reduce((s, n) => s + annuity(l).interest(n), 0), 0);
      expect(Math.abs(b.interets - share(interest))).toBeLessThanOrEqual(1);
      expect(b.assurance).toBe(share(round2(numbers.reduce((t, { l, ns }) => t + ns.length * insuranceOf(l), 0))));
      expect(b.revenu_net).toBe(b.lignes['261']);
      expect(b.lignes['261']).toBe(round2(b.lignes['215'] - b.lignes['240'] - b.lignes['250']));
    }
    // The TEOM is really there, and excluded.
    expect(sql('SELECT SUM(teom) FROM property_taxes WHERE year = 2024')).toBeGreaterThan(0);
    const annecy = r.biens.find((b) => b.IM_NOM === 'Annecy Vieille Ville')!;
    expect(annecy.taxe_fonciere).toBeLessThan(sql("SELECT amount FROM property_taxes t JOIN properties p ON p.id = t.property_id WHERE p.name = 'Annecy Vieille Ville' AND year = 2024"));
    for (const k of ['loyers', 'honoraires', 'taxe_fonciere', 'interets', 'assurance', 'revenu_net'] as const) {
      expect(r.total[k]).toBe(round2(r.biens.reduce((t, b) => t + b[k], 0)));
    }
    // The demo's rents are above the ceiling.
    expect(r.total.loyers).toBeGreaterThan(15000);
    expect(r.micro_foncier).toEqual({ applicable: false, abattement: round2(0.3 * r.total.loyers), revenu_net: round2(r.total.loyers * 0.7) });
    expect(r.regime_le_plus_favorable).toBe('reel');
    expect(r.plafond_micro).toBe(15000);
  });

  test('a year without data: empty, micro not applicable; invalid years: 400', async () => {
    const r = await revenus(1990);
    expect(r.biens).toEqual([]);
    expect(r.micro_foncier.applicable).toBe(false);
    expect(r.regime_le_plus_favorable).toBe('reel');
    for (const bad of ['20x4', '12345', '1800']) {
      const { status, body } = await refusal(url('revenusfonciers', bad));
      expect(status).toBe(400);
      expect(body.message).toMatch(/^Année invalide/);
    }
  });
});

describe('the micro-foncier ceiling, on data written through the area write', () => {
  let fresh: Awaited<ReturnType<typeof emptyBase>>;
  beforeAll(async () => {
    fresh = await emptyBase(NOW);
  });
  afterAll(async () => {
    await fresh.host.close();
  });
  const post = (section: string, row: object) => fresh.post(section, row);
  const statement = async () => revenusFonciersSchema.parse(await getPayload(fresh.host.app, url('revenusfonciers', 2024)));
  const property = (IM_NOM: string, IM_TYPE_PROP = 'PROP') => ({
    IM_NOM,
    IM_INDIVISION: 0,
    IM_TYPE_PROP,
    IM_PRET_MT: 0,
    IM_FIN_PRET: null,
    IM_MT_LOYER: 1000,
    IM_AGENCE: 0,
    IM_DATE_ACHAT: '2020-01-01',
    IM_DATE_VTE: null,
    IM_VENDU: 0,
    IM_PA: 200000,
    IM_PX_VTE: 0,
    IM_COMMENT: null,
    loyerTheo: 1000,
  });
  const month = (m: number) => `2024-${String(m).padStart(2, '0')}-05`;

  test('under the ceiling with few charges: micro applies and is the better choice', async () => {
    await post('immos', property('Studio Nantes'));
    await post('immos', property('Maison', 'PRINC'));
    for (let m = 1; m <= 12; m++) await post('loyers', { IM_NOM: 'Studio Nantes', date: month(m), montant: 1000, honoraires: 0 });
    await post('taxesFoncieres', { IM_NOM: 'Studio Nantes', annee: 2024, montant: 900, teom: 100 });
    const r = await statement();
    expect(r.biens.map((b) => b.IM_NOM)).toEqual(['Studio Nantes']);
    // 12 000 of rents − 800 of tax (900 less its TEOM) − the flat 20 € of line 222.
    expect(r.total).toMatchObject({ loyers: 12000, taxe_fonciere: 800, revenu_net: 11180 });
    expect(r.micro_foncier).toEqual({ applicable: true, abattement: 3600, revenu_net: 8400 });
    expect(r.regime_le_plus_favorable).toBe('micro');
  });

  test('under the ceiling with heavy interest: micro applies, the actual charges are better', async () => {
    await post('emprunts', { nom: 'Prêt Nantes', capital: 150000, taux: 4, duree_mois: 240, debut: '2023-12-05', IM_NOM: 'Studio Nantes', assurance_mensuelle: 30 });
    const r = await statement();
    // Interest of instalments 1 to 12 (January to December 2024), from the formula.
    const l = { nom: 'x', capital: 150000, taux: 4, duree_mois: 240, debut: '2023-12-05', assurance_mensuelle: 30, assurance_taux: null, IM_NOM: null };
    const interest = Array.from({ length: 12 }, (_, k) => annuity(l).interest(k + 1)).reduce((a, b) => a + b, 0);
    expect(Math.abs(r.total.interets - interest)).toBeLessThan(1);
    expect(r.total.assurance).toBe(360);
    expect(r.micro_foncier.applicable).toBe(true);
    expect(r.total.revenu_net).toBeLessThan(r.micro_foncier.revenu_net);
    expect(r.regime_le_plus_favorable).toBe('reel');
  });

  test('above 15 000 € of rents: micro no longer applies', async () => {
    await post('immos', property('T2 Rennes'));
    for (let m = 1; m <= 4; m++) await post('loyers', { IM_NOM: 'T2 Rennes', date: month(m), montant: 800, honoraires: 0 });
    const r = await statement();
    expect(r.total.loyers).toBe(15200);
    expect(r.micro_foncier.applicable).toBe(false);
    expect(r.regime_le_plus_favorable).toBe('reel');
  });

  test('exactly 15 000 €: still applicable', async () => {
    const rennes = fresh.list('loyers').filter((r) => r.IM_NOM === 'T2 Rennes');
    fresh.put('loyers', rennes[0]!.id, { ...rennes[0], montant: 600 });
    expect((await statement()).micro_foncier.applicable).toBe(true);
  });
});

describe('property sheet', () => {
  const SUMS = [
    'loyers',
    'charges_locataires',
    'provisions_copro',
    'regularisation_copro',
    'honoraires',
    'frais_gestion',
    'charges_non_recuperees',
    'taxe_fonciere',
    'teom',
    'assurance_proprietaire',
    'interets',
    'assurance',
    'mensualites',
  ] as const;
  /** The charges of one category of chargesBiens dated within [from, to], from the table. */
  const chargesBetween = (name: string, category: string, from: string, to: string) =>
    round2(sql('SELECT SUM(amount) FROM property_charges WHERE property_id = ? AND category = ? AND paid_on BETWEEN ? AND ?', propertyId(name), category, from, to));
  /** After the loan: the whole tax, the landlord's charges and the instalments; the tenants' charges in, the provisions out. */
  const cashFlowOf = (s: Pick<Bien, (typeof SUMS)[number]>) =>
    s.loyers + s.charges_locataires - s.provisions_copro + s.regularisation_copro - s.honoraires - s.frais_gestion - s.charges_non_recuperees - s.taxe_fonciere - s.assurance_proprietaire - s.mensualites;

  /** Loan figures of the instalments dated within [from, to], from the formula and the insurance. */
  function loanFigures(name: string, from: string, to: string) {
    let interets = 0;
    let assurance = 0;
    let mensualites = 0;
    for (const l of loans.filter((x) => (x.IM_NOM ?? x.nom) === name)) {
      const a = annuity(l);
      for (const n of instalmentsWithin(l, from, to)) {
        interets += a.interest(n);
        assurance += insuranceOf(l);
        mensualites += n === l.duree_mois ? a.balance(n - 1) * (1 + l.taux / 1200) + insuranceOf(l) : a.m + insuranceOf(l);
      }
    }
    return { interets, assurance, mensualites };
  }

  function checkPeriod(b: Bien, name: string, from: string, to: string) {
    expect(b).toMatchObject({ IM_NOM: name, debut: from, fin: to });
    // The payments, split into rent and the tenant's charges.
    expect(round2(b.loyers + b.charges_locataires)).toBe(rentsBetween(name, from, to));
    expect(b.honoraires).toBe(rentsBetween(name, from, to, 'agency_fee'));
    // Taxes of the years whose 15 October falls in the period, TEOM included.
    const tax = sql(
      `SELECT SUM(amount) FROM property_taxes WHERE property_id = ? AND (year || '-10-15') BETWEEN ? AND ?`,
      propertyId(name),
      from,
      to,
    );
    expect(b.taxe_fonciere).toBe(round2(tax));
    const teom = sql(
      `SELECT SUM(teom) FROM property_taxes WHERE property_id = ? AND (year || '-10-15') BETWEEN ? AND ?`,
      propertyId(name),
      from,
      to,
    );
    expect(b.teom).toBe(round2(teom));
    expect(b.frais_gestion).toBe(chargesBetween(name, 'frais_gestion', from, to));
    expect(b.charges_non_recuperees).toBe(chargesBetween(name, 'charges_non_recuperees', from, to));
    expect(b.assurance_proprietaire).toBe(chargesBetween(name, 'assurance', from, to));
    const loan = loanFigures(name, from, to);
    expect(Math.abs(b.interets - loan.interets)).toBeLessThan(1);
    expect(b.assurance).toBe(round2(loan.assurance));
    expect(Math.abs(b.mensualites - loan.mensualites)).toBeLessThan(1);
    // Months: twelve, oldest first, adding up to the period, each with its cash-flow.
    expect(b.mois).toHaveLength(12);
    expect(b.mois.map((m) => m.mois)).toEqual([...b.mois.map((m) => m.mois)].sort());
    expect(b.mois.at(-1)!.mois).toBe(to.slice(0, 7));
    for (const k of SUMS) expect(round2(b.mois.reduce((t, m) => t + m[k], 0))).toBe(b[k]);
    for (const m of b.mois) expect(m.cash_flow).toBe(round2(cashFlowOf(m)));
    expect(b.cash_flow_mensuel).toBe(round2(cashFlowOf(b) / 12));
  }

  test('a calendar year: raw sums, October holds the tax, yields against the purchase price', async () => {
    const name = 'Lyon Croix-Rousse';
    const b = await bien(name, 2024);
    expect(b.annee).toBe(2024);
    checkPeriod(b, name, '2024-01-01', '2024-12-31');
    expect(b.mois.map((m) => m.mois)).toEqual(Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`));
    for (const m of b.mois) expect(round2(m.loyers + m.charges_locataires)).toBe(rentsBetween(name, `${m.mois}-01`, `${m.mois}-31`));
    expect(b.mois.find((m) => m.taxe_fonciere > 0)?.mois).toBe('2024-10');
    const p = rows('immos').find((i) => i.IM_NOM === name)!;
    const pa = p.IM_PA as number;
    expect(b.rendement_brut).toBe(round2(((12 * (p.loyerTheo as number)) / pa) * 100));
    // Before financing: neither the loan interest nor the borrower's insurance; the tax without its TEOM.
    const net = b.loyers - b.honoraires - b.frais_gestion - b.charges_non_recuperees - (b.taxe_fonciere - b.teom) - b.assurance_proprietaire;
    expect(b.resultat_net).toBe(round2(net));
    expect(b.rendement_net).toBe(round2((net / (pa + (p.IM_FRAIS_ACHAT as number))) * 100));
    expect(b.assurance_proprietaire).toBeGreaterThan(0);
    expect(b.teom).toBeGreaterThan(0);
    expect(b.emprunts).toEqual(['Lyon Croix-Rousse']);
  });

  test('the last twelve months: the rent recap window', async () => {
    const name = 'Annecy Vieille Ville';
    const b = await bien(name);
    expect(b.annee).toBeNull();
    const from = sql(`SELECT date(?, '-12 months', '+1 day')`, TODAY) as unknown as string;
    checkPeriod(b, name, from, TODAY);
    // The same payments as LOYER_MOIS (alldata's properties), which counts them whole.
    const immos = createImmoQueries(api.db).properties(TODAY);
    expect(round2(b.loyers + b.charges_locataires)).toBe(immos.find((i) => i.IM_NOM === name)!.LOYER_MOIS);
    // Both its loans: the one of its name and the works loan that names it.
    expect(b.emprunts).toEqual(['Annecy Vieille Ville', 'Prêt travaux Annecy']);
    expect(b.taxes).toEqual(
      api.db
        .prepare('SELECT year AS annee, amount AS montant, teom FROM property_taxes WHERE property_id = ? ORDER BY year')
        .all(propertyId(name)),
    );
  });

  test('a sold property still answers for a year it was let; no revision', async () => {
    const b = await bien('Marseille Vauban', 2018);
    checkPeriod(b, 'Marseille Vauban', '2018-01-01', '2018-12-31');
    expect(b.loyers).toBeGreaterThan(0);
    expect(b.revision).toBeNull();
  });

  test('no purchase price: no yields', async () => {
    const p = rows('immos').find((i) => i.IM_NOM === 'Chambéry Bissy')!;
    api.host.write('prix', (w) => w.update('immos', p.id, { ...p, IM_PA: 0 }));
    const b = await bien('Chambéry Bissy', 2024);
    expect([b.rendement_brut, b.rendement_net]).toEqual([null, null]);
    api.host.write('prix', (w) => w.update('immos', p.id, p));
  });

  test('unknown property: 404; invalid year: 400', async () => {
    expect(await refusal(url('bien', 'Nulle Part'))).toEqual({ status: 404, body: { error: 'not_found', message: 'Bien « Nulle Part » inconnu.' } });
    for (const bad of ['abc', '2024.5', '', '99999']) {
      const { status, body } = await refusal(`${url('bien', 'Lyon Croix-Rousse')}?annee=${bad}`);
      expect(status).toBe(400);
      expect(body.message).toMatch(/^Année invalide/);
    }
  });
});

describe('rent revision and the IRL series', () => {
  /** The INSEE series, as published. */
  const IRL: Record<string, number> = { '2025 T2': 146.68, '2024 T4': 144.64, '2025 T1': 145.47 };

  /** The running lease of a property, as stored. */
  const runningLease = async (name: string) => rows('baux').find((l) => l.IM_NOM === name && l.fin == null)!;

  test('the revision of the current lease, rent hors charges only; it waits for the index its anniversary calls for (computed cases: rentRevision.test.ts)', async () => {
    // Lyon: its current lease began on 1 January 2025 (after a vacancy) at 650 € + 70 € of
    // charges, quarter 2. On 1 January 2026 the latest T2 is 2025's: 650 × 146.68 / 145.17 =
    // 656.761… → 656.76; the charges stay at 70.
    const lyon = await runningLease('Lyon Croix-Rousse');
    expect(lyon).toMatchObject({ debut: '2025-01-01', loyer_hc: 650, charges: 70, trimestre_irl: 2 });
    expect((await bien('Lyon Croix-Rousse')).revision).toEqual({
      bail_id: lyon.id,
      date_revision: '2026-01-01',
      date_effet: '2026-01-01',
      trimestre: 2,
      loyer_hc_actuel: 650,
      loyer_hc_revise: 656.76,
      charges: 70,
      irl_nouveau: { annee: 2025, trimestre: 2, valeur: IRL['2025 T2'] },
      irl_ancien: { annee: 2024, trimestre: 2, valeur: 145.17 },
      irl_manquant: null,
    });
    // Bordeaux: lease of 1 June 2023, quarter 1; this year's anniversary is past (revised with
    // T1 2025): on 1 June 2026, T1 2026 (April 2026), not in the series.
    expect((await bien('Bordeaux Chartrons')).revision).toMatchObject({
      date_revision: '2026-06-01',
      loyer_hc_revise: null,
      irl_ancien: { annee: 2025, trimestre: 1, valeur: IRL['2025 T1'] },
      irl_manquant: { annee: 2026, trimestre: 1, publication: '2026-04-10' },
    });
    // No lease on the main residence.
    expect((await bien('Caluire Résidence principale')).revision).toBeNull();
  });

  test('next anniversary: strictly after today, 29 February kept to 28 in other years', () => {
    expect(nextAnniversary('2020-02-29', '2025-11-23')).toBe('2026-02-28');
    expect(nextAnniversary('2020-02-29', '2027-03-01')).toBe('2028-02-29');
    expect(nextAnniversary('2022-09-01', '2025-09-01')).toBe('2026-09-01');
    expect(nextAnniversary('2022-09-01', '2025-08-31')).toBe('2025-09-01');
    expect(nextAnniversary('2026-03-01', '2025-11-23')).toBe('2027-03-01');
  });

  test('shipped from 2015 T1 to 2025 T3', async () => {
    const irl = rows<{ annee: number; trimestre: number; valeur: number }>('irl');
    expect(irl).toHaveLength(43);
    expect(irl[0]).toMatchObject({ annee: 2015, trimestre: 1, valeur: 125.19 });
    expect(irl.at(-1)).toMatchObject({ annee: 2025, trimestre: 3, valeur: 145.77 });
    expect(irl.find((r) => r.annee === 2022 && r.trimestre === 3)?.valeur).toBe(136.27);
  });

  test('a quarter is refused out of 1..4, a value must be positive', async () => {
    const add = (row: object) => () => api.host.write('irl', (w) => w.insert('irl', row));
    expect(add({ annee: 2026, trimestre: 5, valeur: 147 })).toThrow(expect.objectContaining({ statusCode: 400, code: 'invalid_data', champ: 'trimestre' }));
    expect(add({ annee: 2026, trimestre: 1, valeur: -1 })).toThrow(expect.objectContaining({ statusCode: 400, code: 'invalid_data', champ: 'valeur' }));
  });
});
