/**
 * The api's undo from « Mes données »: what it would undo (the journal's last change not yet
 * undone), and its answer, including « Rien à annuler… » when there is nothing left.
 */
import { useId, useState } from 'react';
import { ApiError, Button, QueryView, undoLastChange } from 'shared-kernel';
import { Problem, useDataJournal } from 'shared-kernel/edit';
import { Section } from './Donnees.styles';
import { formatDateTime } from '../../format/formatDateTime';

export function UndoLast() {
  const id = useId();
  const journal = useDataJournal();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const undo = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: `Annulé : ${await undoLastChange()}` });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof ApiError ? error.message : 'Annulation impossible : erreur inattendue' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Dernière modification</h2>
      <QueryView query={journal} message="Impossible de lire le journal des modifications.">
        {(entries) => {
          const last = entries.find((e) => !e.undone);
          return <p>{last ? `« ${last.summary} », le ${formatDateTime(last.at)}.` : 'Aucune modification à annuler.'}</p>;
        }}
      </QueryView>
      <Button type="button" disabled={busy} onClick={() => void undo()}>
        Annuler la dernière modification
      </Button>
      {outcome?.ok ? <p role="status">{outcome.text}</p> : null}
      {outcome && !outcome.ok ? <Problem role="alert">{outcome.text}</Problem> : null}
    </Section>
  );
}
