import { describeConfigError, runtimeConfigSchema, type RuntimeConfig } from 'shared-kernel';
import { CONFIG_URL, readConfigFile, type ConfigFile } from './readConfigFile';

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; reason: string };

/** Validates config.json (read here, or already requested by the entry); explains in French what is wrong. */
export async function loadConfig(file: Promise<ConfigFile> = readConfigFile(), url = CONFIG_URL): Promise<ConfigResult> {
  const read = await file;
  if (!read.ok) return read;
  const parsed = runtimeConfigSchema.safeParse(read.json);
  if (!parsed.success) return { ok: false, reason: `le fichier ${url} est incomplet : ${describeConfigError(parsed.error)}` };
  return { ok: true, config: parsed.data };
}
