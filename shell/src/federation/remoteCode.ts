import { NOT_OWNER_DATA, type RemoteName } from 'shared-kernel';
import { loadRemoteModule } from './remoteLoader';

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
