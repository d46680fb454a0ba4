/**
 * The documents a month of a lease calls for, and their transport: each PDF fetched from the
 * api (with the configured api base and the session cookie) and saved as a file, or e-mailed
 * to the tenant. A refusal (409: « pas de quittance pour un mois impayé ») becomes an ApiError
 * carrying the api's French message.
 */
import { ApiError, apiSend, apiUrl, getRuntimeConfig, markSignInRequired } from 'shared-kernel';
import type { RentDue } from 'area-immo/contract';
import { monthLabel } from '../../rents/months';

export type DocumentKind = 'quittance' | 'recu' | 'avis' | 'relance' | 'mise-en-demeure';

export interface LeaseDocument {
  kind: DocumentKind;
  /** « Quittance », « Reçu »… as the row shows it. */
  label: string;
  /** « la quittance », for the buttons' names and the messages. */
  the: string;
  /** Its api path, after /api/. */
  path: string;
  /** Its file name. */
  fileName: string;
}

const LABELS: Record<DocumentKind, { label: string; the: string; file: string }> = {
  quittance: { label: 'Quittance', the: 'la quittance', file: 'quittance' },
  recu: { label: 'Reçu', the: 'le reçu', file: 'recu' },
  avis: { label: "Avis d'échéance", the: "l'avis d'échéance", file: 'avis-echeance' },
  relance: { label: 'Relance', the: 'la relance', file: 'relance' },
  'mise-en-demeure': { label: 'Mise en demeure', the: 'la mise en demeure', file: 'mise-en-demeure' },
};

/** A name safe in a file name: « Lyon Croix-Rousse » → lyon-croix-rousse. */
export const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type DueRow = Pick<RentDue, 'bail_id' | 'IM_NOM' | 'mois' | 'statut' | 'jours_retard'>;

/** The kinds a month calls for: paid in full, a quittance; part paid, a receipt; not yet paid, the rent call; late, the reminder and the formal notice. */
export function documentKinds(row: Pick<RentDue, 'statut' | 'jours_retard'>): DocumentKind[] {
  const kinds: DocumentKind[] = [];
  if (row.statut === 'paye') kinds.push('quittance');
  if (row.statut === 'partiel') kinds.push('recu');
  if (row.statut === 'a_venir' || row.statut === 'impaye') kinds.push('avis');
  if ((row.statut === 'partiel' || row.statut === 'impaye') && row.jours_retard > 0) kinds.push('relance', 'mise-en-demeure');
  return kinds;
}

export function leaseDocument(row: DueRow, kind: DocumentKind): LeaseDocument {
  const { label, the, file } = LABELS[kind];
  const base = `documents/${kind === 'mise-en-demeure' ? 'relance' : kind}/${encodeURIComponent(String(row.bail_id))}/${row.mois}`;
  return {
    kind,
    label,
    the,
    path: kind === 'mise-en-demeure' ? `${base}?niveau=mise-en-demeure` : base,
    fileName: `${file}-${slug(row.IM_NOM)}-${row.mois}.pdf`,
  };
}

export const documentsOf = (row: DueRow): LeaseDocument[] => documentKinds(row).map((k) => leaseDocument(row, k));

/** The zip of a year's quittances of a lease. */
export function yearQuittances(row: Pick<RentDue, 'bail_id' | 'IM_NOM'>, year: number): LeaseDocument {
  return {
    kind: 'quittance',
    label: "Quittances de l'année",
    the: `les quittances de ${year}`,
    path: `documents/quittances/${encodeURIComponent(String(row.bail_id))}/${year}`,
    fileName: `quittances-${slug(row.IM_NOM)}-${year}.zip`,
  };
}

/** The e-mail path of a document: …/envoi, its query kept. */
export function sendPath(doc: LeaseDocument): string {
  const [path, query] = doc.path.split('?');
  return `${path}/envoi${query ? `?${query}` : ''}`;
}

/** How long a document may take to be generated. */
const DOCUMENT_TIMEOUT_MS = 30_000;

/** GETs a document as bytes; a refusal throws an ApiError with the api's own message. */
export async function fetchDocument(path: string): Promise<Blob> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DOCUMENT_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(apiUrl(path), { credentials: getRuntimeConfig().apiCredentials, signal: controller.signal });
    } catch {
      throw new ApiError(controller.signal.aborted ? 'délai dépassé : le document n’est pas arrivé' : 'serveur injoignable', 'network', path);
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: unknown; error?: unknown } | null;
      if (response.status === 401) markSignInRequired();
      const message = typeof body?.message === 'string' && body.message ? body.message : `erreur ${response.status}`;
      throw new ApiError(message, 'http', path, response.status, typeof body?.error === 'string' ? { error: body.error } : undefined);
    }
    return await response.blob();
  } finally {
    clearTimeout(timer);
  }
}

/** Saves bytes as a file, as a download link would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the bytes can go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadDocument(doc: LeaseDocument): Promise<void> {
  saveFile(await fetchDocument(doc.path), doc.fileName);
}

/** E-mails a document to the tenant (the api knows the address); the api's message on a refusal. */
export async function sendDocument(doc: LeaseDocument): Promise<void> {
  await apiSend('POST', sendPath(doc));
}

/** « la quittance de novembre 2026 » */
export const documentName = (doc: LeaseDocument, month?: string) => (month ? `${doc.the} de ${monthLabel(month)}` : doc.the);
