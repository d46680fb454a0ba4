/**
 * Reads config.json beside index.html, without the kernel: the entry calls it before the
 * shared libraries load, so the file arrives while they do instead of after them.
 */
export type ConfigFile = { ok: true; json: unknown } | { ok: false; reason: string };

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
    return { ok: true, json: await response.json() };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, reason: `le fichier ${url} n'est pas du JSON valide` };
  }
}
