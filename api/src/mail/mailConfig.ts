/**
 * Sending documents by e-mail (SMTP_URL, SMTP_FROM): off unless SMTP_URL is set. A bad value
 * stops the start with a French message rather than a button that never sends.
 */
const OFF = ['off', '0', 'aucun', 'none'];
const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/;
export const DEFAULT_MAIL_FROM = 'tableau-de-bord@localhost';
/** How long a connection, the server's greeting or a silent socket may take, in ms. */
export const SMTP_TIMEOUT_MS = 15_000;

export interface MailConfig {
  /** smtp:// or smtps:// address of the mail server (user and password in it if needed); null: no sending. */
  url: string | null;
  /** The sender's address (the owner's name is shown beside it). */
  from: string;
}

export const NO_MAIL: MailConfig = { url: null, from: DEFAULT_MAIL_FROM };

/** SMTP_URL (absent, empty or `off`: none) and SMTP_FROM (by default the URL's user when it is an address). */
export function readMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const raw = env.SMTP_URL?.trim() ?? '';
  if (raw === '' || OFF.includes(raw.toLowerCase())) return NO_MAIL;
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = null;
  }
  // The address may hold a password: never repeated in the message.
  if (!parsed || !/^smtps?:$/.test(parsed.protocol) || parsed.hostname === '') {
    throw new Error('SMTP_URL invalide : adresse smtp:// ou smtps:// attendue (p. ex. smtps://utilisateur:motdepasse@smtp.exemple.fr:465), ou off.');
  }
  const user = decodeURIComponent(parsed.username);
  const from = env.SMTP_FROM?.trim() || (EMAIL.test(user) ? user : DEFAULT_MAIL_FROM);
  if (!EMAIL.test(from)) throw new Error(`SMTP_FROM invalide : « ${from} » (adresse e-mail attendue, p. ex. proprietaire@exemple.fr).`);
  return { url: raw, from };
}
