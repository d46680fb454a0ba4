/** Asks before a delete; the delete itself can still be undone afterwards. */
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError, Button } from 'shared-kernel';
import { DangerButton, Confirm, Problem } from './editStyles';

export interface ConfirmDeleteProps {
  /** What is deleted, as the owner knows it: « la dépense « Boulangerie » du 12/03/2024 ». */
  what: string;
  onConfirm(): Promise<void>;
  onCancel(): void;
}

export function ConfirmDelete({ what, onConfirm, onCancel }: ConfirmDeleteProps) {
  const id = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => confirm.current?.focus(), []);

  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(`Suppression impossible : ${error instanceof ApiError ? error.message : 'erreur inattendue'}`);
      setBusy(false);
    }
  };

  return (
    <Confirm role="alertdialog" aria-labelledby={id} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <p id={id}>Supprimer {what} ?</p>
      {failure ? <Problem role="alert">{failure}</Problem> : null}
      <DangerButton ref={confirm} type="button" disabled={busy} onClick={() => void run()}>
        {failure ? 'Réessayer' : 'Supprimer'}
      </DangerButton>
      <Button type="button" onClick={onCancel}>
        Annuler
      </Button>
    </Confirm>
  );
}
