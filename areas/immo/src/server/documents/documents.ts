/**
 * The documents of a lease's month: which one applies (a quittance only for a month paid in
 * full, a receipt for a partial payment, the rent call until its due date, the reminder and the
 * formal notice once past due and not paid in full), the PDF, its French file name, a year's
 * quittances as a zip, and sending one by e-mail. The figures come from the rent cycle
 * (rents/rentDue.ts), never computed here.
 */
import { HttpError, type Mailer } from 'server-kit';
import type { EnvoiDocument, RentRevision } from '../../contract';
import type { LeaseInfo, RentCycle, RentMonth } from '../rents/rentDue';
import { envoiKeyOf, type EnvoiKey, type Envois } from '../sends/envois';
import type { MonthFacts, Owner } from './facts';
import { premisesOf } from './facts';
import { euros, fileNamePart, frenchDate, frenchMonth, ofText } from './frenchText';
import { drawAvis } from './layouts/avis';
import { drawQuittance } from './layouts/quittance';
import { drawRecu } from './layouts/recu';
import { drawRelance, type RelanceLevel } from './layouts/relance';
import { drawRevision, type ComputedRevision } from './layouts/revision';
import { renderPdf } from './pdf';
import { zipOf } from './zip';

export const DOCUMENT_TYPES = ['quittance', 'recu', 'avis', 'relance'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface DocumentFile {
  fileName: string;
  contentType: 'application/pdf' | 'application/zip';
  content: Buffer;
}

export interface SentDocument {
  fichier: string;
  envoye_a: string;
}

export interface Documents {
  /** One month's document (PDF); `niveau` only for relance (relance or mise-en-demeure). */
  build(type: DocumentType, bail: string, mois: string, niveau?: unknown): Promise<DocumentFile>;
  /** The quittances of a year's months paid in full, zipped. */
  quittances(bail: string, annee: string): Promise<DocumentFile>;
  /** E-mails a month's document to the lease's address. */
  send(type: DocumentType, bail: string, mois: string, niveau?: unknown): Promise<SentDocument>;
  /** The letter « Révision du loyer » of the revision a lease may claim today (earnings/rentRevision.ts). */
  revisionLetter(bail: string): Promise<{ file: DocumentFile; revision: ComputedRevision }>;
  /** E-mails the letter « Révision du loyer » made by revisionLetter (kept in `envois` under the month `mois` it takes effect). */
  sendRevisionLetter(bailId: number, file: DocumentFile, mois: string): Promise<SentDocument>;
  capabilities(): { envoi: boolean };
}

export interface DocumentsOptions {
  rents: RentCycle;
  /** Today as AAAA-MM-JJ. */
  today: () => string;
  now: () => Date;
  /** null: SMTP_URL is not set, nothing is sent. */
  mailer: Mailer | null;
  /** Where each send is kept (sends/envois.ts). */
  envois: Envois;
  log: { info(message: string): void; warn(message: string): void };
  /** GET baux/{id}/revision's answer: undefined for an unknown lease, null for one ended before it. */
  revisionOf(bailId: number, today: string): RentRevision | null | undefined;
}

const TITLES: Record<DocumentType | 'mise-en-demeure', string> = {
  quittance: 'Quittance de loyer',
  recu: 'Reçu de paiement partiel',
  avis: "Avis d'échéance",
  relance: 'Relance : loyer impayé',
  'mise-en-demeure': 'Mise en demeure de payer',
};
const REVISION_TITLE = 'Révision du loyer';

/** How `envois` names a document (an avis d'échéance is not kept). */
const envoiDocumentOf = (type: DocumentType, level: RelanceLevel): EnvoiDocument | null =>
  type === 'avis' ? null : type === 'relance' ? (level === 'mise-en-demeure' ? 'mise_en_demeure' : 'relance') : type;

const conflict = (message: string) => new HttpError(409, 'conflict', message);
const shown = (value: unknown) => String(value).slice(0, 40);

function bailIdOf(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new HttpError(400, 'bad_request', `Bail invalide : « ${shown(value)} » (numéro de bail attendu, ex. 12).`);
  return Number(value);
}

function moisOf(value: string): string {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (!m || Number(m[1]) < 1900 || Number(m[1]) > 2200) {
    throw new HttpError(400, 'bad_request', `Mois invalide : « ${shown(value)} » (AAAA-MM attendu, ex. 2025-03).`);
  }
  return value;
}

function yearOf(value: string): number {
  const year = /^\d{4}$/.test(value) ? Number(value) : NaN;
  if (!(year >= 1900 && year <= 2200)) throw new HttpError(400, 'bad_request', `Année invalide : « ${shown(value)} » (une année de 1900 à 2200 est attendue, ex. 2025).`);
  return year;
}

function levelOf(value: unknown): RelanceLevel {
  if (value === undefined || value === '' || value === 'relance') return 'relance';
  if (value === 'mise-en-demeure') return 'mise-en-demeure';
  throw new HttpError(400, 'bad_request', `Niveau invalide : « ${shown(value)} » (relance ou mise-en-demeure attendu).`);
}

/** Why a document does not apply to this month, or null when it does. */
function refusal(type: DocumentType, m: RentMonth, today: string): string | null {
  const paid = m.statut === 'paye';
  const due = frenchDate(m.echeance);
  switch (type) {
    case 'quittance':
      if (paid) return null;
      return m.recu > 0
        ? `Ce mois n'est pas payé en entier : ${euros(m.reste)} reste dû. Téléchargez un reçu de paiement partiel.`
        : `Ce mois n'est pas payé : ${euros(m.reste)} reste dû et aucun paiement n'a été reçu. La quittance ne se délivre qu'une fois le mois payé en entier.`;
    case 'recu':
      if (paid) return 'Ce mois est payé en entier : téléchargez la quittance.';
      return m.recu > 0 ? null : "Aucun paiement n'a été reçu pour ce mois : pas de reçu à délivrer.";
    case 'avis':
      if (today <= m.echeance) return null;
      return paid
        ? `L'échéance du ${due} est passée et le mois est payé : téléchargez la quittance.`
        : `L'échéance du ${due} est passée : envoyez une relance (${euros(m.reste)} reste dû).`;
    case 'relance':
      if (paid) return 'Ce mois est payé en entier : pas de relance. Téléchargez la quittance.';
      return today > m.echeance ? null : `L'échéance du ${due} n'est pas passée : pas de relance avant. Téléchargez l'avis d'échéance.`;
  }
}

export function createDocuments(options: DocumentsOptions): Documents {
  const { rents, today, now, mailer, envois, log, revisionOf } = options;

  function leaseOf(bailId: number): LeaseInfo & { proprietaire: Owner } {
    const lease = rents.lease(bailId);
    if (!lease) throw new HttpError(404, 'not_found', `Bail n° ${bailId} inconnu.`);
    if (!lease.proprietaire) {
      throw conflict("Renseignez d'abord le propriétaire (nom et adresse) dans « Mes données », section « Propriétaire » : il figure sur chaque document.");
    }
    return lease as LeaseInfo & { proprietaire: Owner };
  }

  function monthOf(lease: LeaseInfo, mois: string): RentMonth {
    const m = rents.monthOf(lease.id, mois);
    if (!m) {
      const span = lease.fin ? `du ${frenchDate(lease.debut)} au ${frenchDate(lease.fin)}` : `depuis le ${frenchDate(lease.debut)}`;
      throw conflict(`Le bail n° ${lease.id} ne couvre pas ${frenchMonth(mois)} (il court ${span}).`);
    }
    return m;
  }

  async function pdfOf(type: DocumentType, facts: MonthFacts, level: RelanceLevel): Promise<DocumentFile> {
    const kind = type === 'relance' ? level : type;
    const content = await renderPdf({ title: `${TITLES[kind]} — ${frenchMonth(facts.month.mois)}`, author: facts.owner.nom }, (doc) => {
      if (type === 'quittance') drawQuittance(doc, facts);
      else if (type === 'recu') drawRecu(doc, facts);
      else if (type === 'avis') drawAvis(doc, facts);
      else drawRelance(doc, facts, level);
    });
    return { fileName: `${kind}-${facts.month.mois}-${fileNamePart(facts.lease.locataire)}.pdf`, contentType: 'application/pdf', content };
  }

  async function build(type: DocumentType, bail: string, moisText: string, niveau?: unknown) {
    const bailId = bailIdOf(bail);
    const mois = moisOf(moisText);
    const level = type === 'relance' ? levelOf(niveau) : 'relance';
    const lease = leaseOf(bailId);
    const month = monthOf(lease, mois);
    const day = today();
    const why = refusal(type, month, day);
    if (why) throw conflict(why);
    const facts: MonthFacts = { lease, owner: lease.proprietaire, month, today: day };
    return { file: await pdfOf(type, facts, level), facts, level };
  }

  /** The lease a document can be e-mailed for: SMTP_URL set, the lease known, with an address. */
  function mailableLease(bail: string): LeaseInfo & { proprietaire: Owner; email: string } {
    if (!mailer) {
      throw new HttpError(503, 'mail_unavailable', "L'envoi par e-mail n'est pas configuré sur ce serveur (SMTP_URL absente) : téléchargez le document et envoyez-le vous-même.");
    }
    const lease = leaseOf(bailIdOf(bail));
    if (!lease.email) {
      throw conflict(`Le bail n° ${lease.id} (${lease.locataire}) n'a pas d'adresse e-mail : renseignez-la dans « Mes données », section « Baux ».`);
    }
    return lease as LeaseInfo & { proprietaire: Owner; email: string };
  }

  /** E-mails `file`; `key`: where `envois` keeps the send (an avis d'échéance is not kept). */
  async function mail(lease: LeaseInfo & { proprietaire: Owner; email: string }, title: string, period: string, file: DocumentFile, key: EnvoiKey | null): Promise<SentDocument> {
    if (key) envois.begin(key, lease.email);
    try {
      await mailer!.send({
        to: lease.email,
        fromName: lease.proprietaire.nom,
        subject: `${title} — ${period} — ${premisesOf(lease)}`,
        text:
          `Bonjour ${lease.locataire},\n\n` +
          `Veuillez trouver ci-joint le document « ${title} » ${ofText(period)} pour le logement situé ${premisesOf(lease)}.\n\n` +
          `Cordialement,\n${lease.proprietaire.nom}\n`,
        attachment: file,
      });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      if (key) envois.finish(key, now(), { ok: false, detail });
      log.warn(`Envoi du document ${file.fileName} (bail n° ${lease.id}) impossible : ${detail}`);
      throw new HttpError(503, 'mail_failed', "L'envoi de l'e-mail a échoué : le serveur d'envoi (SMTP) n'a pas accepté le message. Réessayez plus tard, ou téléchargez le document.");
    }
    // The journal records undoable writes only: a sending is logged and kept in `envois`, not journaled.
    if (key) envois.finish(key, now(), { ok: true });
    log.info(`Document envoyé par e-mail : ${file.fileName} (bail n° ${lease.id}).`);
    return { fichier: file.fileName, envoye_a: lease.email };
  }

  return {
    async build(type, bail, mois, niveau) {
      return (await build(type, bail, mois, niveau)).file;
    },

    async quittances(bail, annee) {
      const bailId = bailIdOf(bail);
      const year = yearOf(annee);
      const lease = leaseOf(bailId);
      const day = today();
      const entries = [];
      for (let month = 1; month <= 12; month++) {
        const m = rents.monthOf(bailId, `${year}-${String(month).padStart(2, '0')}`);
        if (m?.statut !== 'paye') continue;
        const file = await pdfOf('quittance', { lease, owner: lease.proprietaire, month: m, today: day }, 'relance');
        entries.push({ name: file.fileName, content: file.content });
      }
      if (entries.length === 0) throw conflict(`Aucun mois de ${year} n'est payé en entier pour ce bail : pas de quittance à regrouper.`);
      return { fileName: `quittances-${year}-${fileNamePart(lease.locataire)}.zip`, contentType: 'application/zip', content: await zipOf(entries, now()) };
    },

    async send(type, bail, mois, niveau) {
      if (mailer) {
        bailIdOf(bail);
        moisOf(mois);
      }
      const mailTo = mailableLease(bail);
      const { file, facts, level } = await build(type, bail, mois, niveau);
      const document = envoiDocumentOf(type, level);
      return mail(mailTo, TITLES[type === 'relance' ? level : type], frenchMonth(facts.month.mois), file, document && envoiKeyOf(mailTo.id, document, facts.month));
    },

    async revisionLetter(bail) {
      const lease = leaseOf(bailIdOf(bail));
      const day = today();
      const revision = revisionOf(lease.id, day);
      if (!revision) throw conflict(`Le bail n° ${lease.id} est terminé : pas de révision.`);
      if (revision.loyer_hc_revise === null || !revision.irl_nouveau || !revision.irl_ancien) {
        const m = revision.irl_manquant;
        throw conflict(`La révision ne peut être calculée : l'IRL du trimestre ${m?.trimestre ?? revision.trimestre} ${m?.annee ?? ''} manque. Ajoutez-le dans « Mes données », section « Indices IRL ».`);
      }
      const computed = revision as ComputedRevision;
      const content = await renderPdf({ title: `${REVISION_TITLE} — ${frenchDate(computed.date_effet)}`, author: lease.proprietaire.nom }, (doc) =>
        drawRevision(doc, { lease, owner: lease.proprietaire, today: day }, computed),
      );
      const file: DocumentFile = { fileName: `revision-loyer-${computed.date_effet}-${fileNamePart(lease.locataire)}.pdf`, contentType: 'application/pdf', content };
      return { file, revision: computed };
    },

    async sendRevisionLetter(bailId, file, mois) {
      return mail(mailableLease(String(bailId)), REVISION_TITLE, frenchMonth(mois), file, { bailId, document: 'revision', period: mois, partKey: '' });
    },

    capabilities: () => ({ envoi: mailer !== null }),
  };
}
