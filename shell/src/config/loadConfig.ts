import { describeConfigError, runtimeConfigSchema, type RuntimeConfig } from 'shared-kernel';
import type { ConfigFile } from '../start/readConfigFile';

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; reason: string };

/** Validates config.json (read by the start script); explains in French what is wrong. */
export async function loadConfig(file: Promise<ConfigFile>): Promise<ConfigResult> {
  const read = await file;
  if (!read.ok) return read;
  const parsed = runtimeConfigSchema.safeParse(read.json);
  if (!parsed.success) return { ok: false, reason: `le fichier ${read.url} est incomplet : ${describeConfigError(parsed.error)}` };
  return { ok: true, config: parsed.data };
}
