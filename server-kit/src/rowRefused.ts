/**
 * A row the base cannot take (a property name that does not exist, a value already used by
 * another row), with the field at fault. Callers add where the row came from.
 */
export class RowRefused extends Error {
  override name = 'RowRefused';
  constructor(
    message: string,
    readonly champ?: string,
    /** A value already used by another row (a conflict, rather than bad data). */
    readonly conflict = false,
  ) {
    super(message);
  }
}

interface SqliteLikeError {
  code?: unknown;
  message: string;
}

/** Turns a constraint failure of SQLite into a French RowRefused naming the field; anything else is rethrown. */
export function refusalOf(error: unknown, fieldOfColumn: (column: string) => string | undefined): RowRefused {
  if (error instanceof RowRefused) return error;
  const e = error as SqliteLikeError;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (!code.startsWith('SQLITE_CONSTRAINT')) throw error;
  // "UNIQUE constraint failed: properties.name, properties.x" / "CHECK constraint failed: name <> 'total'"
  const columns = [...e.message.matchAll(/\b\w+\.(\w+)\b/g)].map((m) => m[1] ?? '');
  const fields = columns.map(fieldOfColumn).filter((f): f is string => Boolean(f));
  const champ = fields.length > 0 ? fields.join(' + ') : undefined;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return new RowRefused('valeur déjà utilisée par une autre ligne', champ, true);
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return new RowRefused('la ligne liée n’existe pas', champ);
  return new RowRefused('valeur refusée par la base', champ);
}
