/**
 * What the api's own features (the data core, bank statements, net worth, the demo seed, the
 * old-site import) take from the areas' contracts (`area-<zone>/contract`: zod and the
 * kernel's narrow entries, no React), in one place. The sections the api writes are assembled
 * in data/sections.ts; each area's server half imports its own contract directly.
 */
export {
  PROPERTY_TYPES,
  TOTAL_ROW,
  apresImpotSchema,
  bienSchema,
  echeancierSchema,
  expensesSchema,
  immoSchema,
  opeCarsSchema,
  recapLoyersSchema,
  rentRevisionSchema,
  revenusFonciersSchema,
  tdbSchema,
  balanceAfter,
  loanSchedule,
  monthlyInsurance,
  paidCount,
  CARD_CHOICES,
  DATE_ORDERS,
  STATEMENT_TARGETS,
  csvColumnsSchema,
  statementPreviewSchema,
  statementRecordSchema,
  motifPattern,
  motifInWords,
  unknownColumnsSchema,
  unknownDateOrderSchema,
} from 'area-immo/contract';
export type {
  AccountKind,
  CardChoice,
  CardTotals,
  DateOrder,
  StatementAccount,
  CsvColumns,
  StatementDecision,
  StatementFormat,
  StatementLine,
  StatementPreview,
  StatementProposal,
  StatementRecord,
  StatementTarget,
  Bien,
  Echeance,
  Echeancier,
  LoanTerms,
  PropertyType,
  LateRent,
  RentDue,
  RentRevision,
  RevenusFonciers,
} from 'area-immo/contract';

export type { Brick, Opvcm, Patrimoine, PatrimoineMois, PlacementType } from 'area-opvcm/contract';

export { RECIPE_TYPES, imageListSchema, recipesSchema, restaurantsSchema, uploadResultSchema } from 'area-leisure/contract';
export type { Recipe, Restaurant } from 'area-leisure/contract';
