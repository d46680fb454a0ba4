/**
 * The holdings sections as they are written: holdings, crowdfunding bricks and gold held.
 * Shared by the import file, the data api (/api/data) and the editing forms; unknown fields
 * are refused, never dropped.
 */
import { z } from 'zod/mini';
import { defineSection, MISSING, amount, oneOf, optionalDate, optionalRowId, requiredText, signedAmount, strictDate, strictNumber, strictRow, text } from 'contract-kit/data';
import { ISIN_CHECK_DIGIT, ISIN_EXPECTED, hasIsinCheckDigit, isIsinShape } from './isin';
import { PLACEMENT_TYPES } from './schemas';

const id = optionalRowId;

/** An ISIN in capitals, its check digit verified; null or left out: no market price. */
const isin = z.optional(
  z.nullable(
    text.check(z.refine(isIsinShape, { error: ISIN_EXPECTED, abort: true }), z.refine(hasIsinCheckDigit, { error: ISIN_CHECK_DIGIT })),
  ),
);

const UNITS_EXPECTED = 'nombre de parts attendu : plus de 0, 1 000 000 000 au plus';
/** A count of units (shares, fund units): more than 0, fractions allowed (funds split them). */
const units = z.pipe(strictNumber, z.number().check(z.gt(0, { error: UNITS_EXPECTED }), z.lte(1e9, { error: UNITS_EXPECTED })));

const GRAMS_EXPECTED = 'grammes attendus : non nuls, 1 000 000 g au plus en valeur absolue';
/** Grams of gold moved: positive bought, negative sold (never 0: a row that moves nothing). */
const grams = z.pipe(
  strictNumber,
  z.number().check(
    z.gte(-1e6, { error: GRAMS_EXPECTED }),
    z.lte(1e6, { error: GRAMS_EXPECTED }),
    z.refine((g) => g !== 0, { error: GRAMS_EXPECTED }),
  ),
);

/**
 * A holding. OP_DATE (purchase date) dates it in the net worth and the cumulative charts; null
 * when unknown (the old site never gives it): it then counts from `enregistre_le`, the day it
 * was recorded, which the api fills when a write leaves it out and keeps on update.
 */
export const holdingRow = strictRow({
  id,
  OP_BQ: requiredText,
  OP_NOM: requiredText,
  /** What the holding is worth today, or what its sale brought in. */
  OP_MT_VTE: amount,
  OP_MT_ACHAT: amount,
  OP_TYPE_PLCMT: oneOf(PLACEMENT_TYPES),
  OP_BENEF: requiredText,
  OP_DATE: optionalDate,
  /** Its ISIN (FR0000120271): the quote service (QUOTES_URL) gives its price per unit. */
  isin,
  /**
   * How many units are held. With an ISIN and a price known, the holding is worth parts ×
   * price; without either, it keeps OP_MT_VTE (a price alone says nothing of the amount).
   */
  parts: z.optional(z.nullable(units)),
  /** The day it was recorded; left out or null: today (the api's), kept as it was on update. */
  enregistre_le: z.optional(z.nullable(strictDate)),
});

/**
 * Rents by label. zod skips a "__proto__" key (JSON.parse makes it an own key): refused here,
 * before, rather than lost without a word.
 */
const rentsByLabel = z.pipe(
  z.unknown().check(
    z.superRefine((value, ctx) => {
      if (value !== null && typeof value === 'object' && Object.prototype.hasOwnProperty.call(value, '__proto__')) {
        ctx.addIssue({ code: 'custom', message: 'libellé réservé', path: ['__proto__'] });
      }
    }),
  ),
  // Negative for a correction (a rent paid twice and taken back).
  z.record(requiredText, signedAmount, {
    error: (issue) =>
      issue.code === 'invalid_type'
        ? issue.input === undefined
          ? MISSING
          : 'objet attendu : { "libellé": montant }'
        : issue.code === 'invalid_key'
          ? 'libellé non vide attendu'
          : undefined,
  }),
);

/** A crowdfunding brick and the rents it paid, by label. */
export const brickRow = strictRow({
  id,
  nom: requiredText,
  achat: amount,
  /** Rents by label; a negative one corrects an earlier line. */
  loyers: rentsByLabel,
});

/**
 * Gold the owner holds (section or), one row per movement: `grammes` positive for gold
 * bought or received, negative for gold sold. What he holds at a date is the sum of the rows
 * dated on or before it (never below 0); the net worth values it at the gold price.
 */
export const goldRow = strictRow({
  id,
  date: strictDate,
  /** Grams moved that day: positive bought, negative sold. */
  grammes: grams,
});

/** The sections of the holdings area. */
export const opvcmSections = {
  opvcm: defineSection({ name: 'opvcm', label: 'Placements', schema: holdingRow }),
  bricks: defineSection({ name: 'bricks', label: 'Bricks', schema: brickRow, uniqueKey: { label: 'nom', key: (r) => r.nom } }),
  or: defineSection({ name: 'or', label: 'Or détenu', schema: goldRow }),
};
