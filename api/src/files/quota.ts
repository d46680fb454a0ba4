/**
 * The image folders' size quota (UPLOAD_QUOTA_MB): uploads stop before they fill the disk.
 * The check and the write run one at a time per files folder, so two uploads cannot both
 * pass a check that only one of them fits.
 *
 * Reading every file's size at each upload took seconds with 10,000 photos, so the total is
 * kept per files folder: counted once (on the first upload), then raised by each upload the
 * api writes. Files added or removed by hand change their folder's modification time, which
 * is checked at each upload (two stat calls) and brings a recount. What that misses (a file
 * rewritten in place under the same name, file systems with a coarse clock) is caught by a
 * recount at least every RECOUNT_AFTER_MS.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { HttpError, megabytes } from 'server-kit';
import { IMAGE_FOLDERS } from './imageFiles';

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

/** A full count is trusted this long at most (see above). */
export const RECOUNT_AFTER_MS = 5 * 60_000;

interface Tally {
  bytes: number;
  /** The image folders' identity and modification times when `bytes` was right. */
  stamp: string;
  countedAt: number;
}

const tallies = new Map<string, Tally>();

async function foldersStamp(filesDir: string): Promise<string> {
  const parts: string[] = [];
  for (const folder of IMAGE_FOLDERS) {
    const stat = await fs.stat(path.join(filesDir, folder)).catch(() => null);
    parts.push(stat ? `${stat.ino}:${stat.mtimeMs}` : '-');
  }
  return parts.join('|');
}

/** The tracked total of `dir` (resolved), recounted when the folders changed behind the api's back. */
async function tallyOf(dir: string): Promise<Tally> {
  const stamp = await foldersStamp(dir);
  const known = tallies.get(dir);
  if (known && known.stamp === stamp && Date.now() - known.countedAt < RECOUNT_AFTER_MS) return known;
  // Stamped before counting: a change during the count shows at the next upload.
  const tally = { bytes: await imageFoldersBytes(dir), stamp, countedAt: Date.now() };
  tallies.set(dir, tally);
  return tally;
}

/** Bytes used in the image folders, as the quota sees them. */
export function usedBytes(filesDir: string): Promise<number> {
  const dir = path.resolve(filesDir);
  return oneAtATime(dir, async () => (await tallyOf(dir)).bytes);
}

/** Runs `write` when `incoming` more bytes fit in the quota; a 507 otherwise, nothing written. */
export function writeWithinQuota<T>(filesDir: string, quotaBytes: number, incoming: number, write: () => Promise<T>): Promise<T> {
  const dir = path.resolve(filesDir);
  return oneAtATime(dir, async () => {
    const tally = await tallyOf(dir);
    const used = tally.bytes;
    if (used + incoming > quotaBytes) {
      throw new HttpError(
        507,
        'insufficient_storage',
        `Envoi refusé : l’espace des images est plein (${megabytes(used)} utilisés sur ${megabytes(quotaBytes)}). ` +
          'Supprimez des images ou augmentez UPLOAD_QUOTA_MB.',
      );
    }
    // A failed write leaves the folders' stamp changed (its temporary file came and went): recounted next time.
    const result = await write();
    tallies.set(dir, { bytes: used + incoming, stamp: await foldersStamp(dir), countedAt: tally.countedAt });
    return result;
  });
}
