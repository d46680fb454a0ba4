/**
 * Image folders of the files directory: listing, and the safe storage of a file (unique name,
 * atomic write, never outside the folder, no overwrite).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { extensionOf } from './imageType';

export const IMAGE_FOLDERS = ['recettes', 'sport'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

const LISTED_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp']);

export function isImageFolder(name: string): name is ImageFolder {
  return (IMAGE_FOLDERS as readonly string[]).includes(name);
}

/** Image file names of a folder, sorted; hidden and temporary files are left out. */
export async function listImages(filesDir: string, folder: ImageFolder): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(path.join(filesDir, folder), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.') && LISTED_EXTENSIONS.has(path.extname(e.name).toLowerCase()))
    .map((e) => e.name)
    .sort();
}

function assertInside(dir: string, file: string): void {
  const relative = path.relative(dir, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative) || relative.includes(path.sep)) {
    throw new Error(`chemin hors du dossier : ${file}`);
  }
}

/** How many suffixed names to try: each is new (time + 48 random bits), so one almost always does. */
const SUFFIX_ATTEMPTS = 20;

/** `stem-YYYYMMDD-HHMMSS-xxxxxxxxxxxx.ext`: sorts by upload time, never runs out. */
export function suffixedName(name: string, now: Date = new Date()): string {
  const ext = extensionOf(name);
  const stem = name.slice(0, name.length - ext.length);
  const time = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stem}-${time}-${randomBytes(6).toString('hex')}${ext}`;
}

/**
 * Stores `bytes` under `name` (or, when taken, under the name plus the time and a random
 * suffix) in `dir` and returns the name used. The content goes to a temporary file of the
 * same folder first, then is linked into place: link() is atomic and fails when the target
 * exists, so nothing is ever overwritten and no half-written image is ever visible. Where
 * hard links are not supported, falls back to reserving the name with an exclusive create,
 * then rename() over the reservation.
 */
export async function storeUnique(dir: string, name: string, bytes: Uint8Array): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.upload-${randomBytes(8).toString('hex')}.tmp`);
  await fs.writeFile(tmp, bytes, { flag: 'wx' });
  try {
    for (let n = 0; n <= SUFFIX_ATTEMPTS; n++) {
      const candidate = n === 0 ? name : suffixedName(name);
      const target = path.join(dir, candidate);
      assertInside(dir, target);
      try {
        await fs.link(tmp, target);
        return candidate;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') continue;
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV' && code !== 'ENOSYS') throw error;
        // No hard links on this file system: reserve the name with an exclusive create (which
        // fails when the name is taken, even by a concurrent upload), then move the content
        // over the empty placeholder; rename() replaces it atomically.
        if (!(await reserve(target))) continue;
        try {
          await fs.rename(tmp, target);
        } catch (renameError) {
          await fs.rm(target, { force: true });
          throw renameError;
        }
        return candidate;
      }
    }
    throw new Error('aucun nom de fichier libre');
  } finally {
    await fs.rm(tmp, { force: true });
  }
}

/** Creates `file` empty if it does not exist; false when it already does. */
async function reserve(file: string): Promise<boolean> {
  try {
    await fs.writeFile(file, new Uint8Array(0), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
