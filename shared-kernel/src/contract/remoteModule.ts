/**
 * The contract between the shell and a remote: each remote exposes exactly one module,
 * `./remote`, whose default export is a RemoteModule.
 */
import type { ParcelConfigObject } from 'single-spa';
import type { Endpoint } from 'contract-kit/endpoints';
import { REMOTE_NAMES, type RemoteName } from 'contract-kit/topology';

/**
 * Bumped on any breaking change of this interface or of what a remote takes from the shell's
 * kernel; the shell refuses another version. 4: the editing pieces and the tables left the
 * kernel's main entry for shared-kernel/edit (a remote built before would find them missing).
 */
export const CONTRACT_VERSION = 4;

export type Lifecycles = Pick<ParcelConfigObject, 'bootstrap' | 'mount' | 'unmount' | 'update'>;

export interface RemoteModule {
  name: RemoteName;
  contractVersion: number;
  /** Route patterns it serves, exactly as in its published route table (routes.json). */
  routes: string[];
  /** Its pages, as single-spa-react lifecycles (a parcel with its own HashRouter). */
  app: Lifecycles;
  /** Named widgets that other pages mount, e.g. mfe-immo's Home overview. */
  widgets: Record<string, Widget>;
}

export interface Widget {
  lifecycles: Lifecycles;
  /**
   * The endpoints it reads: the shell starts them as soon as the remote's code arrives. A hint
   * only: an entry that is not an endpoint definition (an older remote's name) is skipped.
   */
  prefetch: ReadonlyArray<Endpoint | string>;
}

function isLifecycles(x: unknown): x is Lifecycles {
  if (x === null || typeof x !== 'object') return false;
  const l = x as Record<string, unknown>;
  return typeof l.bootstrap === 'function' && typeof l.mount === 'function' && typeof l.unmount === 'function';
}

function isWidget(x: unknown): x is Widget {
  if (x === null || typeof x !== 'object') return false;
  const w = x as Record<string, unknown>;
  return isLifecycles(w.lifecycles) && Array.isArray(w.prefetch);
}

/** Why a loaded module does not satisfy the contract, or null when it does. */
export function contractViolation(x: unknown, expectedName?: RemoteName): string | null {
  if (x === null || typeof x !== 'object') return "le module n'est pas un objet";
  const m = x as Record<string, unknown>;
  if (typeof m.name !== 'string' || !(REMOTE_NAMES as readonly string[]).includes(m.name)) return 'nom de remote inconnu';
  if (expectedName && m.name !== expectedName) return `nom « ${String(m.name)} » au lieu de « ${expectedName} »`;
  if (m.contractVersion !== CONTRACT_VERSION) return `version de contrat ${String(m.contractVersion)} au lieu de ${CONTRACT_VERSION}`;
  if (!Array.isArray(m.routes) || !m.routes.every((r) => typeof r === 'string')) return 'routes invalides';
  if (!isLifecycles(m.app)) return 'cycle de vie app invalide';
  if (m.widgets === null || typeof m.widgets !== 'object' || !Object.values(m.widgets).every(isWidget)) {
    return 'widgets invalides';
  }
  return null;
}
