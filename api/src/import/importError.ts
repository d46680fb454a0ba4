/** An import refusal, with a French message naming the section, row and field at fault. */
export class ImportError extends Error {
  override name = 'ImportError';
}
