/**
 * The statement's lines, a hundred a page (a statement of 10 000 lines stays quick): date,
 * label, signed amount, the proposal and why, its alert, and the owner's decision with
 * « Accepter », « Modifier », « Ignorer ». A line already imported is greyed and takes none.
 * On a phone, a card per line: its date and amount, its label, the proposal, the buttons under it.
 */
import { memo, useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { Button, HIDDEN_AMOUNT, VisuallyHidden, amountsHidden, formatDate, formatEuro, usePhone } from 'shared-kernel';
import { Pager, usePage } from 'shared-kernel/edit';
import type { StatementLine } from 'area-immo/contract';
import { TARGET_LABELS } from '../../edit/fields/ruleFields';
import { decidable, type Decisions, type LineDecision } from './decisions';
import { LineEditor } from './LineEditor';
import { Actions, Alert, LineCards, Status, TableBox, Tag } from './reviewStyles';

export const LINES_PER_PAGE = 100;
const CAPTION = 'Lignes du relevé';

/** As on the statement: « -45,20 € », « +850,00 € »; in another currency its code: « -38,00 CHF ». */
export function signedEuro(amount: number, devise?: string): string {
  if (amountsHidden()) return HIDDEN_AMOUNT;
  const text = devise ? formatEuro(amount).replace('€', devise) : formatEuro(amount);
  return `${amount > 0 ? '+' : ''}${text}`;
}

function statusOf(line: StatementLine, decision: LineDecision | undefined): string {
  if (!decision) return line.proposition ? 'Proposition à valider' : 'Sans proposition : non enregistrée';
  if (decision.kind === 'accept') return 'Acceptée';
  if (decision.kind === 'ignore') return 'Ignorée';
  return `Modifiée : ${TARGET_LABELS[decision.section]}${decision.rule ? ' (et règle)' : ''}`;
}

function Proposal({ line }: { line: StatementLine }) {
  const p = line.proposition;
  return (
    <>
      {p ? (
        <>
          <Status>{TARGET_LABELS[p.section]}</Status>
          <small>{p.raison}</small>
        </>
      ) : (
        <small>Aucune proposition</small>
      )}
      {line.alerte ? <Alert>Attention : {line.alerte}</Alert> : null}
    </>
  );
}

interface DecisionCellProps {
  line: StatementLine;
  decision: LineDecision | undefined;
  editing: boolean;
  onDecide(decision: LineDecision): void;
  onEdit(): void;
}

function DecisionCell({ line, decision, editing, onDecide, onEdit }: DecisionCellProps) {
  if (!decidable(line)) return <Status>déjà importée</Status>;
  const which = <VisuallyHidden> la ligne {line.n}</VisuallyHidden>;
  return (
    <>
      <Status>{statusOf(line, decision)}</Status>
      <Actions>
        {line.proposition ? (
          <Button type="button" aria-pressed={decision?.kind === 'accept'} onClick={() => onDecide({ kind: 'accept' })}>
            Accepter{which}
          </Button>
        ) : null}
        <Button type="button" aria-expanded={editing} onClick={onEdit}>
          Modifier{which}
        </Button>
        <Button type="button" aria-pressed={decision?.kind === 'ignore'} onClick={() => onDecide({ kind: 'ignore' })}>
          Ignorer{which}
        </Button>
      </Actions>
    </>
  );
}

interface LineRowProps {
  line: StatementLine;
  decision: LineDecision | undefined;
  editing: boolean;
  onDecide(n: number, decision: LineDecision): void;
  onToggle(n: number): void;
  onClose(): void;
}

/** One line and, when open, its editor; memoised: a decision re-renders its line, not the page's hundred. */
const LineRow = memo(function LineRow({ line, decision, editing, onDecide, onToggle, onClose }: LineRowProps) {
  return (
    <>
      <tr data-line={line.n} className={line.doublon ? 'doublon' : undefined}>
        <td className="date">{formatDate(line.date)}</td>
        <td className="libelle">
          {line.libelle}
          {line.doublon ? <Tag>déjà importée</Tag> : null}
        </td>
        <td className="num">{signedEuro(line.montant, line.devise)}</td>
        <td>
          <Proposal line={line} />
        </td>
        <td className="decision">
          <DecisionCell line={line} decision={decision} editing={editing} onDecide={(d) => onDecide(line.n, d)} onEdit={() => onToggle(line.n)} />
        </td>
      </tr>
      {editing ? (
        <tr>
          <td colSpan={5} className="editor">
            <LineEditor
              line={line}
              decision={decision}
              onSave={(d) => {
                onDecide(line.n, d);
                onClose();
              }}
              onCancel={onClose}
            />
          </td>
        </tr>
      ) : null}
    </>
  );
});

/** One line as a card, for a phone; memoised as LineRow is. */
const LineCard = memo(function LineCard({ line, decision, editing, onDecide, onToggle, onClose }: LineRowProps) {
  return (
    <li data-line={line.n} className={line.doublon ? 'doublon' : undefined}>
      <p className="head">
        <span>{formatDate(line.date)}</span>
        <strong className="num">{signedEuro(line.montant, line.devise)}</strong>
      </p>
      <p className="libelle">
        {line.libelle}
        {line.doublon ? <Tag>déjà importée</Tag> : null}
      </p>
      <div className="proposal">
        <Proposal line={line} />
      </div>
      <DecisionCell line={line} decision={decision} editing={editing} onDecide={(d) => onDecide(line.n, d)} onEdit={() => onToggle(line.n)} />
      {editing ? (
        <LineEditor
          line={line}
          decision={decision}
          onSave={(d) => {
            onDecide(line.n, d);
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </li>
  );
});

export interface ReviewTableProps {
  lines: readonly StatementLine[];
  decisions: Decisions;
  /** The line whose editor is open. */
  editing: number | null;
  /** Stable (a state setter or a memoised callback): the lines are memoised on it. */
  onDecide(n: number, decision: LineDecision): void;
  onEdit: Dispatch<SetStateAction<number | null>>;
}

export function ReviewTable({ lines, decisions, editing, onDecide, onEdit }: ReviewTableProps) {
  const paged = usePage(lines, LINES_PER_PAGE);
  const box = useRef<HTMLDivElement>(null);
  // When an editor closes, the keyboard goes on from its line's « Modifier ».
  const opener = useRef<number | null>(null);
  useEffect(() => {
    if (editing !== null || opener.current === null) return;
    box.current?.querySelector<HTMLElement>(`[data-line="${opener.current}"] button[aria-expanded]`)?.focus();
    opener.current = null;
  }, [editing]);
  const onToggle = useCallback(
    (n: number) => {
      opener.current = n;
      onEdit((open) => (open === n ? null : n));
    },
    [onEdit],
  );
  const onClose = useCallback(() => onEdit(null), [onEdit]);
  const phone = usePhone();

  // The same lines as cards on a phone, as table rows elsewhere.
  const Line = phone ? LineCard : LineRow;
  const shown = paged.items.map((line) => (
    <Line
      key={line.n}
      line={line}
      decision={decisions.get(line.n)}
      editing={editing === line.n}
      onDecide={onDecide}
      onToggle={onToggle}
      onClose={onClose}
    />
  ));
  return (
    <>
      {phone ? (
        <div ref={box}>
          <LineCards aria-label={CAPTION}>{shown}</LineCards>
        </div>
      ) : (
        <TableBox ref={box}>
          <table>
            <caption>{CAPTION}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Libellé</th>
                <th scope="col">Montant</th>
                <th scope="col">Proposition</th>
                <th scope="col">Décision</th>
              </tr>
            </thead>
            <tbody>{shown}</tbody>
          </table>
        </TableBox>
      )}
      <Pager paged={paged} label={CAPTION} />
    </>
  );
}
