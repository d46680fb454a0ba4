/**
 * The image folders' files of the old site (recettes, sport), copied into ours through the
 * checks of an upload: a .jpg, .jpeg or .png name made safe, content of that type, within the
 * size limit and the folders' quota, never over a file already there. A file already there
 * under that name is kept (a second run copies nothing); a refused one is listed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listIn } from 'server-kit';
import { type ImageFolder, storeUnique } from '../files/imageFiles';
import { sanitizeFileName } from '../files/fileName';
import { contentMatchesExtension, extensionOf, isUploadExtension, UPLOAD_EXTENSIONS } from '../files/imageType';
import { writeWithinQuota } from '../files/quota';
import { fetchFile, type FetchOptions } from './legacyFetch';
import type { LeftOut } from './legacyRows';
import type { LegacySite } from './legacySite';

export interface ImageTarget {
  filesDir: string;
  maxBytes: number;
  quotaBytes: number;
}

export interface ImagesPlan {
  /** « recettes/tarte.jpg », to copy. */
  nouvelles: Array<{ folder: ImageFolder; name: string; local: string }>;
  dejaLa: number;
  refusees: LeftOut[];
}

const refused = (folder: string, name: string, raison: string): LeftOut => ({ section: `images ${folder}`, cle: name, champ: null, raison });

/** The image folders' file names the site lists. */
export function imageNames(list: unknown): string[] {
  return (listIn(list) ?? []).filter((n): n is string => typeof n === 'string' && n !== '');
}

export function planImages(listed: Record<ImageFolder, string[]>, filesDir: string): ImagesPlan {
  const plan: ImagesPlan = { nouvelles: [], dejaLa: 0, refusees: [] };
  for (const folder of Object.keys(listed) as ImageFolder[]) {
    for (const name of listed[folder]) {
      const local = sanitizeFileName(name);
      if (!isUploadExtension(extensionOf(local))) plan.refusees.push(refused(folder, name, `seuls les fichiers ${UPLOAD_EXTENSIONS.join(', ')} sont acceptés`));
      else if (fs.existsSync(path.join(filesDir, folder, local))) plan.dejaLa++;
      else plan.nouvelles.push({ folder, name, local });
    }
  }
  return plan;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Copies the new images; returns those refused on the way (unreadable, not an image, too large, no room). */
export async function copyImages(plan: ImagesPlan, site: LegacySite, target: ImageTarget, options: FetchOptions): Promise<{ copiees: number; refusees: LeftOut[] }> {
  const refusees: LeftOut[] = [];
  let copiees = 0;
  for (const { folder, name, local } of plan.nouvelles) {
    try {
      const bytes = await fetchFile(site.fileUrl(folder, name), `files/${folder}/${name}`, { ...options, maxBytes: target.maxBytes });
      const ext = extensionOf(local);
      if (bytes.length === 0 || !isUploadExtension(ext) || !contentMatchesExtension(ext, bytes)) {
        refusees.push(refused(folder, name, `le contenu n'est pas une image ${ext === '.png' ? 'PNG' : 'JPEG'} valide`));
        continue;
      }
      await writeWithinQuota(target.filesDir, target.quotaBytes, bytes.length, () => storeUnique(path.join(target.filesDir, folder), local, bytes));
      copiees++;
    } catch (error) {
      refusees.push(refused(folder, name, messageOf(error)));
    }
  }
  return { copiees, refusees };
}
