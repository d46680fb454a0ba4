import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorPanel, Spinner, errorDetail } from 'shared-kernel';
import { isNotFound } from './filmQueries';

/**
 * The loading pattern of the film screens (the kernel's QueryView is for section 7
 * endpoints): a spinner, then the data, or an ErrorPanel with Réessayer. An unknown film is
 * not a failure: it shows `notFound` instead, without logging an error.
 */
export function FilmsQueryView<T>({
  query,
  message,
  notFound,
  children,
}: {
  query: UseQueryResult<T, Error>;
  message: string;
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { error } = query;
  const missing = notFound !== undefined && isNotFound(error);
  useEffect(() => {
    // Spec section 8: a failed movie request throws; it is logged, and the page shows it.
    if (error && !missing) console.error(message, error);
  }, [error, missing, message]);

  if (query.isPending || (query.isError && query.isFetching)) return <Spinner />;
  if (query.isError) {
    if (missing) return <>{notFound}</>;
    return <ErrorPanel message={message} detail={errorDetail(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
