/**
 * Loads remotes at runtime from the URLs of config.json (never baked into the build),
 * retries a failed load, and checks each module against the contract before use.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { contractViolation, type RemoteModule, type RemoteName } from 'shared-kernel';
import { nextTask } from './evaluateInSteps';
import { earlyManifestPlugin } from './startHandoff';
import { fallbackPlugin, isUnavailable, unreachableReason } from './fallbackPlugin';
import { VersionSkewError, versionSkewPlugin } from './versionSkew';

const entries = new Map<RemoteName, string>();
const ATTEMPTS = 3;

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export function registerAllRemotes(remotes: Record<RemoteName, string>): void {
  registerPlugins([earlyManifestPlugin(), versionSkewPlugin(), fallbackPlugin()]);
  for (const [name, entry] of Object.entries(remotes) as Array<[RemoteName, string]>) entries.set(name, entry);
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

/** Drops what the runtime cached for a remote, so the next load fetches it anew. */
export function forgetRemote(name: RemoteName): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The runtime prefixes what it rethrows; the owner reads the French message alone. */
const withoutRuntimePrefix = (message: string) => message.replace(/^(\[ Federation Runtime \]: )+/, '');

/** The module of a factory the runtime handed back, evaluated in a task of its own. */
async function evaluated(name: RemoteName, factory: () => unknown): Promise<unknown> {
  // The container's start (its entry's evaluation, its share scope) and its module's evaluation
  // (the remote's contract, its schemas) made one task of 50 to 60 ms at full speed, ×4 on a phone.
  await nextTask();
  try {
    return await factory();
  } catch (error) {
    throw new RemoteLoadError(name, unreachableReason(error), true);
  }
}

async function loadOnce(name: RemoteName): Promise<RemoteModule> {
  let loaded: unknown;
  try {
    loaded = await loadRemote<{ default?: unknown }>(`${name}/remote`, { loadFactory: false, from: 'runtime' });
  } catch (error) {
    // Retrying cannot fix a remote built against other versions: say so at once.
    if (error instanceof VersionSkewError) throw new RemoteLoadError(name, withoutRuntimePrefix(error.message), false);
    throw error;
  }
  if (isUnavailable(loaded)) throw new RemoteLoadError(name, loaded.reason, true);
  if (typeof loaded === 'function') loaded = await evaluated(name, loaded as () => unknown);
  const candidate = loaded && typeof loaded === 'object' && 'default' in loaded ? loaded.default : loaded;
  const violation = contractViolation(candidate, name);
  if (violation) throw new RemoteLoadError(name, `module non conforme au contrat : ${violation}`, false);
  return candidate as RemoteModule;
}

export async function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  if (!entries.has(name)) throw new RemoteLoadError(name, `remote « ${name} » absent de config.json`, false);
  let last: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      return await loadOnce(name);
    } catch (error) {
      last = error;
      if (error instanceof RemoteLoadError && !error.retryable) throw error;
      if (attempt < ATTEMPTS) {
        forgetRemote(name);
        await wait(300 * attempt);
      }
    }
  }
  console.error(`remote ${name} indisponible`, last);
  throw last instanceof RemoteLoadError ? last : new RemoteLoadError(name, 'section injoignable', true);
}
