/**
 * The old site's address as the owner gives it (« https://monsite.fr », « monsite.fr/tdb »)
 * and the reads of spec section 7 the import makes there: `<adresse>/<script>/api/<read>`,
 * its files at `<adresse>/files/<dossier>/<nom>`.
 */
import type { LegacyRead } from 'server-kit';

/**
 * The section 7 reads the api makes for itself: the image folders' file names (it copies the
 * files: legacyImages.ts). The reads that carry the owner's rows, and those that check them,
 * are the areas' (legacyAreas.ts).
 */
export const HOST_READS: Readonly<Record<string, LegacyRead>> = {
  imagesRecettes: { path: 'permis/contenuDossierImage/recettes' },
  imagesSport: { path: 'permis/contenuDossierImage/sport' },
};

/** The replies that answered, by read name. */
export type Payloads = Partial<Record<string, unknown>>;

export class SiteAddressError extends Error {
  override name = 'SiteAddressError';
}

export interface LegacySite {
  /** The address, normalised (no trailing slash). */
  adresse: string;
  readUrl(read: string): URL;
  fileUrl(folder: string, name: string): URL;
}

/** The index script: a file name such as index.php, or "" when the api sits at the root. */
const SCRIPT = /^[A-Za-z0-9_.-]{0,60}$/;

export function legacySite(adresse: string, script = 'index.php'): LegacySite {
  const text = adresse.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
  } catch {
    throw new SiteAddressError(`Adresse du site invalide : « ${text.slice(0, 80)} » (ex. https://monsite.fr).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SiteAddressError(`Adresse du site invalide : seules les adresses http:// et https:// sont lues (reçu « ${url.protocol} »).`);
  }
  if (url.username || url.password) {
    throw new SiteAddressError("Adresse du site invalide : elle ne doit pas contenir d'identifiant ni de mot de passe.");
  }
  if (url.search || url.hash) throw new SiteAddressError("Adresse du site invalide : sans « ? » ni « # », l'adresse seule (ex. https://monsite.fr).");
  if (!SCRIPT.test(script) || script === '.' || script === '..') {
    throw new SiteAddressError(`Script invalide : « ${script.slice(0, 60)} » (ex. index.php, ou vide si l'api est à la racine du site).`);
  }
  // « https://monsite.fr/index.php » given whole: the script is added below, not twice.
  const given = url.href.replace(/\/+$/, '');
  const base = script !== '' && given.endsWith(`/${script}`) ? given.slice(0, -script.length - 1) : given;
  const prefix = script === '' ? `${base}/api/` : `${base}/${script}/api/`;
  return {
    adresse: base,
    readUrl: (read) => new URL(read, prefix),
    fileUrl: (folder, name) => new URL(`${base}/files/${encodeURIComponent(folder)}/${encodeURIComponent(name)}`),
  };
}
