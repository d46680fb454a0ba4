#!/usr/bin/env node
/**
 * The bench's report in docs/performance.md: a run's machine line, table and goals replace
 * what lies between the two markers; the hand-written explanations around them stay as they
 * are. `pnpm bench` calls it at the end of a full run; run this file alone to rewrite the
 * page from a saved results file without measuring again:
 *
 *   node e2e/bench/report/performanceDoc.mjs [bench-results.json]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESULTS_FILE, ROOT } from '../config.mjs';
import { evaluateGoals } from './goals.mjs';
import { renderGoals, renderMachine, renderTable } from './table.mjs';

export const PERFORMANCE_DOC = path.join(ROOT, 'docs', 'performance.md');
export const START = '<!-- bench:start -->';
export const END = '<!-- bench:end -->';

/** The generated block: machine and date, the table, the goals, and any section that failed. */
export function renderReport(results) {
  const parts = [`Machine : ${renderMachine(results.machine)}`, renderTable(results), renderGoals(results.goals ?? evaluateGoals(results))];
  const failed = Object.entries(results.failures ?? {});
  if (failed.length) parts.push(`Sections en échec (absentes du tableau) : ${failed.map(([name, message]) => `${name} (${message})`).join(' ; ')}.`);
  return parts.join('\n\n');
}

/** Replaces the text between the markers of `file` with `markdown`; nothing else changes. */
export function updatePerformanceDoc(markdown, file = PERFORMANCE_DOC) {
  const text = fs.readFileSync(file, 'utf8');
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  const where = path.relative(ROOT, file);
  if (from < 0 || to < 0) throw new Error(`${where} : marqueurs ${START} / ${END} absents`);
  if (to < from || text.indexOf(START, from + 1) >= 0 || text.indexOf(END, to + 1) >= 0) {
    throw new Error(`${where} : un seul ${START} attendu, suivi d'un seul ${END}`);
  }
  const next = `${text.slice(0, from)}${START}\n${markdown.trim()}\n${END}${text.slice(to + END.length)}`;
  // Written beside it, then renamed: an interrupted write never leaves half a page.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, next);
  fs.renameSync(temporary, file);
  return file;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = path.resolve(process.argv[2] ?? RESULTS_FILE);
  if (!fs.existsSync(source)) {
    console.error(`${source} absent : lancez d'abord « pnpm bench », qui l'écrit.`);
    process.exit(1);
  }
  const file = updatePerformanceDoc(renderReport(JSON.parse(fs.readFileSync(source, 'utf8'))));
  console.log(`${path.relative(ROOT, file)} : tableau réécrit depuis ${path.relative(process.cwd(), source) || source}`);
}
