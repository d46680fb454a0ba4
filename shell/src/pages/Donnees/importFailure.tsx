/**
 * What an import of « Mes données » says when the api refuses or fails: a refusal of the data
 * itself (4xx) as it is, since the same request would get the same answer; any other failure
 * (network, server, an old site that did not answer) with « Réessayer ».
 */
import { useState } from 'react';
import { ApiError, Button, Problem } from 'shared-kernel';

export interface ImportFailure {
  message: string;
  /** Present when a second try may pass (network, server): not for a refused file or address. */
  retry?: () => void;
}

const isRefusal = (error: unknown) => error instanceof ApiError && error.kind === 'http' && error.status !== undefined && error.status < 500;

export function useImportFailure() {
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const fail = (prefix: string, error: unknown, retry: () => void) => {
    const message = error instanceof ApiError ? error.message : 'erreur inattendue';
    setFailure(isRefusal(error) ? { message } : { message: `${prefix} : ${message}`, retry });
  };
  return { failure, fail, clear: () => setFailure(null) };
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
