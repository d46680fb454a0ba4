/**
 * The monolith's stand-in for shell/src/federation/remoteLoader.ts: the same exports, but
 * each remote's `remote.tsx` (its package export `./remote`, the module it exposes to the
 * shell) is a chunk of this one webpack build instead of a federated container. Split per remote (import()), as a monolith with route-level code splitting is.
 */
import { contractViolation } from 'shared-kernel';

const LOADERS = {
  immo: () => import('mfe-immo/remote'),
  opvcm: () => import('mfe-opvcm/remote'),
  charts: () => import('mfe-charts/remote'),
  leisure: () => import('mfe-leisure/remote'),
  films: () => import('mfe-films/remote'),
};

export class RemoteLoadError extends Error {
  name = 'RemoteLoadError';
  constructor(remote, message, retryable) {
    super(message);
    this.remote = remote;
    this.retryable = retryable;
  }
}

export function registerAllRemotes() {}

export function forgetRemote() {}

export async function loadRemoteModule(name) {
  const load = LOADERS[name];
  if (!load) throw new RemoteLoadError(name, `remote « ${name} » inconnu`, false);
  const candidate = (await load()).default;
  const violation = contractViolation(candidate, name);
  if (violation) throw new RemoteLoadError(name, `module non conforme au contrat : ${violation}`, false);
  return candidate;
}
