/**
 * After a write, wherever it was made: what was done, and « Annuler la dernière modification »
 * (the api's undo). The shell shows it once for the whole dashboard.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ApiError, Button, forgetLastChange, theme, undoLastChange, useLastChange } from 'shared-kernel';

const Bar = styled.div`
  position: fixed;
  left: 50%;
  bottom: 16px;
  transform: translateX(-50%);
  z-index: 20;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  max-width: min(640px, calc(100vw - 24px));
  box-sizing: border-box;
  padding: 8px 12px;
  border-radius: ${theme.radius};
  background: ${theme.navBg};
  color: ${theme.navText};
  border: 1px solid ${theme.barBorder};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
  p {
    margin: 0;
  }
  button {
    background: ${theme.surface};
  }
`;

export function UndoBar() {
  const change = useLastChange();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new change replaces the outcome of the previous undo.
  useEffect(() => {
    if (change) setOutcome(null);
  }, [change]);
  if (!change && !outcome) return null;

  const undo = async () => {
    setBusy(true);
    try {
      setOutcome(`Annulé : ${await undoLastChange()}`);
    } catch (error) {
      setOutcome(`Annulation impossible : ${error instanceof ApiError ? error.message : 'erreur inattendue'}`);
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setOutcome(null);
    forgetLastChange();
  };

  return (
    <Bar role="status">
      <p>{outcome ?? change?.message}</p>
      {change && !outcome ? (
        <Button type="button" disabled={busy} onClick={() => void undo()}>
          Annuler la dernière modification
        </Button>
      ) : null}
      <Button type="button" aria-label="Fermer le message" onClick={close}>
        ✕
      </Button>
    </Bar>
  );
}
