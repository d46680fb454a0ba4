/** The client-side check of a chosen file (only .jpg, .jpeg and .png are accepted); the api checks again. */
export const ACCEPTED_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** Null when the file may be sent, else the French reason of the refusal. */
export function refusalOf(file: Pick<File, 'name' | 'size'>): string | null {
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return `Fichier refusé : « ${file.name} » n’est pas une image .jpg, .jpeg ou .png.`;
  }
  if (file.size === 0) return `Fichier refusé : « ${file.name} » est vide.`;
  return null;
}
