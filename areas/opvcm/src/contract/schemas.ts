/**
 * Payload schemas of the holdings reads (alldata's holdings, holdings by bank, bricks). The
 * embedded api and mfe-opvcm validate with these; numbers are lenient on input (legacy backend).
 */
import { z } from 'zod/mini';
import { numeric } from 'contract-kit/schemas';

export const PLACEMENT_TYPES = ['AUTRE', 'ACT', 'ASSV', 'ASSV0', 'PEA'] as const;
export const placementType = z.enum(PLACEMENT_TYPES);
export type PlacementType = z.infer<typeof placementType>;

export const opvcmSchema = z.object({
  OP_BQ: z.string().check(z.minLength(1)),
  OP_NOM: z.string().check(z.minLength(1)),
  OP_MT_VTE: numeric,
  OP_MT_ACHAT: numeric,
  OP_TYPE_PLCMT: placementType,
  OP_BENEF: z.string().check(z.minLength(1)),
});
export type Opvcm = z.infer<typeof opvcmSchema>;

// ---- Holdings ---------------------------------------------------------------------------

export const bankEntrySchema = z.object({
  NOM: z.string(),
  Solde: numeric,
  nbre: numeric,
  Diff: numeric,
});
export type BankEntry = z.infer<typeof bankEntrySchema>;
export const bankListSchema = z.array(bankEntrySchema);

export const bankBalanceSchema = z.object({ NOM: z.string(), Solde: numeric });

export const bubbleDatumSchema = z.object({ id: z.string(), value: numeric });
export type BubbleDatum = z.infer<typeof bubbleDatumSchema>;

export const brickSchema = z.object({
  nom: z.string(),
  achat: numeric,
  loyers: z.record(z.string(), numeric),
});
export type Brick = z.infer<typeof brickSchema>;

export const bricksListeSchema = z.object({
  bricks: z.array(brickSchema),
  graph: z.object({ axes: z.string(), loyer: z.string(), achat: z.string() }),
});
export type BricksListe = z.infer<typeof bricksListeSchema>;

// ---- Net worth (patrimoine) -------------------------------------------------------------

/** One month's end: each class in euros (owner's share), the loans still due, and the net. */
export const patrimoineMoisSchema = z.object({
  /** AAAA-MM. */
  mois: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  immobilier: numeric,
  emprunts: numeric,
  placements: numeric,
  bricks: numeric,
  /** Null: gold held while no price of it was ever known (not valued, not worth 0). */
  or: z.nullable(numeric),
  /** immobilier + placements + bricks + or − emprunts, the classes not valued left out. */
  net: numeric,
});
export type PatrimoineMois = z.infer<typeof patrimoineMoisSchema>;

/** The classes a month may leave not valued (null): held, with no price at all. */
export const UNVALUED_CLASSES = ['or'] as const;

export const patrimoineSchema = z.object({
  mois: z.array(patrimoineMoisSchema),
  /** The classes null in at least one month of the reply. */
  non_valorises: z.array(z.enum(UNVALUED_CLASSES)),
});
export type Patrimoine = z.infer<typeof patrimoineSchema>;
