import { describeConfigError, runtimeConfigSchema, type RuntimeConfig } from 'shared-kernel';

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; reason: string };

/** Reads config.json beside index.html; explains in French what is wrong with it. */
export async function loadConfig(url = './config.json'): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store' });
  } catch {
    return { ok: false, reason: `le fichier ${url} est injoignable` };
  }
  if (!response.ok) return { ok: false, reason: `le fichier ${url} est introuvable (erreur ${response.status})` };
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { ok: false, reason: `le fichier ${url} n'est pas du JSON valide` };
  }
  const parsed = runtimeConfigSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: `le fichier ${url} est incomplet : ${describeConfigError(parsed.error)}` };
  return { ok: true, config: parsed.data };
}
