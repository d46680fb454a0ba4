/** A section shaped like the personal expenses, for the kernel's own tests of its generic editing pieces. */
import { defineSection, optionalRowId, optionalText, signedAmount, strictDate, strictRow, text } from 'contract-kit/data';

export const sampleSection = defineSection({
  name: 'depenses',
  label: 'Dépenses',
  schema: strictRow({ id: optionalRowId, COP_DATE: strictDate, COP_LIBELLE: text, COP_MONT: signedAmount, COP_GARAGE: optionalText }),
});
