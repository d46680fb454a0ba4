/**
 * The owner's weekly digest: on DIGEST_JOUR, the « À faire » list e-mailed to DIGEST_EMAIL,
 * most urgent first, with a link to the app (PUBLIC_URL); nothing when the list is empty. A
 * daily job of the scheduler: its stored last run keeps a restart from sending it twice on
 * its day.
 */
import { isoDay, type Mailer, type ScheduledJob } from 'server-kit';
import { WEEKDAYS, type DigestConfig } from './digestConfig';

/** An item of the « À faire » list, as the digest prints it. */
export interface DigestItem {
  titre: string;
  /** The day by which it should be done (AAAA-MM-JJ). */
  echeance: string;
  detail: string;
}

/** The list as of today, most urgent first. */
export type DigestSource = () => readonly DigestItem[];

export const DIGEST_SUBJECT = 'À faire cette semaine';

const frenchDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
};

/** The mail's text: one paragraph per item, then the link to the list. */
export function digestText(items: readonly DigestItem[], publicUrl: string | null): string {
  const count = items.length === 1 ? '1 chose à faire' : `${items.length} choses à faire`;
  const lines = items.map((item) => `- ${item.titre} (avant le ${frenchDay(item.echeance)})\n  ${item.detail}`);
  const link = publicUrl ? `\nLa liste : ${publicUrl}/a-faire\n` : '';
  return `Bonjour,\n\n${count} :\n\n${lines.join('\n')}\n${link}`;
}

export function weeklyDigestJob(options: { config: DigestConfig; mailer: Mailer | null; items: DigestSource }): ScheduledJob {
  const { config, mailer, items } = options;
  return {
    name: 'resume-hebdomadaire',
    every: 'day',
    async run(now) {
      if (!config.email || !mailer || WEEKDAYS[now.getDay()] !== config.weekday) return null;
      const list = items();
      if (list.length === 0) return `rien à faire le ${frenchDay(isoDay(now))} : pas de résumé envoyé.`;
      await mailer.send({ to: config.email, fromName: 'Tableau de bord', subject: DIGEST_SUBJECT, text: digestText(list, config.publicUrl) });
      return `résumé de ${list.length} élément(s) envoyé à ${config.email}.`;
    },
  };
}
