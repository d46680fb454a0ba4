/** Refusals of the data api, as JSON bodies: { error, message, section?, ligne?, champ? } in French. */
import { ImportError, type ImportErrorWhere } from '../import/importError';

export interface DataErrorBody extends ImportErrorWhere {
  /** invalid_data, invalid_json, not_found, conflict, nothing_to_undo, … */
  error: string;
  message: string;
}

export class DataError extends Error {
  override name = 'DataError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly where: ImportErrorWhere = {},
  ) {
    super(message);
  }
}

/** Status and body of a refusal of ours, or null for any other error. */
export function refusalReply(error: unknown): { status: number; body: DataErrorBody } | null {
  if (error instanceof DataError) return { status: error.statusCode, body: { error: error.code, message: error.message, ...error.where } };
  if (error instanceof ImportError) {
    return { status: 400, body: { error: error.code, message: error.message, ...error.where } };
  }
  return null;
}
