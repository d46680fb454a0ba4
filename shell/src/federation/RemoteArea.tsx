import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import {
  REMOTE_LABELS,
  SectionError,
  NOT_OWNER_DATA,
  Spinner,
  prefetchEndpoint,
  sectionUnavailableTitle,
  type RemoteModule,
  type RemoteName,
  type SectionProps,
} from 'shared-kernel';
import { forgetRemote, loadRemoteModule } from './remoteLoader';

/**
 * Starts what a widget declares it reads, as soon as its remote's code is in, so its data is
 * on its way while it mounts. An entry that is not a definition (an older remote's name) is skipped.
 */
export function prefetchWidgetData(module: RemoteModule, widget: string): void {
  for (const endpoint of module.widgets[widget]?.prefetch ?? []) {
    if (typeof endpoint === 'object' && typeof endpoint.path === 'string') void prefetchEndpoint(endpoint);
  }
}

/** A remote's code in the shared cache: loaded once (loadRemoteModule retries by itself). */
export const remoteQueryOptions = (name: RemoteName) => ({
  queryKey: ['remote', name],
  queryFn: () => loadRemoteModule(name),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  // Code, not the owner's data: signing in or out neither drops nor refetches it.
  meta: NOT_OWNER_DATA,
});

/**
 * The area of one remote: its page parcel (or a named widget), loaded on first use and kept
 * mounted while the route stays in that remote. Whatever fails here stays here.
 */
export function RemoteArea({ name, widget }: { name: RemoteName; widget?: string }) {
  const query = useQuery(remoteQueryOptions(name));
  const [mountError, setMountError] = useState<Error | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (widget && query.data) prefetchWidgetData(query.data, widget);
  }, [query.data, widget]);

  const { refetch } = query;
  // Fetches the remote's code anew and remounts it: after an outage, a failed chunk, or a
  // page that threw (the remote's own boundary calls it through the parcel's props).
  const retry = useCallback(() => {
    forgetRemote(name);
    setMountError(null);
    setGeneration((g) => g + 1);
    void refetch();
  }, [name, refetch]);
  const sectionProps: SectionProps = { reloadSection: retry };

  const label = REMOTE_LABELS[name];
  if (query.isPending || query.isFetching) {
    return <Spinner label={`Chargement de la section ${label}…`} />;
  }
  if (query.isError || mountError) {
    const detail = (mountError ?? query.error)?.message;
    return <SectionError title={sectionUnavailableTitle(name)} detail={detail} onRetry={retry} />;
  }
  const lifecycles = widget ? query.data.widgets[widget]?.lifecycles : query.data.app;
  if (!lifecycles) {
    return <SectionError title={`La section ${label} ne fournit pas « ${widget} ».`} onRetry={retry} />;
  }
  return (
    <Parcel
      key={generation}
      config={lifecycles}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapClassName={`remote-${name}`}
      {...sectionProps}
      handleError={(error: Error) => {
        console.error(`remote ${name} : échec du montage`, error);
        setMountError(error);
      }}
    />
  );
}
