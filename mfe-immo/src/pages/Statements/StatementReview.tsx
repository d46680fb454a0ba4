/**
 * The dry run's lines and the owner's decisions on them, then « Enregistrer »: the rules asked
 * for first (one POST each to the data api), then the statement with the changed and ignored
 * lines. The statement is one write: the undo bar takes it back whole.
 */
import { useCallback, useState } from 'react';
import { useKeptState } from './keptState';
import { ApiError, Button, Hint, noteWrite, refreshOwnerData, usePhone } from 'shared-kernel';
import { Actions, Problem, saveRow } from 'shared-kernel/edit';
import type { StatementPreview, StatementRecord } from 'area-immo/contract';
import { rulesSection } from '../../edit/fields/ruleFields';
import { countDecisions, decide, decideAll, decisionsToSend, rulesToCreate, withoutRule, type Decisions, type LineDecision } from './decisions';
import { ReviewTable } from './ReviewTable';
import { StickyBar } from './reviewStyles';
import { PreviewSummary } from './StatementSummary';
import { isRefusal, recordStatement, type ReadChoices } from './statementsApi';

export interface StatementReviewProps {
  /** Where its decisions are kept across a remount (keptState.ts). */
  decisionsKey: string;
  preview: StatementPreview;
  file: File;
  /** What the owner told about the file (columns, accounts, card side, date order): sent again with the record. */
  choices: ReadChoices;
  onRecorded(record: StatementRecord): void;
}

/** The undo bar offers the statement back: on a shell whose kernel predates noteWrite, the figures are still read again. */
async function afterRecord(message: string): Promise<void> {
  if (typeof noteWrite === 'function') await noteWrite(message);
  else await refreshOwnerData();
}

function decisionsText(decisions: Decisions): string {
  const { accepted, changed, ignored, rules } = countDecisions(decisions);
  if (accepted + changed + ignored === 0) return 'Aucune décision : chaque ligne proposée sera enregistrée comme proposé.';
  const parts = [`${accepted} acceptée${accepted > 1 ? 's' : ''}`, `${changed} modifiée${changed > 1 ? 's' : ''}`, `${ignored} ignorée${ignored > 1 ? 's' : ''}`];
  return `Vos décisions : ${parts.join(', ')}${rules ? ` ; ${rules} règle${rules > 1 ? 's' : ''} à créer` : ''}. Les autres lignes proposées seront enregistrées comme proposé.`;
}

export function StatementReview({ decisionsKey, preview, file, choices, onRecorded }: StatementReviewProps) {
  const [decisions, setDecisions] = useKeptState<Decisions>(decisionsKey, () => new Map());
  const [editing, setEditing] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ message: string; retry: boolean } | null>(null);
  const phone = usePhone();
  const onDecide = useCallback((n: number, d: LineDecision) => setDecisions((all) => decide(all, n, d)), [setDecisions]);

  const record = async () => {
    setFailure(null);
    setSaving(true);
    let current = decisions;
    try {
      // Each rule once: a retry after a failure does not create again those already made.
      for (const { n, rule } of rulesToCreate(current)) {
        await saveRow(rulesSection, rule, undefined, 'Règle de classement ajoutée.');
        current = withoutRule(current, n);
        setDecisions(current);
      }
      const reply = await recordStatement({ file, ...choices, decisions: decisionsToSend(current) });
      await afterRecord(reply.message);
      onRecorded(reply);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'erreur inattendue';
      setFailure({ message: `Enregistrement impossible : ${message}`, retry: !isRefusal(error) });
    } finally {
      setSaving(false);
    }
  };

  const bulk = (
    <Actions>
      <Button type="button" disabled={saving} onClick={() => setDecisions((all) => decideAll(preview.lignes, all, 'accept'))}>
        Tout accepter
      </Button>
      <Button type="button" disabled={saving} onClick={() => setDecisions((all) => decideAll(preview.lignes, all, 'ignore'))}>
        Tout ignorer
      </Button>
    </Actions>
  );

  return (
    <>
      <PreviewSummary preview={preview} />
      {phone ? null : bulk}
      <Hint>« Tout accepter » et « Tout ignorer » laissent les lignes que vous avez modifiées comme vous les avez classées.</Hint>
      {phone ? (
        // Under the cards, held at the bottom of the screen while they scroll.
        <div>
          <ReviewTable lines={preview.lignes} decisions={decisions} editing={editing} onDecide={onDecide} onEdit={setEditing} />
          <StickyBar>{bulk}</StickyBar>
        </div>
      ) : (
        <ReviewTable lines={preview.lignes} decisions={decisions} editing={editing} onDecide={onDecide} onEdit={setEditing} />
      )}
      <p aria-live="polite">{decisionsText(decisions)}</p>
      {failure ? (
        <Problem role="alert">
          {failure.message}{' '}
          {failure.retry ? (
            <Button type="button" onClick={() => void record()}>
              Réessayer
            </Button>
          ) : null}
        </Problem>
      ) : null}
      <Actions>
        <Button type="button" $active disabled={saving || editing !== null} onClick={() => void record()}>
          {saving ? 'Enregistrement…' : 'Enregistrer'}
        </Button>
      </Actions>
      {editing !== null ? <Hint>Validez ou annulez la ligne en cours de modification avant d'enregistrer.</Hint> : null}
    </>
  );
}
