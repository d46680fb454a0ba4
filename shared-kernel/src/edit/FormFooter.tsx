/**
 * The end of every editing form: the failure, if any, with « Réessayer » (what was typed
 * stays), then « Enregistrer » and « Annuler ».
 */
import { Button } from 'shared-kernel';
import { Actions, Problem } from './editStyles';

export interface FormFooterProps {
  failure: string | null;
  saving: boolean;
  onRetry(): void;
  onCancel(): void;
}

export function FormFooter({ failure, saving, onRetry, onCancel }: FormFooterProps) {
  return (
    <>
      {failure ? (
        <Problem role="alert">
          {failure}{' '}
          <Button type="button" onClick={onRetry}>
            Réessayer
          </Button>
        </Problem>
      ) : null}
      <Actions>
        <Button type="submit" $active>
          {saving ? 'Enregistrement…' : 'Enregistrer'}
        </Button>
        <Button type="button" onClick={onCancel}>
          Annuler
        </Button>
      </Actions>
    </>
  );
}
