/**
 * The owner's rules (section regles), tried in id order before the lease and loan matching; the
 * first that matches a line gives its proposal. A rule matches when its motif is in the label
 * (a text: case, accents and punctuation aside; or /regex/flags on the label as written) and
 * the amount without its sign lies within its bounds. A rule to loyers takes credits only (a
 * rent is money received).
 */
import { immoSections, motifInWords, motifPattern, type StatementProposal, type StatementTarget } from '../../contract';
import type { BankLine } from 'bank-files';
import { proposalRow } from './proposalRows';
import { plainText } from './wording';

export interface StatementRule {
  id: number;
  motif: string;
  montant_min: number | null;
  montant_max: number | null;
  section: StatementTarget;
  IM_NOM: string | null;
  bail_id: number | null;
  categorie: string | null;
  groupe: string | null;
}

export interface CompiledRule {
  rule: StatementRule;
  matches(line: BankLine, plainLabel: string): boolean;
}

/** « Dépenses », « Charges des biens (Lyon Croix-Rousse, assurance) », « Ignorer ». */
export function targetLabel(rule: Pick<StatementRule, 'section' | 'IM_NOM' | 'categorie' | 'groupe'>): string {
  if (rule.section === 'ignorer') return 'Ignorer';
  const details = [rule.IM_NOM, rule.categorie, rule.groupe].filter((d): d is string => d != null);
  return `${immoSections[rule.section].label}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}

export function compileRule(rule: StatementRule): CompiledRule {
  const pattern = motifPattern(rule.motif);
  const plainMotif = typeof pattern === 'string' ? plainText(pattern) : '';
  const inLabel =
    typeof pattern === 'string' ? (_label: string, plain: string) => plainMotif !== '' && plain.includes(plainMotif) : (label: string) => pattern.test(label);
  return {
    rule,
    matches(line, plainLabel) {
      const size = Math.abs(line.montant);
      if (rule.montant_min !== null && size < rule.montant_min) return false;
      if (rule.montant_max !== null && size > rule.montant_max) return false;
      if (rule.section === 'loyers' && line.montant <= 0) return false;
      return inLabel(line.libelle, plainLabel);
    },
  };
}

/** The rules as stored, in id order (savedChoices.ts lists them so). */
export function compileRules(rows: readonly StatementRule[]): CompiledRule[] {
  return rows.map(compileRule);
}

/** The proposal of the first rule matching `line`, or null. */
export function ruleProposal(rules: readonly CompiledRule[], line: BankLine, plainLabel: string): StatementProposal | null {
  const hit = rules.find((r) => r.matches(line, plainLabel));
  if (!hit) return null;
  const { rule } = hit;
  return {
    section: rule.section,
    row: proposalRow(rule.section, line, rule),
    raison: `règle n° ${rule.id} : le libellé ${motifInWords(rule.motif)} → ${targetLabel(rule)}`,
  };
}
