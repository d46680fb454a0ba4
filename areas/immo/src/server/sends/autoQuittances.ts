/**
 * The automatic quittance (a lease's « Envoyer la quittance dès le loyer payé »): each minute,
 * for every lease that opted in with the tenant's agreement (art. 21 of the loi du 6 juillet
 * 1989: a quittance by e-mail only with it), an e-mail address, and SMTP_URL set:
 *  - a month paid in full gets its quittance, once;
 *  - a month paid in part gets a reçu for each new part (sends/envois.ts keys it by its
 *    payments), then its quittance once whole.
 * The months looked at run from that of the agreement, and from two months before today's at
 * the earliest (a bank file brings the past weeks; an older month is the owner's to send from
 * /baux), through the next one (paid ahead). `envois` makes it idempotent: a restart, a second
 * import or an undo-redo sends nothing twice. A failed send is tried again 1, 2, 4… minutes
 * later, at most an hour apart, until it leaves. Legal letters (relance, mise en demeure) are
 * never sent from here (a relance only by autoRelances.ts, when the lease opts in).
 */
import { HttpError, monthFromIndex, monthIndex, parseIsoDay, type AreaHost, type Db, type ScheduledJob } from 'server-kit';
import type { Documents } from '../documents/documents';
import type { RentCycle } from '../rents/rentDue';
import { envoiKeyOf, type Envois, type EnvoiState } from './envois';

/** How far back a newly paid month is still sent on its own: the current month and the two before it. */
export const MONTHS_BACK = 2;
const MAX_RETRY_MINUTES = 60;

/** A failed send is due again 2^(attempts-1) minutes after its last attempt, at most an hour. */
export function retryDue(state: EnvoiState, now: Date): boolean {
  if (state.result !== 'echec' || state.sent_at === null) return false;
  const waitMinutes = Math.min(2 ** Math.max(0, state.attempts - 1), MAX_RETRY_MINUTES);
  return now.getTime() - Date.parse(state.sent_at) >= waitMinutes * 60_000;
}

/** AAAA-MM of a month index. */
export const moisOf = (index: number) => {
  const { year, month } = monthFromIndex(index);
  return `${year}-${String(month).padStart(2, '0')}`;
};
/** The month index of an ISO day. */
export const indexOf = (day: string) => {
  const { year, month } = parseIsoDay(day);
  return monthIndex(year, month);
};

interface AutoLease {
  id: number;
  email: string;
  agreed_on: string;
}

/** What an automatic send job reads and writes through (the quittance's and the relance's). */
export interface AutoSendOptions {
  db: Db;
  rents: RentCycle;
  documents: Documents;
  envois: Envois;
  today: () => string;
  /** Each send waits for the write in progress (an import): its `envois` rows are written then. */
  writeQueue: AreaHost['writeQueue'];
  /** SMTP_URL is set. */
  enabled: boolean;
}

export function autoQuittanceJob(options: AutoSendOptions): ScheduledJob {
  const { db, rents, documents, envois, today, writeQueue } = options;
  const leases = db.prepare<[], AutoLease>(
    `SELECT id, email, send_receipt_agreed_on AS agreed_on FROM leases
     WHERE send_receipt_auto = 1 AND email IS NOT NULL AND send_receipt_agreed_on IS NOT NULL ORDER BY id`,
  );
  return {
    name: 'quittances-automatiques',
    every: 'minute',
    async run(now) {
      if (!options.enabled) return null;
      const done: string[] = [];
      const current = indexOf(today());
      /** The document a month calls for now, or null when it has none or it went out (or waits for its retry). */
      const due = (bailId: number, mois: string) => {
        const month = rents.monthOf(bailId, mois);
        if (!month || month.recu <= 0) return null;
        const type = month.statut === 'paye' ? ('quittance' as const) : ('recu' as const);
        const state = envois.stateOf(envoiKeyOf(bailId, type, month));
        return state && !retryDue(state, now) ? null : type;
      };
      for (const lease of leases.all()) {
        const from = Math.max(indexOf(lease.agreed_on), current - MONTHS_BACK);
        for (let index = from; index <= current + 1; index++) {
          const mois = moisOf(index);
          if (!due(lease.id, mois)) continue;
          try {
            // Checked again once the write in progress is done: an import may have changed the month.
            const sent = await writeQueue.exclusive(async () => {
              const type = due(lease.id, mois);
              return type && documents.send(type, String(lease.id), mois);
            });
            if (sent) done.push(`${sent.fichier} envoyé à ${sent.envoye_a}`);
          } catch (error) {
            // A month the documents refuse (no owner recorded yet…) waits, unsent and untried.
            if (error instanceof HttpError && error.statusCode !== 503) continue;
            done.push(`document de ${mois} du bail n° ${lease.id} non envoyé, nouvel essai plus tard`);
          }
        }
      }
      return done.length > 0 ? `${done.join(' ; ')}.` : null;
    },
  };
}
