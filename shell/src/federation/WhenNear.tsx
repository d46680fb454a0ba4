import { useRef, type ReactNode } from 'react';
import { queryClient, useNearViewport, useIsFetching } from 'shared-kernel';

/**
 * Mounts its children (a remote's area, with its code and data) once their place comes near
 * the screen: below the fold, they cost nothing until the owner scrolls towards them. Their
 * place is judged once nothing is loading any more: until then the areas above may still
 * grow and push it down.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const settled = useIsFetching(undefined, queryClient) === 0;
  const near = useNearViewport(place, { watch: settled });
  return near ? children : <div ref={place} />;
}
