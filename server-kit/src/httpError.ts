/** An error a route throws on purpose: its status, a stable code and the French message the api sends. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Where the refusal lies, sent beside the message: the section, the row (from 1) and the field at fault. */
    readonly where: ErrorWhere = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The section, row (from 1) and field a refusal names. */
export interface ErrorWhere {
  section?: string;
  ligne?: number;
  champ?: string;
}

/**
 * A row the data core refused in an area's write (AreaHost.write): 400 invalid_data naming its
 * section and field. `reason` is the refusal alone, for an area to say where the row came from.
 */
export class RowWriteRefused extends HttpError {
  constructor(
    readonly section: string,
    readonly champ: string | undefined,
    readonly reason: string,
  ) {
    super(400, 'invalid_data', `Écriture refusée : section « ${section} »${champ ? `, champ « ${champ} »` : ''} : ${reason}.`, {
      section,
      ...(champ ? { champ } : {}),
    });
    this.name = 'RowWriteRefused';
  }
}
