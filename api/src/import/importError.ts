/** An import refusal, with a French message naming the section, row and field at fault. */
export interface ImportErrorWhere {
  section?: string;
  /** Row number in the section, from 1. */
  ligne?: number;
  champ?: string;
}

export class ImportError extends Error {
  override name = 'ImportError';
  constructor(
    message: string,
    readonly where: ImportErrorWhere = {},
    /** invalid_json when the text is not JSON at all, invalid_data otherwise. */
    readonly code: 'invalid_data' | 'invalid_json' = 'invalid_data',
  ) {
    super(message);
  }
}
