/**
 * Debits recognised as loan instalments. The schedule already counts each instalment (the
 * loan table, the earnings), so a debit within ±2 % of an instalment (insurance included) and
 * ±10 days of its date is to be ignored; each instalment goes to one line at most. A debit
 * near an instalment whose label names a loan (« PRET », « ECHEANCE », or the loan's name) but
 * whose amount differs gets an alert with the amount expected.
 */
import type { Echeance, StatementProposal } from '../../contract';
import { monthIndex, parseIsoDay } from 'server-kit';
import type { Loan } from '../earnings/loanSchedules';
import type { BankLine } from 'bank-files';
import { closeAmount, dayNumber, daysApart, pairOnce, type Candidate } from './tolerance';
import { euro, hasWords, plainText } from './wording';

interface Instalment {
  key: string;
  loan: string;
  /** The loan's name as plainText writes it. */
  plainName: string;
  echeance: Echeance;
  /** dayNumber of its date. */
  day: number;
}

export interface LoanMatches {
  proposals: Map<number, StatementProposal>;
  alerts: Map<number, string>;
}

/** Words of a label that name a loan, whichever. */
const LOAN_WORDS = ['PRET', 'PRETS', 'ECHEANCE', 'ECHEANCES', 'ECH PRET', 'EMPRUNT', 'CREDIT IMMO', 'CREDIT IMMOBILIER'];

const monthOf = (day: string): number => {
  const { year, month } = parseIsoDay(day);
  return monthIndex(year, month);
};

export function matchLoans(
  loans: readonly Loan[],
  span: { from: number; to: number } | null,
  lines: ReadonlyArray<{ line: BankLine; plain: string }>,
): LoanMatches {
  const byMonth = new Map<number, Instalment[]>();
  if (span) {
    for (const loan of loans) {
      const plainName = plainText(loan.nom);
      for (const e of loan.schedule) {
        const index = monthOf(e.date);
        if (index < span.from || index > span.to || e.mensualite <= 0) continue;
        const list = byMonth.get(index) ?? [];
        list.push({ key: `${loan.id}|${e.n}`, loan: loan.nom, plainName, echeance: e, day: dayNumber(e.date) });
        byMonth.set(index, list);
      }
    }
  }
  /** The instalments within the window of `line`, those of `keep` only. */
  const near = (line: BankLine, keep: (i: Instalment) => boolean): Array<{ instalment: Instalment; days: number }> => {
    const index = monthOf(line.date);
    const day = dayNumber(line.date);
    const out: Array<{ instalment: Instalment; days: number }> = [];
    for (const i of [index - 1, index, index + 1]) {
      for (const instalment of byMonth.get(i) ?? []) {
        if (!keep(instalment)) continue;
        const days = daysApart(day, instalment.day);
        if (days !== null) out.push({ instalment, days });
      }
    }
    return out;
  };

  const debits = lines.filter(({ line }) => line.montant < 0);
  const candidates: Array<Candidate<Instalment>> = [];
  for (const { line } of debits) {
    const paid = -line.montant;
    for (const { instalment, days } of near(line, (i) => closeAmount(paid, i.echeance.mensualite))) {
      candidates.push({ n: line.n, key: instalment.key, item: instalment, rank: [days, Math.abs(paid - instalment.echeance.mensualite)] });
    }
  }
  const paired = pairOnce(candidates);
  const proposals = new Map<number, StatementProposal>();
  for (const [n, { loan, echeance }] of paired) {
    proposals.set(n, { section: 'ignorer', row: null, raison: `échéance n° ${echeance.n} du prêt ${loan} : déjà comptée par l'échéancier` });
  }

  const alerts = new Map<number, string>();
  const names = [...new Set(loans.map((l) => plainText(l.nom)))];
  for (const { line, plain } of debits) {
    if (paired.has(line.n)) continue;
    // Most lines name no loan: they are left before any date is compared.
    const namedLoans = names.filter((name) => hasWords(plain, name));
    const loanWords = LOAN_WORDS.some((w) => hasWords(plain, w));
    if (namedLoans.length === 0 && !loanWords) continue;
    const named = namedLoans.length > 0 ? near(line, (i) => namedLoans.includes(i.plainName)) : [];
    const pool = named.length > 0 ? named : loanWords ? near(line, () => true) : [];
    const nearest = [...pool].sort((a, b) => a.days - b.days)[0];
    if (nearest && !closeAmount(-line.montant, nearest.instalment.echeance.mensualite)) {
      alerts.set(line.n, `montant différent de l'échéance attendue (${euro(nearest.instalment.echeance.mensualite)})`);
    }
  }
  return { proposals, alerts };
}
