/**
 * Reads config.json beside index.html, without the kernel: the start script calls it before
 * main.js and the shared libraries load, so the file arrives while they do instead of after them.
 */
/** The file's JSON, or why it could not be read; `url`, as the owner's messages name it. */
export type ConfigFile = { ok: true; json: unknown; url: string } | { ok: false; reason: string };

export const CONFIG_URL = './config.json';
/** A config.json that does not answer must not leave the page blank for ever. */
export const CONFIG_TIMEOUT_MS = 10_000;

export async function readConfigFile(url = CONFIG_URL, timeoutMs = CONFIG_TIMEOUT_MS): Promise<ConfigFile> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await read(url, controller.signal);
  } catch {
    return { ok: false, reason: `le fichier ${url} ne répond pas (délai de ${timeoutMs / 1000} s dépassé)` };
  } finally {
    clearTimeout(timer);
  }
}

async function read(url: string, signal: AbortSignal): Promise<ConfigFile> {
  let response: Response;
  try {
    // Never a stale copy: an edited config.json applies at the next load.
    response = await fetch(url, { cache: 'no-store', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, reason: `le fichier ${url} est injoignable` };
  }
  if (!response.ok) return { ok: false, reason: `le fichier ${url} est introuvable (erreur ${response.status})` };
  try {
    return { ok: true, json: withAbsoluteUrls(await response.json(), new URL(url, document.baseURI).href), url };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, reason: `le fichier ${url} n'est pas du JSON valide` };
  }
}

const URL_KEYS = ['apiBase', 'movieApiBase', 'movieImageBase', 'goldWidgetUrl', 'tideUrl'] as const;

/**
 * A path such as "/" or "/mfe/immo/mf-manifest.json" (the one-address mode: everything on
 * the origin that serves the page) becomes the absolute URL it names beside config.json, so
 * every reader of the file (the kernel, the early reads) gets the same absolute addresses.
 */
export function withAbsoluteUrls(json: unknown, base: string): unknown {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return json;
  const absolute = (value: unknown) => (typeof value === 'string' && value.startsWith('/') ? new URL(value, base).href : value);
  const config = { ...(json as Record<string, unknown>) };
  for (const key of URL_KEYS) if (key in config) config[key] = absolute(config[key]);
  const { remotes } = config;
  if (remotes !== null && typeof remotes === 'object' && !Array.isArray(remotes)) {
    config.remotes = Object.fromEntries(Object.entries(remotes).map(([name, value]) => [name, absolute(value)]));
  }
  return config;
}
