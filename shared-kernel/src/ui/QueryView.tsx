import { useDeferredValue, useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '../api/reactQuery';
import { ApiError, isApiRestarting, isUnauthorized } from '../api/client';
import { ErrorPanel } from './ErrorPanel';
import { Spinner } from './Spinner';

export function errorDetail(error: unknown): string | undefined {
  if (error instanceof ApiError) return `${error.message} (${error.path})`;
  if (error instanceof Error) return error.message;
  return undefined;
}

/** What a read shows while the api restarts (a 502 or 503 from its proxy), and once it gave up. */
export const API_RESTARTING = "L'api redémarre… nouvel essai automatique.";
export const API_GONE = "Les données n'ont pas pu être chargées : l'api ne répond plus depuis une minute.";

type QueryViewProps<T> = {
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
  /**
   * Shown instead of the error when the server answers 404: the thing asked for does not
   * exist, which is not a failure, so nothing is logged and nothing is retried.
   */
  notFound?: ReactNode;
} & (
  | { /** The endpoint read: its error message is shown and logged on failure. */ endpoint: { errorMessage: string }; message?: never }
  | { /** The error message of a read that has no endpoint definition. */ message: string; endpoint?: never }
);

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The one loading pattern of every data screen: a spinner until the fetch ends, then the
 * data, or an ErrorPanel with the endpoint's error message and Réessayer (or `notFound`
 * for a 404, when given). A failed load is logged as well as shown. While the api restarts,
 * the read says so and tries again by itself (the kernel's READ_RETRIES).
 */
export function QueryView<T>({ query, endpoint, message: ownMessage, notFound, children }: QueryViewProps<T>) {
  const { error } = query;
  const message = endpoint !== undefined ? endpoint.errorMessage : ownMessage;
  const missing = notFound !== undefined && isNotFound(error);
  // A 401 is not a failure of this read: the shell's sign-in page takes over, then it reloads.
  const signedOut = isUnauthorized(error);
  // The data's render is deferred: the store's update renders this view at once, the data in it
  // follows as a transition, in slices. Rendered in the update itself, a page's first table held
  // a phone's main thread for its whole length (100 to 300 ms on the phone profile).
  const shown = useDeferredValue(query.data);
  useEffect(() => {
    if (error && !missing && !signedOut) console.error(message, error);
  }, [error, missing, signedOut, message]);

  // The api restarting behind its proxy: said in French, and tried again until it answers
  // (data already shown stays while a background read waits).
  if (query.isFetching && !query.isSuccess && isApiRestarting(query.failureReason)) return <Spinner label={API_RESTARTING} shown />;
  if (query.isPending || signedOut || (query.isError && query.isFetching)) return <Spinner />;
  if (query.isError) {
    if (missing) return <>{notFound}</>;
    if (isApiRestarting(error)) {
      return (
        <ErrorPanel title="L'api ne répond pas" message={message} onRetry={() => void query.refetch()}>
          <p>{API_GONE}</p>
        </ErrorPanel>
      );
    }
    return (
      <ErrorPanel
        message={message}
        detail={errorDetail(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // A query's data is never undefined once it succeeded: here only while its render is on its way.
  if (shown === undefined) return <Spinner />;
  return <>{children(shown)}</>;
}
