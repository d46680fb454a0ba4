import { checkForm, toFormValues } from 'shared-kernel/edit';
import { loanFields, newLoan } from './loanFields';
import { PROPERTY_FIELDS, newProperty, propertySale } from './propertyFields';
import { newTax, taxFields } from './taxFields';
import { OWNER_FIELDS, leaseFields, newLease, newOwner } from './leaseFields';
import { immoSections } from 'area-immo/contract';

const loan = { ...newLoan('2026-05-14'), nom: 'Studio Nantes', capital: 80000, taux: 1.5 };
const fields = loanFields(['Studio Nantes', 'T2 Lyon']);

describe('loan, tax and lease fields: optional values sent as null, decimal commas read', () => {
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

describe('the property: share, furnished letting, acquisition costs', () => {
  const property = { ...newProperty(), IM_NOM: 'Garage', IM_PA: 12000 };
  const values = toFormValues(PROPERTY_FIELDS, property);
  const extra = propertySale();
  const field = (name: string) => PROPERTY_FIELDS.find((f) => f.name === name)!;

  it('are labelled and explained as the owner reads them', () => {
    expect(field('IM_QUOTE_PART')).toMatchObject({ label: 'Quote-part (%)', kind: 'number', nullable: true });
    expect(field('IM_QUOTE_PART').hint).toBe('Votre part du bien. Vide\u00a0: 100\u00a0%, ou 50\u00a0% pour un bien de type INDI (indivision)');
    expect(field('IM_MEUBLE')).toMatchObject({ label: 'Location meublée', kind: 'flag', hint: 'Déclarée en BIC, hors déclaration 2044' });
    expect(field('IM_FRAIS_ACHAT')).toMatchObject({ label: "Frais d'acquisition (notaire, agence)", kind: 'number' });
  });

  it('a new property: no share (its default), unfurnished, no acquisition costs', () => {
    expect(values).toMatchObject({ IM_QUOTE_PART: '', IM_MEUBLE: '0', IM_FRAIS_ACHAT: '0' });
    expect(checkForm(immoSections.immos, PROPERTY_FIELDS, values, extra)).toMatchObject({
      ok: true,
      row: { IM_QUOTE_PART: null, IM_MEUBLE: 0, IM_FRAIS_ACHAT: 0 },
    });
  });

  it('reads a share with a decimal comma, the box ticked, the costs typed; shows them back', () => {
    const typed = { ...values, IM_QUOTE_PART: '33,33', IM_MEUBLE: '1', IM_FRAIS_ACHAT: '9000,5' };
    expect(checkForm(immoSections.immos, PROPERTY_FIELDS, typed, extra)).toMatchObject({
      ok: true,
      row: { IM_QUOTE_PART: 33.33, IM_MEUBLE: 1, IM_FRAIS_ACHAT: 9000.5 },
    });
    expect(toFormValues(PROPERTY_FIELDS, { ...property, IM_QUOTE_PART: 50, IM_MEUBLE: 1, IM_FRAIS_ACHAT: 900.5 })).toMatchObject({
      IM_QUOTE_PART: '50',
      IM_MEUBLE: '1',
      IM_FRAIS_ACHAT: '900,5',
    });
  });

  it('refuses a share of 0 or above 100 %, naming the field', () => {
    for (const bad of ['0', '100,01', '-5']) {
      expect(checkForm(immoSections.immos, PROPERTY_FIELDS, { ...values, IM_QUOTE_PART: bad }, extra)).toMatchObject({
        ok: false,
        problem: { champ: 'IM_QUOTE_PART' },
      });
    }
    expect(checkForm(immoSections.immos, PROPERTY_FIELDS, { ...values, IM_QUOTE_PART: '100' }, extra)).toMatchObject({ ok: true });
  });
});

describe('the property address, the lease, the owner', () => {
  it('the property address: « Adresse du bien », empty sent as null', () => {
    const property = { ...newProperty(), IM_NOM: 'Garage', IM_PA: 12000 };
    const values = toFormValues(PROPERTY_FIELDS, property);
    expect(PROPERTY_FIELDS.find((f) => f.name === 'IM_ADRESSE')).toMatchObject({ label: 'Adresse du bien', nullable: true });
    expect(checkForm(immoSections.immos, PROPERTY_FIELDS, values, propertySale())).toMatchObject({ ok: true, row: { IM_ADRESSE: null } });
    expect(checkForm(immoSections.immos, PROPERTY_FIELDS, { ...values, IM_ADRESSE: '3 place Bellecour, 69002 Lyon' }, propertySale())).toMatchObject({
      ok: true,
      row: { IM_ADRESSE: '3 place Bellecour, 69002 Lyon' },
    });
  });

  it('a lease: a new one is valid once its tenant and rent are typed; e-mail, end and inspection optional', () => {
    const lf = leaseFields(['Studio Nantes', 'T2 Lyon']);
    const values = { ...toFormValues(lf, newLease(['Studio Nantes', 'T2 Lyon'], '2026-05-14')), locataire: 'Jeanne Roy', loyer_hc: '540,5' };
    expect(checkForm(immoSections.baux, lf, values)).toMatchObject({
      ok: true,
      row: { IM_NOM: 'Studio Nantes', debut: '2026-05-14', fin: null, email: null, loyer_hc: 540.5, charges: 0, jour_echeance: 5, edl_conforme: null },
    });
    expect(checkForm(immoSections.baux, lf, { ...values, fin: '2027-05-13', edl_conforme: '1' })).toMatchObject({ ok: true, row: { edl_conforme: 1 } });
    expect(checkForm(immoSections.baux, lf, { ...values, jour_echeance: '31' })).toMatchObject({ ok: false, problem: { champ: 'jour_echeance' } });
    expect(checkForm(immoSections.baux, lf, { ...values, email: 'pas-une-adresse' })).toMatchObject({ ok: false, problem: { champ: 'email' } });
    expect(checkForm(immoSections.baux, lf, { ...values, fin: '2020-01-01' })).toMatchObject({ ok: false, problem: { champ: 'fin' } });
  });

  it('the owner: a name and an address', () => {
    expect(checkForm(immoSections.proprietaire, OWNER_FIELDS, toFormValues(OWNER_FIELDS, newOwner()))).toMatchObject({ ok: false, problem: { champ: 'nom' } });
    expect(checkForm(immoSections.proprietaire, OWNER_FIELDS, { nom: 'Marie Durand', adresse: '12 rue de la Paix\n75002 Paris' })).toMatchObject({ ok: true });
  });
});
