/**
 * Recording a statement: each line's decision, or else its proposal, in ONE transaction and
 * ONE journal entry (so one undo takes the whole statement back). Duplicates are never
 * recorded, whatever a decision says; a line with neither decision nor proposal is left out.
 * Every line recorded or ignored is remembered in lignesReleves, so that a second import of
 * the same file finds it. Only the lines of the accounts imported count (accountChoice.ts); a
 * card total whose detail is imported is never recorded, whatever a decision says. The
 * owner's choices are remembered in the same entry: each account's (comptesReleves) and the
 * date order he chose (datesReleves). Rows are checked by their section's schema first: a
 * refusal (400) names the line and the field, and nothing is written. The rows go through the
 * data core's write (AreaHost.write), which checks them again with the core's rules (a lease of
 * another property, an unknown property) and records the journal entry.
 */
import { checkRow } from 'contract-kit/data';
import { HttpError, RowWriteRefused, type AreaHost, type AreaWrites, type Fields } from 'server-kit';
import type { BankLine, StatementFile } from 'bank-files';
import { immoSections, type CardChoice, type CsvColumns, type StatementDecision, type StatementPreview, type StatementRecord, type StatementTarget } from '../../contract';
import type { AccountSelection } from './accountChoice';

type RecordedTarget = Exclude<StatementTarget, 'ignorer'>;

interface PlannedLine {
  line: BankLine;
  section: StatementTarget;
  /** The validated row (none for `ignorer`). */
  fields: Fields | null;
}

/** What recording will do, checked, before anything is written. */
export interface StatementPlan {
  lines: PlannedLine[];
  /** The columns the owner named for this CSV's shape, to keep (section profilsReleves). */
  profile: Fields | null;
  /** The choice made for each account of the file (section comptesReleves). */
  accounts: Fields[];
  /** The date order the owner chose for this bank's profile (section datesReleves), or null. */
  dateOrder: Fields | null;
  lignes: number;
  doublons: number;
  sansDecision: number;
}

type StatementSection = RecordedTarget | KeyedSection;

/** One row checked by its section's schema (the data core checks it again as it writes it). */
const checkSectionRow = (section: StatementSection, row: unknown) => checkRow(immoSections[section], row);

function refusedRow(n: number, section: StatementTarget, champ: string | undefined, detail: string): HttpError {
  return new HttpError(400, 'invalid_data', `Relevé refusé : ligne ${n}, section « ${section} »${champ ? `, champ « ${champ} »` : ''} : ${detail}.`, {
    section,
    ligne: n,
    ...(champ ? { champ } : {}),
  });
}

/** Each line's decision or proposal, its row checked by its section's schema. */
export function planStatement(
  file: StatementFile,
  preview: StatementPreview,
  selection: AccountSelection,
  decisions: ReadonlyMap<number, StatementDecision>,
  colonnes?: CsvColumns,
): StatementPlan {
  const lines = selection.lines;
  const byN = new Map(preview.lignes.map((l) => [l.n, l]));
  const plan: StatementPlan = {
    lines: [],
    profile: profileOf(file.signature, colonnes),
    accounts: accountsToKeep(selection).map((row) => checkedChoice('comptesReleves', row)),
    dateOrder: file.ordreDates && file.profilDates ? checkedChoice('datesReleves', { signature: file.profilDates, ordre: file.ordreDates }) : null,
    lignes: lines.length,
    doublons: 0,
    sansDecision: 0,
  };
  for (const line of lines) {
    const shown = byN.get(line.n);
    if (shown?.doublon) {
      plan.doublons++;
      continue;
    }
    const decided = decisions.get(line.n);
    if (decided && decided.section !== 'ignorer' && selection.detailed.has(line.n)) {
      throw refusedRow(line.n, decided.section, undefined, 'total des cartes déjà détaillé par les opérations de la carte importées (ignorez-le, ou choisissez de garder les totaux : cartes = totaux)');
    }
    const chosen = decided ?? shown?.proposition ?? null;
    if (!chosen) {
      plan.sansDecision++;
      continue;
    }
    if (chosen.section === 'ignorer') {
      plan.lines.push({ line, section: 'ignorer', fields: null });
      continue;
    }
    // A decision for the proposed section without a row takes the proposed row.
    const row = chosen.row ?? (shown?.proposition?.section === chosen.section ? shown.proposition.row : null);
    if (row === null) throw refusedRow(line.n, chosen.section, undefined, 'la ligne à enregistrer manque (row)');
    const checked = checkSectionRow(chosen.section, row);
    if (!checked.ok) throw refusedRow(line.n, chosen.section, checked.problem.champ, checked.problem.message);
    plan.lines.push({ line, section: chosen.section, fields: checked.row as Fields });
  }
  return plan;
}

/** The profile row of a CSV's shape, or null (not a CSV, or no columns named). */
function profileOf(signature: string | null, colonnes: CsvColumns | undefined): Fields | null {
  if (signature === null || !colonnes) return null;
  const { date, libelle, montant = null, debit = null, credit = null } = colonnes;
  const checked = checkSectionRow('profilsReleves', { signature, date, libelle, montant, debit, credit });
  if (!checked.ok) throw new HttpError(400, 'invalid_data', `Relevé refusé : champ « colonnes » : ${checked.problem.detail}.`, { champ: 'colonnes' });
  return checked.row as Fields;
}

/** A choice to remember, checked by its section's schema (an account number of 10 000 characters is refused). */
function checkedChoice(section: 'comptesReleves' | 'datesReleves', row: Fields): Fields {
  const checked = checkSectionRow(section, row);
  if (!checked.ok) throw new HttpError(400, 'invalid_data', `Relevé refusé : ${checked.problem.detail}.`, { section });
  return checked.row as Fields;
}

/** Each account's choice, to remember: imported or not, and for a card the side kept. */
function accountsToKeep(selection: AccountSelection): Fields[] {
  const cartes: CardChoice | null = selection.cartes?.choix ?? null;
  return selection.comptes.map((c) => ({ numero: c.numero, importe: c.importe ? 1 : 0, cartes: c.type === 'carte' ? cartes : null }));
}

type KeyedSection = 'profilsReleves' | 'comptesReleves' | 'datesReleves';

/** The key of each section whose rows the statements keep: its field, and its table's column. */
const KEYS: Record<KeyedSection, { field: string; column: string }> = {
  profilsReleves: { field: 'signature', column: 'signature' },
  comptesReleves: { field: 'numero', column: 'number' },
  datesReleves: { field: 'signature', column: 'signature' },
};

/**
 * Keeps a row of a keyed section: a new one, or the one of that key changed (the core records
 * nothing when unchanged). A card's side (cartes) is only chosen when its totals meet it: a
 * file without them keeps the side chosen before.
 */
function keepKeyed(writes: AreaWrites, section: KeyedSection, row: Fields): void {
  const { field, column } = KEYS[section];
  const [known] = writes.list(section, { column, value: row[field] });
  const kept = section === 'comptesReleves' && row.cartes == null && known ? { ...row, cartes: known.cartes } : row;
  if (!known) writes.insert(section, kept);
  else writes.update(section, known.id, kept);
}

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

function messageOf(plan: StatementPlan, parSection: Partial<Record<RecordedTarget, number>>, enregistrees: number, ignorees: number): string {
  const rest = [
    ...(plan.doublons > 0 ? [`${plural(plan.doublons, 'ligne')} déjà ${plan.doublons > 1 ? 'importées' : 'importée'}`] : []),
    ...(plan.sansDecision > 0 ? [`${plural(plan.sansDecision, 'ligne')} sans décision`] : []),
  ];
  if (enregistrees + ignorees === 0) {
    if (plan.doublons === plan.lignes && plan.lignes > 0) {
      return plan.lignes === 1
        ? 'Rien à enregistrer : la ligne de ce relevé est déjà importée.'
        : `Rien à enregistrer : les ${plan.lignes} lignes de ce relevé sont déjà importées.`;
    }
    return `Rien à enregistrer : ${rest.length > 0 ? rest.join(', ') : 'le relevé ne contient aucune ligne'}.`;
  }
  const sections = Object.entries(parSection).map(([s, n]) => `${immoSections[s as RecordedTarget].label} : ${n}`);
  const ignored = `${ignorees > 1 ? 'ignorées' : 'ignorée'}`;
  const done = [
    ...(enregistrees > 0 ? [`${plural(enregistrees, 'ligne')} ${enregistrees > 1 ? 'enregistrées' : 'enregistrée'} (${sections.join(', ')})`] : []),
    ...(ignorees > 0 ? [enregistrees > 0 ? `${ignorees} ${ignored}` : `${plural(ignorees, 'ligne')} ${ignored}`] : []),
    ...rest,
  ];
  return `${done.join(', ')}.`;
}

/** Whether recording the plan writes anything (else no backup, no journal entry). */
export const writesSomething = (plan: StatementPlan): boolean => plan.lines.length > 0 || plan.profile !== null;

/** Writes the choices the plan remembers (profile, accounts, date order); only when the statement itself writes. */
function keepChoices(writes: AreaWrites, plan: StatementPlan): void {
  if (plan.profile) keepKeyed(writes, 'profilsReleves', plan.profile);
  for (const account of plan.accounts) keepKeyed(writes, 'comptesReleves', account);
  if (plan.dateOrder) keepKeyed(writes, 'datesReleves', plan.dateOrder);
}

/** The plan written through the data core's write: one transaction, one journal entry (nothing when the plan is empty). */
export function recordStatement(write: AreaHost['write'], plan: StatementPlan): StatementRecord {
  const parSection: Partial<Record<RecordedTarget, number>> = {};
  for (const { section } of plan.lines) if (section !== 'ignorer') parSection[section] = (parSection[section] ?? 0) + 1;
  const enregistrees = plan.lines.length - plan.lines.filter((l) => l.section === 'ignorer').length;
  const ignorees = plan.lines.length - enregistrees;
  // A profile alone (every line already imported) is still a write the owner may undo.
  const summary = `Relevé bancaire : ${plural(enregistrees, 'ligne')} ${enregistrees > 1 ? 'enregistrées' : 'enregistrée'}, ${ignorees} ${ignorees > 1 ? 'ignorées' : 'ignorée'}`;
  write(summary, (writes) => {
    if (writesSomething(plan)) keepChoices(writes, plan);
    for (const { line, section, fields } of plan.lines) {
      try {
        if (section !== 'ignorer' && fields) writes.insert(section, fields);
      } catch (error) {
        if (!(error instanceof RowWriteRefused)) throw error;
        throw refusedRow(line.n, section, error.champ, error.reason);
      }
      writes.insert('lignesReleves', { date: line.date, montant: line.montant, libelle: line.libelle, fitid: line.fitid, section, compte: line.compte });
    }
  });
  return {
    enregistrees,
    ignorees,
    doublons: plan.doublons,
    sansDecision: plan.sansDecision,
    parSection,
    message: messageOf(plan, parSection, enregistrees, ignorees),
  };
}
