/**
 * The holdings sections as they are written: holdings and crowdfunding bricks.
 * Shared by the import file, the data api (/api/data) and the editing forms; unknown fields
 * are refused, never dropped.
 */
import { z } from 'zod';
import { defineSection, MISSING, amount, oneOf, optionalRowId, requiredText, signedAmount, strictDate, strictRow } from 'shared-kernel/data';
import { PLACEMENT_TYPES } from './schemas';

const id = optionalRowId;

/** A holding; OP_DATE (purchase date) dates it in the cumulative charts. */
export const holdingRow = strictRow({
  id,
  OP_BQ: requiredText,
  OP_NOM: requiredText,
  /** What the holding is worth today, or what its sale brought in. */
  OP_MT_VTE: amount,
  OP_MT_ACHAT: amount,
  OP_TYPE_PLCMT: oneOf(PLACEMENT_TYPES),
  OP_BENEF: requiredText,
  OP_DATE: strictDate,
});

/**
 * Rents by label. zod skips a "__proto__" key (JSON.parse makes it an own key): refused here,
 * before, rather than lost without a word.
 */
const rentsByLabel = z
  .unknown()
  .superRefine((value, ctx) => {
    if (value !== null && typeof value === 'object' && Object.prototype.hasOwnProperty.call(value, '__proto__')) {
      ctx.addIssue({ code: 'custom', message: 'libellé réservé', path: ['__proto__'] });
    }
  })
  .pipe(
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


/** The sections of the holdings area. */
export const opvcmSections = {
  opvcm: defineSection({ name: 'opvcm', label: 'Placements', schema: holdingRow }),
  bricks: defineSection({ name: 'bricks', label: 'Bricks', schema: brickRow, uniqueKey: { label: 'nom', key: (r) => r.nom } }),
};
