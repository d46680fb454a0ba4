/**
 * What the api takes from the areas' contracts, in one place: their payload schemas and
 * types and the loan maths. Only the contracts'
 * entries (`mfe-<area>/contract`: zod and the kernel's narrow entries, no React); the
 * sections the api writes are assembled in data/sections.ts.
 */
export {
  PROPERTY_TYPES,
  TOTAL_ROW,
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
