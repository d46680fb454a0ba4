import { checkRow } from 'shared-kernel';
import { type StoredRow } from 'shared-kernel/edit';
import { newCarExpense } from './carFields';
import { newExpense } from './expenseFields';
import { newLoan } from './loanFields';
import { PROPERTY_FIELDS, newProperty, propertySale, saleExtra, saleInitial } from './propertyFields';
import { followProperty, rentFields, rentPrefill } from './rentFields';
import { newTax } from './taxFields';
import { immoSections } from 'area-immo/contract';

const studio: StoredRow<typeof immoSections.immos> = {
  id: 3,
  IM_NOM: 'Studio Nantes',
  IM_INDIVISION: 0,
  IM_TYPE_PROP: 'PROP',
  IM_PRET_MT: 80000,
  IM_FIN_PRET: '2031-05-01',
  IM_MT_LOYER: 540,
  IM_AGENCE: 37.8,
  IM_DATE_ACHAT: '2011-05-01',
  IM_DATE_VTE: null,
  IM_VENDU: 0,
  IM_PA: 98000,
  IM_PX_VTE: 0,
  IM_COMMENT: null,
  loyerTheo: 560,
  IM_DATE_BAIL: null,
  IM_TRIM_IRL: null,
  IM_QUOTE_PART: null,
  IM_MEUBLE: 0,
  IM_TEOM_RECUPERABLE: 1,
  IM_FRAIS_ACHAT: 7350,
  IM_ADRESSE: '4 rue Crébillon, 44000 Nantes',
};
const t2 = { IM_NOM: 'T2 Lyon', loyerTheo: 750, IM_AGENCE: 0 };
const now = new Date(2026, 4, 14, 12);

describe('rent prefill (« Encaisser un loyer »)', () => {
  it("starts on today with the property's theoretical rent and agency fee", () => {
    const row = rentPrefill(studio, '2026-05-14');
    expect(row).toEqual({ IM_NOM: 'Studio Nantes', date: '2026-05-14', montant: 560, honoraires: 37.8 });
    expect(checkRow(immoSections.loyers, row).ok).toBe(true);
  });

  it('follows the property chosen, and leaves the amount alone when another field changes', () => {
    const follow = followProperty([studio, t2]);
    const typed = { IM_NOM: 'T2 Lyon', date: '2026-05-14', montant: '560', honoraires: '37.8' };
    expect(follow('IM_NOM', typed)).toEqual({ ...typed, montant: '750', honoraires: '0' });
    expect(follow('date', { ...typed, montant: '500' })).toEqual({ ...typed, montant: '500' });
  });

  it('offers each property in the select', () => {
    const select = rentFields([studio, t2]).find((f) => f.name === 'IM_NOM')!;
    expect(select.kind).toBe('select');
    expect(select.options).toEqual([
      { value: 'Studio Nantes', label: 'Studio Nantes' },
      { value: 'T2 Lyon', label: 'T2 Lyon' },
    ]);
  });
});

describe('property and sale prefills', () => {
  it('makes a new property unsold, valid once named and priced', () => {
    const row = { ...newProperty(), ...propertySale(), IM_NOM: 'Garage', IM_PA: 12000 };
    expect(checkRow(immoSections.immos, row)).toMatchObject({ ok: true, row: { IM_VENDU: 0, IM_DATE_VTE: null, IM_PX_VTE: 0 } });
    expect(checkRow(immoSections.immos, { ...newProperty(), ...propertySale() })).toMatchObject({ ok: false, problem: { champ: 'IM_NOM' } });
  });

  it('keeps the sale of an edited property as it is', () => {
    const sold = { ...studio, IM_VENDU: 1 as const, IM_DATE_VTE: '2025-01-10', IM_PX_VTE: 150000 };
    expect(propertySale(sold)).toEqual({ IM_VENDU: 1, IM_DATE_VTE: '2025-01-10', IM_PX_VTE: 150000 });
    // The form and the kept sale are the whole row: nothing is lost on « Modifier ».
    const names = [...PROPERTY_FIELDS.map((f) => f.name), ...Object.keys(propertySale(sold))];
    expect(names.sort()).toEqual(Object.keys(studio).filter((k) => k !== 'id').sort());
  });

  it('starts a sale today, with a price already noted as estimate, and sends the rest of the row sold', () => {
    expect(saleInitial(studio, '2026-05-14')).toEqual({ IM_DATE_VTE: '2026-05-14', IM_PX_VTE: '' });
    expect(saleInitial({ ...studio, IM_PX_VTE: 120000 }, '2026-05-14')).toEqual({ IM_DATE_VTE: '2026-05-14', IM_PX_VTE: 120000 });
    const extra = saleExtra(studio);
    expect(extra).not.toHaveProperty('id');
    expect(extra).not.toHaveProperty('IM_DATE_VTE');
    expect(extra).not.toHaveProperty('IM_PX_VTE');
    expect(checkRow(immoSections.immos, { ...extra, IM_DATE_VTE: '2026-05-14', IM_PX_VTE: 130000 })).toMatchObject({
      ok: true,
      row: { IM_NOM: 'Studio Nantes', IM_VENDU: 1, IM_DATE_VTE: '2026-05-14', IM_PX_VTE: 130000, loyerTheo: 560 },
    });
  });
});

describe('new rows of the other panels', () => {
  it('dates a new expense in the year shown: today in the current year', () => {
    expect(newExpense(2026, now)).toEqual({ COP_DATE: '2026-05-14', COP_LIBELLE: '', COP_MONT: '', COP_GARAGE: '' });
    expect(newExpense(2024, now).COP_DATE).toBe('2024-05-14');
    expect(newCarExpense(2024, now)).toEqual({ groupe: '', date: '2024-05-14', montant: '', libelle: '' });
  });

  it('starts a tax on the year shown and the first property, a loan today over 240 months', () => {
    expect(newTax(['A', 'B'], 2025)).toEqual({ IM_NOM: 'A', annee: 2025, montant: '', teom: 0 });
    expect(newLoan('2026-05-14')).toEqual({
      nom: '',
      capital: '',
      taux: '',
      duree_mois: 240,
      debut: '2026-05-14',
      assurance_mensuelle: null,
      assurance_taux: null,
      IM_NOM: null,
    });
  });
});
