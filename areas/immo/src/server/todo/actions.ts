/**
 * What the owner does from « À faire », each a write of the data core (host.write: validated,
 * one transaction, one journal entry, undoable): put an item off to a day, dismiss it with a
 * reason, record it done (the insurance certificate came), apply a rent revision (a row of
 * revisionsBaux from the day the law gives, its letter e-mailed if asked).
 */
import { HttpError, type AreaHost } from 'server-kit';
import { aFaireEcartSchema, aFaireReportSchema, aFaireRevisionSchema, type AFaireItem } from '../../contract';
import type { Documents, SentDocument } from '../documents/documents';
import { euros, frenchDate } from '../documents/frenchText';
import type { TodoList } from './todoList';

type Decision = { etat: 'reporte'; jusqu_au: string } | { etat: 'ecarte'; motif: string } | { etat: 'fait' };

export interface AppliedRevision {
  bail_id: number;
  date: string;
  loyer_hc: number;
  charges: number;
  /** The letter, when it was asked to be e-mailed and went out. */
  envoi: SentDocument | null;
}

export interface TodoActions {
  putOff(id: string, body: unknown): Promise<void>;
  dismiss(id: string, body: unknown): Promise<void>;
  done(id: string): Promise<void>;
  applyRevision(bail: string, body: unknown): Promise<AppliedRevision>;
}

const badRequest = (message: string) => new HttpError(400, 'bad_request', message);

function bodyOf<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, body: unknown, expected: string): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw badRequest(expected);
  return parsed.data;
}

export function createTodoActions(host: Pick<AreaHost, 'write' | 'writeQueue' | 'today'>, todo: TodoList, documents: Documents): TodoActions {
  /** The item of the day named `id` (put off or dismissed included), or a 404. */
  function itemOf(id: string): AFaireItem {
    const item = todo.all(host.today()).find((i) => i.id === id);
    if (!item) throw new HttpError(404, 'not_found', `Élément « ${id.slice(0, 80)} » absent de la liste « À faire » du jour.`);
    return item;
  }

  function decide(id: string, decision: Decision, summary: string): Promise<void> {
    return host.writeQueue.exclusive(async () => {
      const item = itemOf(id);
      const row = { element: item.id, jusqu_au: null, motif: null, ...decision, le: host.today() };
      host.write(`À faire : ${item.titre} — ${summary}`, (w) => {
        const [stored] = w.list('suiviAFaire', { column: 'item_id', value: item.id });
        if (stored) w.update('suiviAFaire', stored.id, row);
        else w.insert('suiviAFaire', row);
      });
    });
  }

  return {
    putOff(id, body) {
      const { jusqu_au } = bodyOf(aFaireReportSchema, body, 'Date attendue : { "jusqu_au": "AAAA-MM-JJ" }.');
      if (jusqu_au <= host.today()) throw badRequest(`Reporter au ${frenchDate(jusqu_au)} ? Choisissez un jour après aujourd'hui.`);
      return decide(id, { etat: 'reporte', jusqu_au }, `reporté au ${frenchDate(jusqu_au)}`);
    },
    dismiss(id, body) {
      const { motif } = bodyOf(aFaireEcartSchema, body, 'Motif attendu : { "motif": "…" } (200 caractères au plus).');
      return decide(id, { etat: 'ecarte', motif: motif.trim() }, `écarté (${motif.trim()})`);
    },
    done(id) {
      return decide(id, { etat: 'fait' }, 'fait');
    },
    async applyRevision(bail, body) {
      const { envoyer = false } = bodyOf(aFaireRevisionSchema, body, 'Corps attendu : { "envoyer": true | false }.');
      // Only a revision the list proposes (a month before the anniversary at the earliest), its indices known.
      const proposed = () => {
        if (!todo.all(host.today()).some((i) => i.type === 'revision_irl' && String(i.bail_id) === bail && i.action.type === 'reviser')) {
          throw new HttpError(409, 'conflict', `Aucune révision à appliquer pour le bail n° ${bail.slice(0, 20)} aujourd'hui.`);
        }
      };
      proposed();
      const { file, revision } = await documents.revisionLetter(bail);
      const row = { bail_id: revision.bail_id, date: revision.date_effet, loyer_hc: revision.loyer_hc_revise, charges: revision.charges };
      await host.writeQueue.exclusive(async () => {
        proposed();
        host.write(`Révision du loyer appliquée : bail n° ${row.bail_id}, ${euros(row.loyer_hc)} hors charges au ${frenchDate(row.date)}`, (w) => {
          w.insert('revisionsBaux', row);
        });
      });
      const envoi = envoyer ? await documents.sendRevisionLetter(revision.bail_id, file, row.date.slice(0, 7)) : null;
      return { ...row, envoi };
    },
  };
}
