/** URLs of the backend's image files (recipe photos, sport images), built from the runtime config. */
import { getRuntimeConfig } from 'shared-kernel';

/** URL of an image file of the backend's files folder. */
export function imageUrl(folder: 'recettes' | 'sport', fileName: string): string {
  return `${apiBaseOrigin()}/files/${folder}/${encodeURIComponent(fileName)}`;
}

function apiBaseOrigin(): string {
  return getRuntimeConfig().apiBase.replace(/\/+$/, '');
}
