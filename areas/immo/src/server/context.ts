/** What the immo area's route plugins share: its reads, built once from the host (index.ts), and the clock. */
import type { Documents } from './documents/documents';
import type { EarningsQueries } from './earnings/earningsQueries';
import type { ImmoQueries } from './queries/immoQueries';
import type { RentCycle } from './rents/rentDue';
import type { TodoActions } from './todo/actions';
import type { TodoList } from './todo/todoList';
import type { Envois } from './sends/envois';

export interface ImmoContext {
  /** Properties, rent recap, loan table, car and personal expenses. */
  immo: ImmoQueries;
  /** Loan schedules, property sheets, rental-income statements. */
  earnings: EarningsQueries;
  /** Leases: rents due month by month, late rents (rents/rentDue.ts). */
  rents: RentCycle;
  /** What was e-mailed to each lease's tenant (sends/envois.ts). */
  envois: Envois;
  /** A lease's documents (PDF, zip) and their sending by e-mail (documents/). */
  documents: Documents;
  /** « À faire »: what needs the owner (todo/), and what he does from it. */
  todo: TodoList;
  todoActions: TodoActions;
  /** Today as YYYY-MM-DD (the host's clock: tests pin it). */
  today(): string;
}

export interface RouteOptions {
  ctx: ImmoContext;
}
