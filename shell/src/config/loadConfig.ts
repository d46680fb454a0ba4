import { describeConfigError, runtimeConfigSchema, type RuntimeConfig } from 'shared-kernel';

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; reason: string };

/** A config.json that does not answer must not leave the page blank for ever. */
export const CONFIG_TIMEOUT_MS = 10_000;

/** Reads config.json beside index.html; explains in French what is wrong with it. */
export async function loadConfig(url = './config.json', timeoutMs = CONFIG_TIMEOUT_MS): Promise<ConfigResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await readConfig(url, controller.signal);
  } catch {
    return { ok: false, reason: `le fichier ${url} ne répond pas (délai de ${timeoutMs / 1000} s dépassé)` };
  } finally {
    clearTimeout(timer);
  }
}

async function readConfig(url: string, signal: AbortSignal): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, reason: `le fichier ${url} est injoignable` };
  }
  if (!response.ok) return { ok: false, reason: `le fichier ${url} est introuvable (erreur ${response.status})` };
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, reason: `le fichier ${url} n'est pas du JSON valide` };
  }
  const parsed = runtimeConfigSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: `le fichier ${url} est incomplet : ${describeConfigError(parsed.error)}` };
  return { ok: true, config: parsed.data };
}
