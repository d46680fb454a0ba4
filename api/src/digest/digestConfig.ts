/**
 * The owner's weekly digest of « À faire » (DIGEST_EMAIL, DIGEST_JOUR, PUBLIC_URL): off unless
 * DIGEST_EMAIL is set. A bad value stops the start with a French message rather than a digest
 * that never comes.
 */
const OFF = ['off', '0', 'aucun', 'none'];
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** The weekdays in French, as Date.getDay() numbers them (dimanche 0). */
export const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface DigestConfig {
  /** Where the digest goes; null: none is sent. */
  email: string | null;
  /** The day it goes, once, in the api's time zone (lundi by default). */
  weekday: Weekday;
  /** The app's address for the links (https://tdb.maison.lan), null: the digest has no links. */
  publicUrl: string | null;
}

export const NO_DIGEST: DigestConfig = { email: null, weekday: 'lundi', publicUrl: null };

export function readDigestConfig(env: NodeJS.ProcessEnv): DigestConfig {
  const rawEmail = env.DIGEST_EMAIL?.trim() ?? '';
  const email = rawEmail === '' || OFF.includes(rawEmail.toLowerCase()) ? null : rawEmail;
  if (email !== null && !EMAIL.test(email)) {
    throw new Error(`DIGEST_EMAIL invalide : « ${email} » (adresse e-mail attendue, p. ex. proprietaire@exemple.fr, ou off).`);
  }
  const rawDay = (env.DIGEST_JOUR?.trim() || 'lundi').toLowerCase();
  const weekday = WEEKDAYS.find((d) => d === rawDay);
  if (!weekday) throw new Error(`DIGEST_JOUR invalide : « ${env.DIGEST_JOUR} » (un jour de la semaine attendu : ${WEEKDAYS.slice(1).join(', ')}, dimanche).`);
  const rawUrl = env.PUBLIC_URL?.trim() ?? '';
  let publicUrl: string | null = null;
  if (rawUrl !== '') {
    let parsed: URL | null = null;
    try {
      parsed = new URL(rawUrl);
    } catch {
      parsed = null;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol)) {
      throw new Error(`PUBLIC_URL invalide : « ${rawUrl} » (adresse http:// ou https:// de l'application attendue, p. ex. https://tdb.maison.lan).`);
    }
    publicUrl = rawUrl.replace(/\/+$/, '');
  }
  return { email, weekday, publicUrl };
}
