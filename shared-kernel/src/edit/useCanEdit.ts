import { useCapabilities } from 'shared-kernel';

/**
 * Editing shows only where the api can write (the embedded api; not the owner's legacy
 * backend) and the owner is signed in (or needs not be).
 */
export function useCanEdit(): boolean {
  const { write, signedIn, signInRequired } = useCapabilities();
  return write && (signedIn || !signInRequired);
}
