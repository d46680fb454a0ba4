/**
 * Strict primitives of the write side (import file, data api, editing forms). The read
 * schemas (../schemas.ts) stay lenient for the legacy PHP backend; writes refuse what they
 * would silently turn into something else: "" → 0, "0x10" → 16, "2024-01-01<script>" kept as
 * a date. Messages are French: they are shown to the owner as they are.
 */
import { z } from 'zod/mini';

export const MISSING = 'champ obligatoire';
export const NUMBER_EXPECTED = 'nombre attendu (ex. 1234.5)';
export const DATE_EXPECTED = 'date attendue au format AAAA-MM-JJ';
export const FLAG_EXPECTED = 'indicateur attendu : 0 ou 1 (ou true / false)';
export const TEXT_EXPECTED = 'texte attendu';

/** An error map: « champ obligatoire » when the field is absent, `message` otherwise. */
const expected = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? MISSING : message);

/** A plain decimal, as people write amounts: no spaces, exponent, hex, "Infinity" nor "". */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A finite JSON number, or a string holding a plain decimal ("1234.5"). */
export const strictNumber = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v)),
  z.number({ error: expected(NUMBER_EXPECTED) }),
);

/**
 * The largest figure a write takes, in absolute value: 1e9 (€, or kWh). Far above any of the
 * owner's figures, and sums of a million of them stay exact doubles: no chart overflows.
 */
export const MAX_FIGURE = 1e9;
export const NEGATIVE_AMOUNT = 'montant positif ou nul attendu';
export const AMOUNT_TOO_LARGE = 'montant trop grand (1 000 000 000 € au plus)';
export const AMOUNT_TOO_NEGATIVE = 'montant trop grand en valeur absolue (1 000 000 000 € au plus)';
export const RATE_EXPECTED = 'taux attendu entre 0 et 30 %';

/** A count or quantity (kWh) that cannot be negative, at most 1e9. */
export const nonNegativeNumber = z.pipe(
  strictNumber,
  z.number().check(
    z.nonnegative({ error: 'nombre positif ou nul attendu' }),
    z.lte(MAX_FIGURE, { error: 'nombre trop grand (1 000 000 000 au plus)' }),
  ),
);

/** An amount in euros that cannot be negative (a price, a rent, a fee, a capital), at most 1e9 €. */
export const amount = z.pipe(
  strictNumber,
  z.number().check(z.gte(0, { error: NEGATIVE_AMOUNT }), z.lte(MAX_FIGURE, { error: AMOUNT_TOO_LARGE })),
);

/** An amount in euros where a negative value means something (a refund, a correction): ±1e9 € at most. */
export const signedAmount = z.pipe(
  strictNumber,
  z.number().check(z.gte(-MAX_FIGURE, { error: AMOUNT_TOO_NEGATIVE }), z.lte(MAX_FIGURE, { error: AMOUNT_TOO_LARGE })),
);

/** A yearly rate in percent (1.85 for 1,85 %), from 0 to 30: above is a typing slip, not a loan. */
export const ratePercent = z.pipe(
  strictNumber,
  z.number().check(z.gte(0, { error: RATE_EXPECTED }), z.lte(30, { error: RATE_EXPECTED })),
);

/** A whole number from `min` to `max`. */
export const wholeNumber = (min: number, max: number, message = `nombre entier de ${min} à ${max} attendu`) =>
  z.pipe(strictNumber, z.int({ error: message }).check(z.gte(min, { error: message }), z.lte(max, { error: message })));

/** Row ids: positive whole numbers JavaScript holds exactly. */
export const rowId = wholeNumber(1, Number.MAX_SAFE_INTEGER, 'identifiant attendu : un nombre entier positif');

/** 0 or 1, also written true / false or "0" / "1". */
export const strictFlag = z.pipe(
  z.transform((v: unknown) => (v === true || v === '1' ? 1 : v === false || v === '0' ? 0 : v)),
  z.literal([0, 1], { error: expected(FLAG_EXPECTED) }),
);

/**
 * YYYY-MM-DD, optionally followed by a time as exports write it (2024-01-31T10:00:00.000Z, or
 * "2024-01-31 10:00:00" from the legacy database); nothing else after it.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?Z?| ([01]\d|2[0-3]):[0-5]\d:[0-5]\d)?$/;

/** True for a day that exists (2024-02-29 yes, 2023-02-29 and 2024-13-01 no). */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2200-12-31';
export const DATE_OUT_OF_RANGE = 'date attendue entre 1900 et 2200';

/** A calendar day from 1900 to 2200 (no year 0024 nor 2924 typed by slip); the time part, if any, is dropped. */
export const strictDate = z.pipe(
  z.string({ error: expected(DATE_EXPECTED) }).check(
    z.regex(DATE, { error: DATE_EXPECTED, abort: true }),
    z.refine((v) => v.slice(0, 10) >= FIRST_DAY && v.slice(0, 10) <= LAST_DAY, { error: DATE_OUT_OF_RANGE, abort: true }),
    z.refine(isCalendarDay, { error: (issue) => `« ${String(issue.input)} » n'est pas une date du calendrier` }),
  ),
  z.transform((v: string) => v.slice(0, 10)),
);

export const optionalDate = z.nullable(strictDate);

export const text = z.string({ error: expected(TEXT_EXPECTED) });
export const requiredText = text.check(z.minLength(1, { error: 'texte non vide attendu' }));
/** A text that may be null or left out (stored as null). */
export const optionalText = z.optional(z.nullable(text));

/** One of `values`, named in the message. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: expected(`valeur attendue parmi : ${values.join(', ')}`) });

/** A row object of a section: unknown fields refused with the list of accepted ones. */
export function strictRow<S extends z.core.$ZodShape>(shape: S) {
  const accepted = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.length > 1 ? 'inconnus' : 'inconnu'} (champs acceptés : ${accepted})`
        : issue.code === 'invalid_type'
          ? 'un objet est attendu'
          : undefined,
  });
}

/** A row's optional id (the data api adds it; a new row has none). */
export const optionalRowId = z.optional(rowId);
