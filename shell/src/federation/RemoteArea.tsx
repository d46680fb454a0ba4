import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import { SectionError, Spinner, type RemoteName } from 'shared-kernel';
import { forgetRemote, loadRemoteModule } from './remoteLoader';

const SECTION_LABELS: Record<RemoteName, string> = {
  immo: 'Appartements',
  opvcm: 'Placements',
  charts: 'Graphiques',
  leisure: 'Loisirs',
  films: 'Films',
};

/**
 * The area of one remote: its page parcel (or a named widget), loaded on first use and kept
 * mounted while the route stays in that remote. Whatever fails here stays here.
 */
export function RemoteArea({ name, widget }: { name: RemoteName; widget?: string }) {
  const query = useQuery({
    queryKey: ['remote', name],
    queryFn: () => loadRemoteModule(name),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const [mountError, setMountError] = useState<Error | null>(null);
  const [generation, setGeneration] = useState(0);

  const retry = () => {
    forgetRemote(name);
    setMountError(null);
    setGeneration((g) => g + 1);
    void query.refetch();
  };

  const label = SECTION_LABELS[name];
  if (query.isPending || query.isFetching) return <Spinner label={`Chargement de la section ${label}…`} />;
  if (query.isError || mountError) {
    const detail = (mountError ?? query.error)?.message;
    return <SectionError title={`La section ${label} est momentanément indisponible.`} detail={detail} onRetry={retry} />;
  }
  const lifecycles = widget ? query.data.widgets[widget] : query.data.app;
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
      handleError={(error: Error) => {
        console.error(`remote ${name} : échec du montage`, error);
        setMountError(error);
      }}
    />
  );
}
