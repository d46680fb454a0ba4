/**
 * The IRL series kept up to date from IRL_URL (INSEE's web service): read by the scheduler at
 * start, then once a day (scheduler/apiJobs.ts), within a timeout and never in the way of
 * start-up or of a request. Only quarters
 * after the newest one stored are added, each following the one before and plausible
 * (irlSanity.ts): a quarter the owner typed, corrected or deleted is left as he made it. The
 * additions are one write like the owner's (journaled, so « Mes données » shows and undoes
 * it), queued behind any import. A service that cannot be reached, answers an error or
 * nonsense changes nothing: the series stays as it is, and the log says why.
 */
import type { Db } from '../db/open';
import { recordEntry } from '../data/journal';
import { checkSectionRow } from '../data/sections';
import { storesFor } from '../data/stores';
import type { WriteQueue } from '../data/writeQueue';
import { Writes } from '../data/writes';
import { isoDay } from 'server-kit';
import { NO_IRL_FEED, type IrlConfig } from './irlConfig';
import { parseIrlFeed, type IrlObservation } from './irlFeed';
import { irlRefusal } from './irlSanity';

export interface IrlSyncResult {
  /** The quarters added, oldest first (« T4 2025 »). */
  added: string[];
  /** Why nothing (more) was added, in French; null when the series is up to date. */
  problem: string | null;
}

export interface IrlSync {
  /** One reading of the service, and the additions. */
  runOnce(): Promise<IrlSyncResult>;
  close(): void;
}

export interface IrlSyncOptions {
  db: Db;
  now: () => Date;
  writeQueue: WriteQueue;
  config?: Partial<IrlConfig>;
  /** Where additions and failures are told (the api's log). */
  log?: { info(message: string): void; warn(message: string): void };
}

const label = (q: Pick<IrlObservation, 'annee' | 'trimestre'>) => `T${q.trimestre} ${q.annee}`;
/** As the journal (and so « Mes données ») shows the addition. */
const summaryOf = (added: string[]) => `Série IRL de l'INSEE : ${added.join(', ')} ${added.length > 1 ? 'ajoutés' : 'ajouté'}`;
const next = (q: Pick<IrlObservation, 'annee' | 'trimestre'>) =>
  q.trimestre === 4 ? { annee: q.annee + 1, trimestre: 1 } : { annee: q.annee, trimestre: q.trimestre + 1 };

/** One GET within `timeoutMs` (headers and body); the reply's text, or a French reason. */
async function fetchText(url: string, timeoutMs: number, signal: AbortSignal): Promise<{ text: string } | { problem: string }> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      signal: AbortSignal.any([signal, timeout]),
      headers: { accept: 'application/vnd.sdmx.structurespecificdata+xml, application/xml;q=0.9' },
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { problem: `le service répond ${response.status}` };
    }
    return { text: await response.text() };
  } catch {
    return { problem: timeout.aborted ? `pas de réponse en ${timeoutMs} ms` : 'service injoignable' };
  }
}

export function createIrlSync(options: IrlSyncOptions): IrlSync {
  const { db, now, writeQueue } = options;
  const config: IrlConfig = { ...NO_IRL_FEED, ...options.config };
  const log = options.log ?? { info: () => undefined, warn: () => undefined };
  const newest = db.prepare<[], IrlObservation>(
    'SELECT year AS annee, quarter AS trimestre, value AS valeur FROM irl_index ORDER BY year DESC, quarter DESC LIMIT 1',
  );
  const stop = new AbortController();
  let running: Promise<IrlSyncResult> | null = null;

  /** Adds the plausible quarters that follow the newest stored, in one journaled transaction. */
  const addAfterNewest = (observations: IrlObservation[]): IrlSyncResult =>
    db.transaction((): IrlSyncResult => {
      let previous = newest.get();
      // Nothing to follow: an emptied series is the owner's choice, not ours to refill.
      if (!previous) return { added: [], problem: 'série IRL vide, rien à compléter' };
      const byQuarter = new Map(observations.map((o) => [label(o), o]));
      const today = isoDay(now());
      const writes = new Writes(storesFor(db));
      const added: string[] = [];
      let problem: string | null = null;
      // Quarter after quarter from the newest stored; the first one missing or refused ends it.
      for (let obs = byQuarter.get(label(next(previous))); obs; obs = byQuarter.get(label(next(previous)))) {
        problem = irlRefusal(obs, previous, today);
        if (problem) break;
        const checked = checkSectionRow('irl', obs);
        if (!checked.ok) {
          problem = `${label(obs)} : ${checked.problem.detail}`;
          break;
        }
        writes.insert('irl', writes.storeOf('irl').normalize(checked.row));
        added.push(label(obs));
        previous = obs;
      }
      if (added.length > 0) {
        recordEntry(db, { at: now().toISOString(), action: 'create', section: 'irl', summary: summaryOf(added), changes: writes.changes });
      }
      return { added, problem };
    })();

  async function read(url: string): Promise<IrlSyncResult> {
    const reply = await fetchText(url, config.timeoutMs, stop.signal);
    const observations = 'text' in reply ? parseIrlFeed(reply.text) : null;
    if (!observations) {
      const problem = 'problem' in reply ? reply.problem : 'réponse illisible (série IRL 001515333 en SDMX attendue)';
      return { added: [], problem };
    }
    if (stop.signal.aborted) return { added: [], problem: 'api arrêtée' };
    return writeQueue.exclusive(async () => (stop.signal.aborted ? { added: [], problem: 'api arrêtée' } : addAfterNewest(observations)));
  }

  async function runOnce(): Promise<IrlSyncResult> {
    const url = config.url;
    if (!url) return { added: [], problem: 'IRL_URL non renseignée' };
    // One reading at a time: a slow service never piles readings up.
    running ??= read(url)
      .catch((error: unknown): IrlSyncResult => ({ added: [], problem: error instanceof Error ? error.message : String(error) }))
      .then((result) => {
        if (result.added.length > 0) log.info(`${summaryOf(result.added)} (IRL_URL).`);
        if (result.problem && !stop.signal.aborted) log.warn(`Série IRL non mise à jour depuis IRL_URL : ${result.problem} ; la série reste telle quelle.`);
        return result;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    runOnce,
    close() {
      stop.abort();
    },
  };
}
