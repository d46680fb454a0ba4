/** A negative amount is a refund in personal and car expenses: the form says so and takes it. */
import { checkForm, numberInputProps, toFormValues } from 'shared-kernel/edit';
import { immoSections } from 'area-immo/contract';
import { CAR_FIELDS, newCarExpense } from './carFields';
import { EXPENSE_FIELDS, newExpense } from './expenseFields';

const now = new Date(2026, 4, 14, 12);

test.each([
  ['depenses', EXPENSE_FIELDS, { ...newExpense(2026, now), COP_LIBELLE: 'Perceuse rendue' }, 'COP_MONT'],
  ['voitures', CAR_FIELDS, { ...newCarExpense(2026, now), groupe: 'Assurance' }, 'montant'],
] as const)('%s: the hint tells it, « -25,50 » is sent as -25.5', (section, fields, initial, name) => {
  expect(fields.find((f) => f.name === name)?.hint).toBe('Négatif pour un remboursement (ex. -25)');
  // Typed on a keyboard that has a minus: a phone's decimal keypad often has none.
  expect(numberInputProps(fields.find((f) => f.name === name)!)).toEqual({ inputMode: 'text', pattern: '-?[0-9]+([,.][0-9]+)?' });
  // Other amounts keep the decimal keypad.
  expect(numberInputProps({ kind: 'number' })).toEqual({ inputMode: 'decimal' });
  const values = { ...toFormValues(fields, initial), [name]: '-25,50' };
  expect(checkForm(immoSections[section], fields, values)).toMatchObject({ ok: true, row: { [name]: -25.5 } });
  expect(checkForm(immoSections[section], fields, { ...values, [name]: '-2000000000' })).toMatchObject({
    ok: false,
    problem: { champ: name, message: 'montant trop grand en valeur absolue (1 000 000 000 € au plus)' },
  });
});
