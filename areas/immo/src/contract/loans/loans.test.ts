import { repaymentIndemnity, simulateRepayment } from './earlyRepayment';
import { addMonths, balanceAfter, loanSchedule, monthlyInsurance, paidCount, sumOf, type LoanTerms } from './schedule';

const terms: LoanTerms = { capital: 180_000, taux: 1.85, duree_mois: 240, debut: '2019-03-15', assurance_mensuelle: 36 };
const schedule = loanSchedule(terms);

/** The textbook balance after k instalments, B = C(1+i)^k − m((1+i)^k − 1)/i, computed apart. */
function closedFormBalance({ capital, taux, duree_mois }: LoanTerms, k: number): number {
  const i = taux / 1200;
  const m = (capital * i) / (1 - (1 + i) ** -duree_mois);
  return capital * (1 + i) ** k - (m * ((1 + i) ** k - 1)) / i;
}

describe('loan schedule', () => {
  it('has one row per month, dated month after month from the start', () => {
    expect(schedule).toHaveLength(240);
    expect(schedule[0]).toMatchObject({ n: 1, date: '2019-04-15' });
    expect(schedule[239]).toMatchObject({ n: 240, date: '2039-03-15', restant_du: 0 });
  });

  it('repays exactly the capital, and each instalment is capital + interest + insurance', () => {
    const cents = schedule.reduce((t, r) => t + Math.round(r.capital * 100), 0);
    expect(cents).toBe(18_000_000);
    for (const r of schedule) {
      expect(Math.round(r.mensualite * 100)).toBe(Math.round(r.capital * 100) + Math.round(r.interets * 100) + 3600);
    }
  });

  it('keeps its balance within a euro of the textbook formula', () => {
    for (const k of [1, 12, 60, 120, 239]) {
      expect(Math.abs(schedule[k - 1]!.restant_du - closedFormBalance(terms, k))).toBeLessThan(1);
    }
  });

  it('counts the instalments paid on a day', () => {
    expect(paidCount(schedule, '2019-04-14')).toBe(0);
    expect(paidCount(schedule, '2019-04-15')).toBe(1);
    expect(paidCount(schedule, '2026-11-23')).toBe(92);
    expect(balanceAfter(terms, schedule, 0)).toBe(180_000);
  });

  it('keeps month ends (31 January + 1 month is the last day of February)', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2023-11-30', 3)).toBe('2024-02-29');
  });

  it('handles a zero rate', () => {
    const free = loanSchedule({ capital: 1000, taux: 0, duree_mois: 3, debut: '2024-01-01', assurance_mensuelle: 0 });
    expect(free.map((r) => r.capital)).toEqual([333.34, 333.34, 333.32]);
    expect(sumOf(free, 'interets')).toBe(0);
  });

  it('takes the insurance as a monthly amount or as a yearly rate of the capital', () => {
    expect(monthlyInsurance(200_000, 40, null)).toBe(40);
    expect(monthlyInsurance(200_000, null, 0.36)).toBe(60); // 200 000 × 0,36 % / 12
    expect(monthlyInsurance(200_000, null, null)).toBe(0);
  });
});

describe('early repayment', () => {
  it('caps the indemnity at six months of interest when that is lower', () => {
    // 50 000 € at 1,85 %: 6 months = 462,50 €; 3 % of 150 000 € = 4 500 €.
    expect(repaymentIndemnity(50_000, 150_000, 1.85)).toMatchObject({ montant: 462.5, cas: 'six_mois', troisPourcent: 4500 });
  });

  it('caps the indemnity at 3 % of the capital due when that is lower', () => {
    // All of 100 000 € at 7 %: 6 months = 3 500 €; 3 % = 3 000 €.
    expect(repaymentIndemnity(100_000, 100_000, 7)).toMatchObject({ montant: 3000, cas: 'trois_pourcent', sixMois: 3500 });
  });

  it('a total repayment ends the loan and saves all the interest left', () => {
    const out = simulateRepayment(terms, schedule, { date: '2026-11-23', montant: 1e9, choix: 'duree' });
    expect(out.total).toBe(true);
    expect(out.rembourse).toBe(schedule[91]!.restant_du);
    expect(out.nouvelles).toEqual([]);
    const interestLeft = schedule.slice(92).reduce((t, r) => t + r.interets, 0);
    expect(out.interetsEconomises).toBeCloseTo(interestLeft, 2);
  });

  it('a partial repayment keeping the instalment ends sooner', () => {
    const out = simulateRepayment(terms, schedule, { date: '2026-11-23', montant: 30_000, choix: 'duree' });
    expect(out.total).toBe(false);
    expect(out.moisApres).toBeLessThan(out.moisAvant);
    expect(out.mensualiteApres).toBe(out.mensualiteAvant);
    const repaid = out.nouvelles.reduce((t, r) => t + Math.round(r.capital * 100), 0);
    expect(repaid).toBe(Math.round((schedule[91]!.restant_du - 30_000) * 100));
    expect(out.interetsEconomises).toBeGreaterThan(0);
  });

  it('a partial repayment keeping the end lowers the instalment', () => {
    const out = simulateRepayment(terms, schedule, { date: '2026-11-23', montant: 30_000, choix: 'mensualite' });
    expect(out.moisApres).toBe(out.moisAvant);
    expect(out.mensualiteApres).toBeLessThan(out.mensualiteAvant);
    expect(out.nouvelles.at(-1)?.restant_du).toBe(0);
  });
});
