import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { endpoints, type EndpointName } from '../api/endpoints';
import { ErrorPanel } from './ErrorPanel';
import { Spinner } from './Spinner';

export function errorDetail(error: unknown): string | undefined {
  if (error instanceof ApiError) return `${error.message} (${error.path})`;
  if (error instanceof Error) return error.message;
  return undefined;
}

/**
 * The one loading pattern of every data screen: a spinner until the fetch ends, then the
 * data, or an ErrorPanel with the spec's message for that endpoint and Réessayer.
 */
export function QueryView<T>({
  query,
  endpoint,
  children,
}: {
  query: UseQueryResult<T, Error>;
  endpoint: EndpointName;
  children: (data: T) => ReactNode;
}) {
  const { error } = query;
  const message = endpoints[endpoint].errorMessage;
  useEffect(() => {
    // Spec section 8: failed loads are logged; the page also shows them.
    if (error) console.error(message, error);
  }, [error, message]);

  if (query.isPending || (query.isError && query.isFetching)) return <Spinner />;
  if (query.isError) {
    return (
      <ErrorPanel
        message={message}
        detail={errorDetail(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
