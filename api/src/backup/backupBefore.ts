/**
 * A backup before a risky write (an import, an undo, a bank statement); without it, the write
 * does not happen. The refusal gives the cause in French only: the folder and the system's
 * text go to the server log.
 */
import type { FastifyBaseLogger } from 'fastify';
import { DataError } from '../data/dataError';
import { BackupFailed } from './backupFailed';
import type { Backups } from './backups';

export type BackupBefore = (reason: string) => Promise<void>;

export function backupBefore(backups: Backups, log: FastifyBaseLogger): BackupBefore {
  return async (reason) => {
    try {
      await backups.create(reason);
    } catch (error) {
      log.error({ err: error }, `Sauvegarde ${reason} impossible`);
      const why = error instanceof BackupFailed ? error.why : 'erreur inattendue';
      throw new DataError(500, 'backup_failed', `Sauvegarde préalable impossible : ${why} ; rien n'a été modifié.`);
    }
  };
}
