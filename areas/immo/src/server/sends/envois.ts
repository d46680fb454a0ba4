/**
 * What the area e-mailed to a tenant (table `envois`, migrations.ts): one row per lease,
 * document, month and part, so that a send is made once whatever reruns it (a restart, a second
 * import of the same rent, an undo then a redo). A send is marked `en_attente` before the mail
 * leaves and `envoye` or `echec` after: a row left `en_attente` (the api stopped in between) is
 * never sent again on its own, since it may have left; the owner sees it on the lease's page.
 * Sends are logged, not journaled: the journal holds undoable writes, and a mail cannot be undone.
 */
import type { Db } from 'server-kit';
import type { Envoi, EnvoiDocument } from '../../contract';
import type { RentMonth } from '../rents/rentDue';

export interface EnvoiKey {
  bailId: number;
  document: EnvoiDocument;
  /** AAAA-MM. */
  period: string;
  /** A receipt's payments (their ids, `12+15`): each new part of a month gets its own reçu; '' otherwise. */
  partKey: string;
}

export interface EnvoiState {
  result: 'envoye' | 'echec' | 'en_attente';
  attempts: number;
  /** When it left, or for `echec` when it was last tried (ISO 8601). */
  sent_at: string | null;
}

export interface Envois {
  stateOf(key: EnvoiKey): EnvoiState | undefined;
  /** Marks the send under way (its attempt counted). */
  begin(key: EnvoiKey, address: string): void;
  /** Its outcome; `detail`: why it failed. */
  finish(key: EnvoiKey, at: Date, outcome: { ok: true } | { ok: false; detail: string }): void;
  /** Whether a document of a lease's month went out (« À faire » lists a quittance not sent). */
  sent(bailId: number, mois: string, document: string): boolean;
  /** A lease's sends, newest first, as GET baux/{id}/envois gives them. */
  ofLease(bailId: number): Envoi[];
}

/** The row a month's document is kept under: a receipt by the payments it acknowledges. */
export function envoiKeyOf(bailId: number, document: EnvoiDocument, month: Pick<RentMonth, 'mois' | 'paiements'>): EnvoiKey {
  const partKey = document === 'recu' ? month.paiements.map((p) => p.id).join('+') : '';
  return { bailId, document, period: month.mois, partKey };
}

export function createEnvois(db: Db): Envois {
  const state = db.prepare<[number, string, string, string], EnvoiState>(
    'SELECT result, attempts, sent_at FROM envois WHERE lease_id = ? AND document = ? AND period = ? AND part_key = ?',
  );
  const begin = db.prepare<[number, string, string, string, string]>(
    `INSERT INTO envois (lease_id, document, period, part_key, address, result, attempts) VALUES (?, ?, ?, ?, ?, 'en_attente', 1)
     ON CONFLICT (lease_id, document, period, part_key)
     DO UPDATE SET address = excluded.address, result = 'en_attente', detail = NULL, attempts = attempts + 1`,
  );
  const finish = db.prepare<[string, string | null, string, number, string, string, string]>(
    'UPDATE envois SET result = ?, detail = ?, sent_at = ? WHERE lease_id = ? AND document = ? AND period = ? AND part_key = ?',
  );
  const ofLease = db.prepare<[number], Envoi>(
    `SELECT document, period AS periode, sent_at AS date, address AS adresse, result AS resultat
     FROM envois WHERE lease_id = ? ORDER BY COALESCE(sent_at, '9999') DESC, id DESC`,
  );
  const sent = db.prepare<[number, string, string], { n: number }>(
    "SELECT COUNT(*) AS n FROM envois WHERE lease_id = ? AND period = ? AND document = ? AND result = 'envoye'",
  );
  const args = (k: EnvoiKey) => [k.bailId, k.document, k.period, k.partKey] as const;
  return {
    stateOf: (key) => state.get(...args(key)),
    begin: (key, address) => void begin.run(...args(key), address),
    finish(key, at, outcome) {
      finish.run(outcome.ok ? 'envoye' : 'echec', outcome.ok ? null : outcome.detail, at.toISOString(), ...args(key));
    },
    sent: (bailId, mois, document) => sent.get(bailId, mois, document)!.n > 0,
    ofLease: (bailId) => ofLease.all(bailId),
  };
}
