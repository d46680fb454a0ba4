import { sampleSection } from '../testing/sampleSection';
import { checkForm, fromFormValues, toFormValues, type FieldSpec } from './formValues';

const EXPENSE: FieldSpec[] = [
  { name: 'COP_DATE', label: 'Date', kind: 'date' },
  { name: 'COP_LIBELLE', label: 'Libellé', kind: 'text' },
  { name: 'COP_MONT', label: 'Montant', kind: 'number' },
  { name: 'COP_GARAGE', label: 'Commerçant', kind: 'text', nullable: true },
];

describe('form values', () => {
  it('shows a row as texts, dates as days', () => {
    expect(toFormValues(EXPENSE, { COP_DATE: '2024-03-15 00:00:00', COP_LIBELLE: 'Pain', COP_MONT: 4.2, COP_GARAGE: null })).toEqual({
      COP_DATE: '2024-03-15',
      COP_LIBELLE: 'Pain',
      COP_MONT: '4,2',
      COP_GARAGE: '',
    });
  });

  it('reads a French decimal comma, an empty optional text as null, a flag as 0/1', () => {
    const fields: FieldSpec[] = [...EXPENSE, { name: 'IM_VENDU', label: 'Vendu', kind: 'flag' }];
    expect(fromFormValues(fields, { COP_DATE: '2024-03-15', COP_LIBELLE: 'Pain', COP_MONT: ' 4,20 ', COP_GARAGE: '', IM_VENDU: '1' })).toEqual({
      COP_DATE: '2024-03-15',
      COP_LIBELLE: 'Pain',
      COP_MONT: 4.2,
      COP_GARAGE: null,
      IM_VENDU: 1,
    });
  });

  it('passes what is not a number on as typed, for the shared schema to refuse at its field', () => {
    const checked = checkForm(sampleSection, EXPENSE, { COP_DATE: '2024-03-15', COP_LIBELLE: 'Pain', COP_MONT: '0x10', COP_GARAGE: '' });
    expect(checked).toMatchObject({ ok: false, problem: { champ: 'COP_MONT', message: 'nombre attendu (ex. 1234.5)' } });
  });

  it('refuses a day that is not in the calendar, naming the field', () => {
    const checked = checkForm(sampleSection, EXPENSE, { COP_DATE: '2024-02-30', COP_LIBELLE: 'Pain', COP_MONT: '3', COP_GARAGE: '' });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problem.champ).toBe('COP_DATE');
  });

  it('builds the row the api stores, with the fields kept outside the form', () => {
    const checked = checkForm(sampleSection, EXPENSE, { COP_DATE: '2024-03-15', COP_LIBELLE: 'Pain', COP_MONT: '3', COP_GARAGE: '' });
    expect(checked).toEqual({ ok: true, row: { COP_DATE: '2024-03-15', COP_LIBELLE: 'Pain', COP_MONT: 3, COP_GARAGE: null } });
  });
});
