/**
 * What an item of « À faire » does, through the api: send its document (not journaled: a mail
 * cannot be undone), apply a revision, record the certificate, put it off, dismiss it (writes
 * of the data core: the undo bar offers to take them back). Each resolves to the message the
 * page announces; a refusal rejects with the api's ApiError.
 */
import { apiSend, formatLongDate, noteWrite, refreshOwnerData } from 'shared-kernel';
import type { AFaireItem } from 'area-immo/contract';
import { fetchDocument, saveFile, slug } from '../Leases/documents';

const itemPath = (item: AFaireItem, verb: 'report' | 'ecart') => `a-faire/${encodeURIComponent(item.id)}/${verb}`;

export async function sendItem(item: AFaireItem): Promise<string> {
  await apiSend('POST', item.action.chemin);
  await refreshOwnerData();
  return `${item.titre} : envoyé par e-mail.`;
}

export async function applyRevision(item: AFaireItem, envoyer: boolean): Promise<string> {
  await apiSend('POST', item.action.chemin, { envoyer });
  const message = envoyer ? 'Révision du loyer appliquée, lettre envoyée au locataire.' : 'Révision du loyer appliquée.';
  await noteWrite(message);
  return message;
}

export async function recordDone(item: AFaireItem): Promise<string> {
  await apiSend('POST', item.action.chemin);
  const message = `${item.titre} : reçue.`;
  await noteWrite(message);
  return message;
}

export async function putOff(item: AFaireItem, jusqu_au: string): Promise<string> {
  await apiSend('POST', itemPath(item, 'report'), { jusqu_au });
  const message = `${item.titre} : reporté au ${formatLongDate(jusqu_au)}.`;
  await noteWrite(message);
  return message;
}

export async function dismiss(item: AFaireItem, motif: string): Promise<string> {
  await apiSend('POST', itemPath(item, 'ecart'), { motif });
  const message = `${item.titre} : écarté.`;
  await noteWrite(message);
  return message;
}

/** Saves the item's PDF (the letter before it is sent, the revision's letter before it is applied). */
export async function download(item: AFaireItem): Promise<string> {
  saveFile(await fetchDocument(item.action.telecharger!), `${slug(item.titre).slice(0, 60)}.pdf`);
  return `${item.titre} : téléchargement lancé.`;
}
