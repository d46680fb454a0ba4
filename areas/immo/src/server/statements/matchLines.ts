/**
 * A proposal for each line of the accounts imported (accountChoice.ts), in this order: a line
 * already imported is a duplicate (no proposal: it is never recorded again); a card total
 * whose detail is imported, a line the bank says did not go through (PENDING, REVERTED…) and a
 * line in another currency than the euro, are to be ignored;
 * then the owner's rules, the first that matches winning; then rents (credits) and loan
 * instalments (debits). A line nothing recognises has no proposal: the owner decides, nothing
 * is guessed.
 */
import type { StatementLine, StatementPreview, StatementProposal } from '../../contract';
import type { Db } from 'server-kit';
import type { LoanSchedules } from '../earnings/loanSchedules';
import type { BankLine, StatementFile } from 'bank-files';
import { selectAccounts, type AccountSelection, type ImportChoice } from './accountChoice';
import { createDuplicateFinder } from './duplicates';
import { createRentMatcher, statementSpan } from './leaseMatches';
import { matchLoans } from './loanMatches';
import { compileRules, ruleProposal } from './rules';
import { savedChoicesOf } from './savedChoices';
import { plainText } from './wording';

export type StatementMatcher = (file: StatementFile, choice?: ImportChoice) => { preview: StatementPreview; selection: AccountSelection };

export function createStatementMatcher(db: Db, loans: LoanSchedules): StatementMatcher {
  const duplicatesOf = createDuplicateFinder(db);
  const saved = savedChoicesOf(db);
  return (file, choice = {}) => {
    const selection = selectAccounts(file, choice, saved.accounts());
    const lines = selection.lines;
    const duplicates = duplicatesOf(lines);
    const rules = compileRules(saved.rules());
    const proposals = new Map<number, StatementProposal>();
    const left: Array<{ line: BankLine; plain: string }> = [];
    for (const line of lines) {
      if (duplicates.has(line.n)) continue;
      const detailed = selection.detailed.get(line.n);
      if (detailed) {
        proposals.set(line.n, { section: 'ignorer', row: null, raison: detailed });
        continue;
      }
      if (line.etat) {
        proposals.set(line.n, { section: 'ignorer', row: null, raison: `opération ${line.etat} selon la banque (non aboutie) : à ignorer, sauf si vous l'enregistrez vous-même` });
        continue;
      }
      if (line.devise !== 'EUR') {
        proposals.set(line.n, { section: 'ignorer', row: null, raison: `opération en ${line.devise}, montant non converti en euros : à ignorer, sauf si vous l'enregistrez vous-même` });
        continue;
      }
      const plain = plainText(line.libelle);
      const byRule = ruleProposal(rules, line, plain);
      if (byRule) proposals.set(line.n, byRule);
      else left.push({ line, plain });
    }
    const span = statementSpan(lines);
    for (const [n, p] of createRentMatcher(db, span).propose(left)) proposals.set(n, p);
    const loanMatches = matchLoans(loans.all(), span, left);
    for (const [n, p] of loanMatches.proposals) proposals.set(n, p);

    const lignes = lines.map((line): StatementLine => {
      const alerte = loanMatches.alerts.get(line.n);
      return {
        n: line.n,
        date: line.date,
        libelle: line.libelle,
        montant: line.montant,
        doublon: duplicates.has(line.n),
        proposition: proposals.get(line.n) ?? null,
        ...(alerte ? { alerte } : {}),
        compte: line.compte,
        ...(line.devise !== 'EUR' ? { devise: line.devise } : {}),
      };
    });
    const preview: StatementPreview = {
      format: file.format,
      encodage: file.encodage,
      lignes,
      resume: { lignes: lignes.length, doublons: duplicates.size, proposees: proposals.size },
      comptes: selection.comptes,
      cartes: selection.cartes,
      ordreDates: file.ordreDates,
    };
    return { preview, selection };
  };
}
