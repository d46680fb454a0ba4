/**
 * The image folders' size quota (UPLOAD_QUOTA_MB): uploads stop before they fill the disk.
 * The check and the write run one at a time per files folder, so two uploads cannot both
 * pass a check that only one of them fits.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../errors';
import { IMAGE_FOLDERS } from './imageFiles';
import { megabytes } from './megabytes';

/** Total bytes of the regular files in recettes/ and sport/. */
export async function imageFoldersBytes(filesDir: string): Promise<number> {
  let total = 0;
  for (const folder of IMAGE_FOLDERS) {
    const dir = path.join(filesDir, folder);
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const name of names) {
      const stat = await fs.lstat(path.join(dir, name)).catch(() => null);
      if (stat?.isFile()) total += stat.size;
    }
  }
  return total;
}

const queues = new Map<string, Promise<unknown>>();

function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(task, task);
  const settled = run.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}

/** Runs `write` when `incoming` more bytes fit in the quota; a 507 otherwise, nothing written. */
export function writeWithinQuota<T>(filesDir: string, quotaBytes: number, incoming: number, write: () => Promise<T>): Promise<T> {
  return oneAtATime(path.resolve(filesDir), async () => {
    const used = await imageFoldersBytes(filesDir);
    if (used + incoming > quotaBytes) {
      throw new HttpError(
        507,
        'insufficient_storage',
        `Envoi refusé : l’espace des images est plein (${megabytes(used)} utilisés sur ${megabytes(quotaBytes)}). ` +
          'Supprimez des images ou augmentez UPLOAD_QUOTA_MB.',
      );
    }
    return write();
  });
}
