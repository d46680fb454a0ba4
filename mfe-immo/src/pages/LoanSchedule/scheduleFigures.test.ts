import { loanSchedule, paidCount, type Echeancier } from 'area-immo/contract';
import { byYear, checkSimulation, loanSummary, parseAmount } from './scheduleFigures';

const terms = { capital: 100000, taux: 2, duree_mois: 120, debut: '2020-01-15', assurance_mensuelle: 10 };
const echeances = loanSchedule(terms);
const loan: Echeancier = { nom: 'Test', ...terms, IM_NOM: null, payees: paidCount(echeances, '2023-06-20'), echeances };

describe('loan schedule figures', () => {
  it('sums up today as the loan table does', () => {
    expect(loan.payees).toBe(41);
    expect(loanSummary(loan)).toMatchObject({ capitalDu: echeances[40]!.restant_du, payees: 41, restantes: 79 });
    expect(loanSummary({ ...loan, payees: 0 }).capitalDu).toBe(100000);
  });

  it('groups the instalments by year', () => {
    const groups = byYear(echeances);
    expect(groups.map((g) => g.year)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030]);
    expect(groups[0]!.rows).toHaveLength(11); // 15/02 to 15/12/2020
    expect(groups[0]!.capital).toBe(groups[0]!.rows.reduce((t, r) => Math.round((t + r.capital) * 100) / 100, 0));
    expect(groups.reduce((n, g) => n + g.rows.length, 0)).toBe(120);
  });

  it('reads amounts as the owner types them', () => {
    expect(parseAmount('30 000,50')).toBe(30000.5);
    expect(parseAmount('20000 €')).toBe(20000);
    expect(parseAmount('abc')).toBeNaN();
  });

  it('checks the simulation form with French messages', () => {
    const base = { date: '2024-01-01', montant: '10 000', kind: 'partiel' as const, choix: 'duree' as const };
    expect(checkSimulation(base, loan)).toEqual({ ok: true, repayment: { date: '2024-01-01', montant: 10000, choix: 'duree' } });
    expect(checkSimulation({ ...base, montant: '0' }, loan)).toMatchObject({ ok: false, errors: { montant: expect.stringContaining('supérieur à 0') } });
    expect(checkSimulation({ ...base, date: '2019-01-01' }, loan)).toMatchObject({ ok: false, errors: { date: expect.stringContaining("pendant l'emprunt") } });
    expect(checkSimulation({ ...base, date: '2031-01-01' }, loan)).toMatchObject({ ok: false });
    expect(checkSimulation({ ...base, kind: 'total', montant: '' }, loan)).toMatchObject({ ok: true, repayment: { montant: Infinity } });
  });
});
