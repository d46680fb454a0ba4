/**
 * Version skew between a remote and the shell: a remote built against a shared singleton
 * range the shell does not provide (say react ^20 against the shell's 19) would run on the
 * shell's copy anyway and fail in obscure ways ("Invalid hook call", a blank area). Its
 * manifest says what it requires; it is refused before any of its code runs.
 */
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export class VersionSkewError extends Error {
  override name = 'VersionSkewError';
}

export interface RequiredShared {
  name: string;
  singleton?: boolean;
  requiredVersion?: unknown;
}

/** Why `required` cannot run on the `provided` versions (package → versions), or null. */
export function sharedSkew(required: readonly RequiredShared[], provided: Record<string, string[]>): string | null {
  for (const s of required) {
    // A non-singleton falls back to the remote's own copy; a range-less one takes any.
    if (!s.singleton || typeof s.requiredVersion !== 'string' || s.requiredVersion === '*') continue;
    const versions = provided[s.name] ?? [];
    // What the shell does not share at all, the remote brings itself.
    if (versions.length === 0) continue;
    const range = s.requiredVersion;
    if (!versions.some((v) => satisfy(v, range))) {
      return `version incompatible : ${s.name} ${range} demandé, le shell fournit ${versions.join(', ')}`;
    }
  }
  return null;
}

export function versionSkewPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dashboard-version-skew',
    loadRemoteSnapshot(args) {
      const provided = Object.fromEntries(
        Object.entries(args.options.shared ?? {}).map(([name, list]) => [name, list.map((s) => s.version).filter((v): v is string => !!v)]),
      );
      const problem = sharedSkew((args.manifestJson?.shared ?? []) as RequiredShared[], provided);
      if (problem) throw new VersionSkewError(problem);
      return args;
    },
  };
}
