/**
 * The two steps of an import of « Mes données » (a file, the old site): choose, then the
 * api's preview to confirm, then done. One place for what both flows do: busy while the api
 * works, the preview focused when it comes, back to « choose » on any change, and what a
 * failure says: a refusal of the data itself (4xx) as it is, since the same request would get
 * the same answer; any other failure (network, server, an old site that did not answer) with
 * « Réessayer ».
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { ApiError, Button } from 'shared-kernel';
import { Problem } from 'shared-kernel/edit';

export interface ImportFailure {
  message: string;
  /** Present when a second try may pass (network, server): not for a refused file or address. */
  retry?: () => void;
}

export type ImportStep<Review extends object, Done extends object> = { kind: 'choose' } | ({ kind: 'review' } & Review) | ({ kind: 'done' } & Done);

const isRefusal = (error: unknown) => error instanceof ApiError && error.kind === 'http' && error.status !== undefined && error.status < 500;

/** `input`: the field that gets the focus back when the owner cancels. */
export function useImportSteps<Review extends object, Done extends object>(input: RefObject<HTMLElement | null>) {
  type Step = ImportStep<Review, Done>;
  const review = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ImportFailure | null>(null);

  // The report is read first, then « Confirmer l'import » is one Tab away.
  useEffect(() => {
    if (step.kind !== 'choose') review.current?.focus();
  }, [step]);

  /**
   * One call of the api that leads to the next step. `handled` may take an error for itself
   * (a file that cannot be read is the field's error); any other is shown, `retry` with it.
   */
  const attempt = async (prefix: string, call: () => Promise<Step>, retry: () => void, handled?: (error: unknown) => boolean) => {
    setFailure(null);
    setBusy(true);
    try {
      setStep(await call());
    } catch (error) {
      if (handled?.(error)) return;
      const message = error instanceof ApiError ? error.message : 'erreur inattendue';
      setFailure(isRefusal(error) ? { message } : { message: `${prefix} : ${message}`, retry });
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    setFailure(null);
    setStep({ kind: 'choose' });
    input.current?.focus();
  };

  /** Another file, address or option: the report shown no longer applies. */
  const changed = () => {
    setFailure(null);
    if (step.kind !== 'choose') setStep({ kind: 'choose' });
  };

  return { step, busy, failure, review, attempt, cancel, changed, clearFailure: () => setFailure(null) };
}

export function FailureNotice({ failure }: { failure: ImportFailure | null }) {
  if (!failure) return null;
  return (
    <Problem role="alert">
      {failure.message}{' '}
      {failure.retry ? (
        <Button type="button" onClick={failure.retry}>
          Réessayer
        </Button>
      ) : null}
    </Problem>
  );
}
