/**
 * The statements of the charges' regularization and of the deposit's return, as PDF and sent
 * by e-mail like the month's documents (documents.ts). The figures come from settlement/.
 */
import { HttpError } from 'server-kit';
import type { LeaseInfo } from '../rents/rentDue';
import type { ChargeSettlements, SettlementLease } from '../settlement/chargeSettlement';
import type { DepositLease, Deposits } from '../settlement/deposit';
import type { DocumentFile, Documents, SentDocument } from './documents';
import type { Owner } from './facts';
import { fileNamePart } from './frenchText';
import { drawDepot } from './layouts/depot';
import { drawRegularisation } from './layouts/regularisation';
import { renderPdf } from './pdf';

type DocumentLease = LeaseInfo & { proprietaire: Owner };

/** A statement ready to download or send. */
export interface SettlementDocument {
  lease: DocumentLease;
  title: string;
  period: string;
  file: DocumentFile;
}

export interface SettlementDocuments {
  settlement(lease: SettlementLease, annee: number): Promise<SettlementDocument>;
  deposit(lease: DepositLease): Promise<SettlementDocument>;
  send(document: SettlementDocument): Promise<SentDocument>;
}

export interface SettlementDocumentsOptions {
  /** The month's documents: the lease as letters print it, and the sending by e-mail. */
  documents: Documents;
  settlements: ChargeSettlements;
  deposits: Deposits;
  today: () => string;
}

const conflict = (message: string) => new HttpError(409, 'conflict', message);

export function createSettlementDocuments(options: SettlementDocumentsOptions): SettlementDocuments {
  const { documents, settlements, deposits, today } = options;

  async function pdf(lease: DocumentLease, title: string, fileName: string, draw: Parameters<typeof renderPdf>[1]): Promise<DocumentFile> {
    const content = await renderPdf({ title, author: lease.proprietaire.nom }, draw);
    return { fileName: `${fileName}-${fileNamePart(lease.locataire)}.pdf`, contentType: 'application/pdf', content };
  }

  return {
    async settlement(l, annee) {
      const lease = documents.letterLease(l.id);
      const day = today();
      const s = settlements.of(l, annee, day);
      if (s.jours === 0) throw conflict(`Le bail n° ${l.id} n'a pas couru en ${annee} : pas de décompte de charges.`);
      const title = 'Décompte de régularisation des charges';
      const file = await pdf(lease, `${title} — ${annee}`, `regularisation-charges-${annee}`, (doc) =>
        drawRegularisation(doc, { lease, owner: lease.proprietaire, today: day }, s),
      );
      return { lease, title, period: String(annee), file };
    },

    async deposit(l) {
      const lease = documents.letterLease(l.id);
      const day = today();
      const d = deposits.of(l, day);
      if (d.restitue_le === null || d.restitue === null) throw conflict(`La restitution du dépôt du bail n° ${l.id} n'est pas enregistrée : enregistrez-la d'abord.`);
      const title = 'Restitution du dépôt de garantie';
      const file = await pdf(lease, title, 'restitution-depot', (doc) =>
        drawDepot(doc, { lease, owner: lease.proprietaire, today: day }, { ...d, restitue_le: d.restitue_le!, restitue: d.restitue! }),
      );
      return { lease, title, period: 'la fin du bail', file };
    },

    send: (document) => documents.mailFile(document.lease.id, document),
  };
}
