/**
 * The read side's primitives, from which each area's contract builds its payload schemas, and
 * the platform's own payload (capabilities).
 *
 * Numbers are lenient on input (the owner's legacy PHP backend sends numeric strings) and
 * always numbers on output.
 */
import { z } from 'zod/mini';

/** A finite number, also accepted as a numeric string ("1234.5"). */
export const numeric = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v)),
  z.number(),
);

/** A 0/1 flag, also accepted as "0"/"1" or a boolean. */
export const flag = z.pipe(
  z.transform((v: unknown) => (typeof v === 'boolean' ? Number(v) : typeof v === 'string' ? Number(v) : v)),
  z.union([z.literal(0), z.literal(1)]),
);

/** ISO date (YYYY-MM-DD, time part tolerated), or null when unknown. */
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/, 'date attendue au format AAAA-MM-JJ'));
export const optionalDate = z.nullable(isoDate);


/** GET /api/capabilities of the embedded api (the legacy backend has no such route). */
export const capabilitiesSchema = z.object({
  /** The /api/data writes exist. */
  write: z.boolean(),
  /** The caller holds the owner's session. */
  signedIn: z.boolean(),
  /** Every route but the sign-in needs that session. */
  signInRequired: z.boolean(),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;
