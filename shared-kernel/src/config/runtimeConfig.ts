/**
 * Runtime configuration, read by the shell from its config.json and shared with every
 * remote through the shared-kernel singleton. Nothing here is baked into a build.
 */
import { z } from 'zod/mini';
import { REMOTE_NAMES, TOPOLOGY, defaultManifestUrl, localOrigin, type RemoteName } from 'contract-kit/topology';

const url = z.url();

const LOCAL_API = localOrigin(TOPOLOGY.api.port);
const defaultManifests = Object.fromEntries(REMOTE_NAMES.map((n) => [n, defaultManifestUrl(n)])) as Record<RemoteName, string>;

export const runtimeConfigSchema = z.object({
  /** Origin (and optional path) of the backend, e.g. "http://127.0.0.1:8080". */
  apiBase: url,
  /** Index script between the base and /api, e.g. "index.php"; empty for none. */
  indexScript: z._default(z.string().check(z.regex(/^[\w.-]*$/, 'nom de script invalide')), ''),
  /** Movie-database service base, e.g. "http://127.0.0.1:8080/tmdb/3". */
  movieApiBase: url,
  /** Poster images base (w92 size is appended by the films pages). */
  movieImageBase: url,
  /** How long an api read may take before its screen shows the error panel (8000 by default). */
  apiTimeoutMs: z.optional(z.int().check(z.gte(500), z.lte(120_000))),
  /**
   * Whether api calls carry the session cookie: "include" (the embedded api, whose sign-in
   * needs it), or "omit" for a backend that answers `Access-Control-Allow-Origin: *`, which
   * browsers refuse for credentialed calls.
   */
  apiCredentials: z._default(z.enum(['include', 'omit']), 'include'),
  goldWidgetUrl: z.optional(url),
  tideUrl: z.optional(url),
  /** Each remote's mf-manifest.json; one left out is served where `pnpm start` serves it. */
  remotes: z._default(
    z.object(Object.fromEntries(REMOTE_NAMES.map((n) => [n, z._default(url, defaultManifestUrl(n))])) as Record<RemoteName, z.ZodMiniDefault<typeof url>>),
    defaultManifests,
  ),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;


export const defaultRuntimeConfig: RuntimeConfig = {
  apiBase: LOCAL_API,
  indexScript: '',
  apiCredentials: 'include',
  movieApiBase: `${LOCAL_API}/tmdb/3`,
  movieImageBase: 'https://image.tmdb.org/t/p',
  remotes: defaultManifests,
};

let current: RuntimeConfig = defaultRuntimeConfig;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Explains, in French, why a config.json is not usable. */
export function describeConfigError(error: z.core.$ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'config'} : ${i.message}`).join(' ; ');
}
