/** Refusals of the data api, as JSON bodies: { error, message, section?, ligne?, champ? } in French. */
import { HttpError } from 'server-kit';
import { ImportError, type ImportErrorWhere } from '../import/importError';

export interface DataErrorBody extends ImportErrorWhere {
  /** invalid_data, invalid_json, not_found, conflict, nothing_to_undo, … */
  error: string;
  message: string;
}

/** An HttpError: a refusal the core throws inside an area's write (a backup it cannot take) reaches the area's route as one. */
export class DataError extends HttpError {
  constructor(statusCode: number, code: string, message: string, where: ImportErrorWhere = {}) {
    super(statusCode, code, message, where);
    this.name = 'DataError';
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
