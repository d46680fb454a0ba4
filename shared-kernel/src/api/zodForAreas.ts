/**
 * The part of zod that the areas' contracts build their schemas with, from the kernel's copy.
 * In a remote's production build `zod` resolves to shared-kernel/webpack/zodFromKernel.js,
 * which hands out this object: a page then runs one zod, the shell's, and downloads no second
 * one (shared whole instead, zod would ship its forty locales). The api and the tests import
 * zod itself. A builder a contract starts to use is added here, or its remote fails at start.
 * (`zod/v4` is zod itself, under a name that remote builds do not redirect.)
 *
 * Singleton: the page's one zod instance, for the kernel and every remote's contract.
 */
import { array, boolean, enum as zEnum, literal, looseObject, number, object, preprocess, record, strictObject, string, union, unknown } from 'zod/v4';
import { fr } from 'zod/locales';

export const zodForAreas = {
  array,
  boolean,
  enum: zEnum,
  literal,
  looseObject,
  number,
  object,
  preprocess,
  record,
  strictObject,
  string,
  union,
  unknown,
  locales: { fr },
};
