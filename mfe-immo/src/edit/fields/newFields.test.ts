import { checkForm, toFormValues } from 'shared-kernel';
import { loanFields, newLoan } from './loanFields';
import { PROPERTY_FIELDS, newProperty, propertySale } from './propertyFields';
import { newTax, taxFields } from './taxFields';
import { immoSections } from '../../contract';

const loan = { ...newLoan('2026-05-14'), nom: 'Studio Nantes', capital: 80000, taux: 1.5 };
const fields = loanFields(['Studio Nantes', 'T2 Lyon']);

describe('fields of issue 16', () => {
  it('loan insurance: a nullable number, empty sent as null, a decimal comma read', () => {
    const values = toFormValues(fields, loan);
    expect(values.assurance_mensuelle).toBe('');
    expect(checkForm(immoSections.emprunts, fields, values)).toMatchObject({ ok: true, row: { assurance_mensuelle: null, assurance_taux: null } });
    expect(checkForm(immoSections.emprunts, fields, { ...values, assurance_taux: '0,36' })).toMatchObject({ ok: true, row: { assurance_taux: 0.36 } });
    expect(checkForm(immoSections.emprunts, fields, { ...values, assurance_mensuelle: '24', assurance_taux: '0,36' })).toMatchObject({
      ok: false,
      problem: { champ: 'assurance_taux' },
    });
  });

  it("loan property: a nullable select of the property names, empty meaning the loan's own name", () => {
    const select = fields.find((f) => f.name === 'IM_NOM')!;
    expect(select.options?.map((o) => o.value)).toEqual(['', 'Studio Nantes', 'T2 Lyon']);
    const values = toFormValues(fields, loan);
    expect(checkForm(immoSections.emprunts, fields, values)).toMatchObject({ ok: true, row: { IM_NOM: null } });
    expect(checkForm(immoSections.emprunts, fields, { ...values, IM_NOM: 'T2 Lyon' })).toMatchObject({ ok: true, row: { IM_NOM: 'T2 Lyon' } });
  });

  it('tax TEOM: a number, 0 for a new tax, never above the amount', () => {
    const tf = taxFields(['A']);
    const values = { ...toFormValues(tf, newTax(['A'], 2025)), montant: '1000' };
    expect(checkForm(immoSections.taxesFoncieres, tf, values)).toMatchObject({ ok: true, row: { teom: 0 } });
    expect(checkForm(immoSections.taxesFoncieres, tf, { ...values, teom: '120,5' })).toMatchObject({ ok: true, row: { teom: 120.5 } });
    expect(checkForm(immoSections.taxesFoncieres, tf, { ...values, teom: '2000' })).toMatchObject({ ok: false, problem: { champ: 'teom' } });
  });

  it('lease date (nullable date) and IRL quarter (nullable select T1…T4)', () => {
    const property = { ...newProperty(), IM_NOM: 'Garage', IM_PA: 12000 };
    const values = toFormValues(PROPERTY_FIELDS, property);
    const extra = propertySale();
    expect(checkForm(immoSections.immos, PROPERTY_FIELDS, values, extra)).toMatchObject({ ok: true, row: { IM_DATE_BAIL: null, IM_TRIM_IRL: null } });
    const quarter = PROPERTY_FIELDS.find((f) => f.name === 'IM_TRIM_IRL')!;
    expect(quarter.options?.map((o) => o.label)).toEqual(['— Non renseigné', 'T1', 'T2', 'T3', 'T4']);
    expect(checkForm(immoSections.immos, PROPERTY_FIELDS, { ...values, IM_DATE_BAIL: '2021-02-15', IM_TRIM_IRL: '4' }, extra)).toMatchObject({
      ok: true,
      row: { IM_DATE_BAIL: '2021-02-15', IM_TRIM_IRL: 4 },
    });
    expect(toFormValues(PROPERTY_FIELDS, { ...property, IM_TRIM_IRL: 2 }).IM_TRIM_IRL).toBe('2');
  });
});
