/**
 * The automatic relance (a lease's « Relance automatique (jours après l'échéance) »): each
 * minute, for every lease that opted in with N days (1 to 60), an e-mail address, and SMTP_URL
 * set, a month still not paid in full N days after its due date gets its relance, once (`envois`,
 * document 'relance'). Any other legal letter waits for the owner's tap: a mise en demeure is never
 * sent from here. The months looked at are those autoQuittances.ts looks at back (the current one
 * and the two before it): an older unpaid month is the owner's to chase from « À faire ». A failed
 * send is tried again as a quittance's is (retryDue).
 */
import { HttpError, type ScheduledJob } from 'server-kit';
import { daysBetween } from '../rents/rentDue';
import { MONTHS_BACK, indexOf, moisOf, retryDue, type AutoSendOptions } from './autoQuittances';
import { envoiKeyOf } from './envois';

interface RelanceLease {
  id: number;
  days: number;
}

export function autoRelanceJob(options: AutoSendOptions): ScheduledJob {
  const { db, rents, documents, envois, today, writeQueue } = options;
  const leases = db.prepare<[], RelanceLease>(
    'SELECT id, relance_auto_days AS days FROM leases WHERE relance_auto_days IS NOT NULL AND email IS NOT NULL ORDER BY id',
  );
  return {
    name: 'relances-automatiques',
    every: 'minute',
    async run(now) {
      if (!options.enabled) return null;
      const done: string[] = [];
      const day = today();
      const current = indexOf(day);
      /** Whether the month calls for its relance now: unpaid N days after its due date, not sent (or due for a retry). */
      const due = (lease: RelanceLease, mois: string) => {
        const month = rents.monthOf(lease.id, mois);
        if (!month || month.statut === 'paye' || month.reste <= 0 || daysBetween(month.echeance, day) < lease.days) return false;
        const state = envois.stateOf(envoiKeyOf(lease.id, 'relance', month));
        return !state || retryDue(state, now);
      };
      for (const lease of leases.all()) {
        for (let index = current - MONTHS_BACK; index <= current; index++) {
          const mois = moisOf(index);
          if (!due(lease, mois)) continue;
          try {
            // Checked again once the write in progress is done: an import may have paid the month.
            const sent = await writeQueue.exclusive(async () => (due(lease, mois) ? documents.send('relance', String(lease.id), mois, 'relance') : null));
            if (sent) done.push(`${sent.fichier} envoyée à ${sent.envoye_a}`);
          } catch (error) {
            // A month the documents refuse (no owner recorded yet…) waits, unsent and untried.
            if (error instanceof HttpError && error.statusCode !== 503) continue;
            done.push(`relance de ${mois} du bail n° ${lease.id} non envoyée, nouvel essai plus tard`);
          }
        }
      }
      return done.length > 0 ? `${done.join(' ; ')}.` : null;
    },
  };
}
