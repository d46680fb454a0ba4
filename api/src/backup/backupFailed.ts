/**
 * A backup that could not be written. `message` names the folder and keeps the system's text,
 * for the server log and the local commands; `why` is the short French cause an api reply may
 * show: no path, no engine or system text.
 */

export class BackupFailed extends Error {
  override name = 'BackupFailed';
  constructor(
    message: string,
    /** « le disque est plein », « écriture refusée »… */
    readonly why: string,
  ) {
    super(message);
  }
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/** The French cause of a failed write, from its error code. */
export function failureCause(error: unknown): string {
  const code = errorCode(error);
  if (code === 'ENOSPC' || code === 'EDQUOT' || code.startsWith('SQLITE_FULL')) return 'le disque est plein';
  if (['EACCES', 'EPERM', 'EROFS'].includes(code) || code.startsWith('SQLITE_READONLY')) return 'écriture refusée';
  if (['ENOTDIR', 'EEXIST', 'ENOENT'].includes(code) || code.startsWith('SQLITE_CANTOPEN')) {
    return 'dossier des sauvegardes inaccessible';
  }
  return 'erreur inattendue';
}

export function backupFailed(error: unknown, dir: string): BackupFailed {
  const why = failureCause(error);
  const system = error instanceof Error ? error.message : String(error);
  return new BackupFailed(`Sauvegarde impossible dans « ${dir} » : ${why} (${system}).`, why);
}
