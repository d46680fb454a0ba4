/**
 * What every document of a lease shares before it is drawn or sent: the lease with its owner
 * (refused while the owner is not recorded), and its sending by e-mail to the tenant.
 */
import { HttpError, type Mailer } from 'server-kit';
import type { LeaseInfo, RentCycle } from '../rents/rentDue';
import type { DocumentFile, SentDocument } from './documents';
import { premisesOf, type Owner } from './facts';

export type DocumentLease = LeaseInfo & { proprietaire: Owner };

const conflict = (message: string) => new HttpError(409, 'conflict', message);

/** The lease and its owner, as every document prints them. */
export function documentLease(rents: RentCycle, bailId: number): DocumentLease {
  const lease = rents.lease(bailId);
  if (!lease) throw new HttpError(404, 'not_found', `Bail n° ${bailId} inconnu.`);
  if (!lease.proprietaire) {
    throw conflict("Renseignez d'abord le propriétaire (nom et adresse) dans « Mes données », section « Propriétaire » : il figure sur chaque document.");
  }
  return lease as DocumentLease;
}

/** The SMTP server, refused before anything is drawn when SMTP_URL is not set. */
export function mailerOf(mailer: Mailer | null): Mailer {
  if (mailer) return mailer;
  throw new HttpError(503, 'mail_unavailable', "L'envoi par e-mail n'est pas configuré sur ce serveur (SMTP_URL absente) : téléchargez le document et envoyez-le vous-même.");
}

/** Refuses a lease without the tenant's address. */
export function checkAddress(lease: LeaseInfo): void {
  if (!lease.email) {
    throw conflict(`Le bail n° ${lease.id} (${lease.locataire}) n'a pas d'adresse e-mail : renseignez-la dans « Mes données », section « Baux ».`);
  }
}

/** E-mails `file` (« title » of `period`) to the tenant; logged, never journaled (it is not an undoable write). */
export async function mailDocument(
  mailer: Mailer,
  log: { info(message: string): void; warn(message: string): void },
  lease: DocumentLease,
  document: { title: string; period: string; file: DocumentFile },
): Promise<SentDocument> {
  const { title, period, file } = document;
  const to = lease.email!;
  try {
    await mailer.send({
      to,
      fromName: lease.proprietaire.nom,
      subject: `${title} — ${period} — ${premisesOf(lease)}`,
      text:
        `Bonjour ${lease.locataire},\n\n` +
        `Veuillez trouver ci-joint le document « ${title} » de ${period} pour le logement situé ${premisesOf(lease)}.\n\n` +
        `Cordialement,\n${lease.proprietaire.nom}\n`,
      attachment: file,
    });
  } catch (error) {
    log.warn(`Envoi du document ${file.fileName} (bail n° ${lease.id}) impossible : ${error instanceof Error ? error.message : String(error)}`);
    throw new HttpError(503, 'mail_failed', "L'envoi de l'e-mail a échoué : le serveur d'envoi (SMTP) n'a pas accepté le message. Réessayez plus tard, ou téléchargez le document.");
  }
  log.info(`Document envoyé par e-mail : ${file.fileName} (bail n° ${lease.id}).`);
  return { fichier: file.fileName, envoye_a: to };
}
