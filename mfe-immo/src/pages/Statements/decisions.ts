/**
 * The owner's decisions on a statement's lines, kept in a Map keyed by the line's `n` (a
 * statement may have 10 000 lines: one decision changes one entry). A line left alone goes
 * with its proposal, server side; an accepted one too, so only the changed and ignored lines
 * are sent. A line already imported (doublon) takes no decision.
 */
import type { StatementDecision, StatementLine, StatementTarget } from 'area-immo/contract';
import { ruleOf, type RuleRow } from '../../edit/fields/ruleFields';

export type LineDecision =
  | { kind: 'accept' }
  | { kind: 'ignore' }
  | {
      kind: 'change';
      section: StatementTarget;
      /** The row to record there; null for `ignorer`. */
      row: Record<string, unknown> | null;
      /** « Toujours classer ainsi »: the rule to create before recording. */
      rule?: { motif: string };
    };

export type Decisions = ReadonlyMap<number, LineDecision>;

export const decidable = (line: StatementLine): boolean => !line.doublon;

export function decide(decisions: Decisions, n: number, decision: LineDecision): Decisions {
  const next = new Map(decisions);
  next.set(n, decision);
  return next;
}

/**
 * « Tout accepter » / « Tout ignorer »: every line that can take it, except those the owner
 * has changed by hand (their classification is his, not the proposal's).
 */
export function decideAll(lines: readonly StatementLine[], decisions: Decisions, kind: 'accept' | 'ignore'): Decisions {
  const next = new Map(decisions);
  for (const line of lines) {
    if (!decidable(line) || next.get(line.n)?.kind === 'change') continue;
    if (kind === 'accept' && !line.proposition) continue;
    next.set(line.n, { kind });
  }
  return next;
}

/** The field `decisions` of the POST: the changed and the ignored lines, in the statement's order. */
export function decisionsToSend(decisions: Decisions): StatementDecision[] {
  const sent: StatementDecision[] = [];
  for (const [n, d] of [...decisions].sort(([a], [b]) => a - b)) {
    if (d.kind === 'ignore') sent.push({ n, section: 'ignorer', row: null });
    else if (d.kind === 'change') sent.push({ n, section: d.section, row: d.section === 'ignorer' ? null : d.row });
  }
  return sent;
}

/** The rules « Toujours classer ainsi » asks for, with the line each comes from. */
export function rulesToCreate(decisions: Decisions): Array<{ n: number; rule: RuleRow }> {
  const rules: Array<{ n: number; rule: RuleRow }> = [];
  for (const [n, d] of [...decisions].sort(([a], [b]) => a - b)) {
    if (d.kind === 'change' && d.rule) rules.push({ n, rule: ruleOf(d.rule.motif, d.section, d.row) });
  }
  return rules;
}

/** The line's decision once its rule exists: recording again must not create it twice. */
export function withoutRule(decisions: Decisions, n: number): Decisions {
  const d = decisions.get(n);
  if (d?.kind !== 'change' || !d.rule) return decisions;
  const { rule: _created, ...kept } = d;
  return decide(decisions, n, kept);
}

export interface DecisionCounts {
  accepted: number;
  changed: number;
  ignored: number;
  rules: number;
}

export function countDecisions(decisions: Decisions): DecisionCounts {
  const counts = { accepted: 0, changed: 0, ignored: 0, rules: 0 };
  for (const d of decisions.values()) {
    if (d.kind === 'accept') counts.accepted += 1;
    else if (d.kind === 'ignore') counts.ignored += 1;
    else {
      counts.changed += 1;
      if (d.rule) counts.rules += 1;
    }
  }
  return counts;
}
