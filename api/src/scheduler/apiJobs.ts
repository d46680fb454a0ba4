/**
 * The api's own jobs for its scheduler: a backup at each start and one a day, and the IRL
 * series read from IRL_URL at start and once a day (the reading only adds quarters after the
 * newest stored: run again, it adds nothing).
 */
import type { ScheduledJob } from 'server-kit';
import type { Backups } from '../backup/backups';
import type { IrlSync } from '../irl/irlSync';

/** `demarrage` at each start, `quotidienne` once a day after it; nothing without a backups folder. */
export function backupJob(backups: Backups): ScheduledJob {
  let started = false;
  return {
    name: 'sauvegarde',
    every: 'day',
    atStart: true,
    async run() {
      const reason = started ? 'quotidienne' : 'demarrage';
      started = true;
      const info = await backups.create(reason);
      return info ? `sauvegarde ${info.file} écrite.` : null;
    },
  };
}

/** The feed logs what it added or why not (irlSync.ts). */
export function irlJob(irl: IrlSync): ScheduledJob {
  return {
    name: 'serie-irl',
    every: 'day',
    atStart: true,
    async run() {
      await irl.runOnce();
      return null;
    },
  };
}
