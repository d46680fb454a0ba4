import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { VersionSkewError } from './versionSkew';

const UNAVAILABLE = Symbol.for('dashboard.remoteUnavailable');

export interface Unavailable {
  [UNAVAILABLE]: true;
  reason: string;
}

export function isUnavailable(x: unknown): x is Unavailable {
  return typeof x === 'object' && x !== null && UNAVAILABLE in x;
}

/** What the section says of a remote whose files or module failed: the error's first line. */
export function unreachableReason(error: unknown): string {
  return `section injoignable (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
}

/**
 * errorLoadRemote layer: a remote whose manifest, entry or chunk cannot be fetched resolves
 * to a marker instead of an exception deep in the runtime; the loader turns it into the
 * section's French fallback with Réessayer. Only the final stage (onLoad) answers: at the
 * earlier ones the runtime would take the marker for a manifest. A version skew is not an
 * outage: it goes through untouched, to be reported as such.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dashboard-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad' || error instanceof VersionSkewError) return undefined;
      console.warn(`module federation : échec de ${id} (${lifecycle})`);
      const marker: Unavailable = { [UNAVAILABLE]: true, reason: unreachableReason(error) };
      return marker as never;
    },
  };
}
