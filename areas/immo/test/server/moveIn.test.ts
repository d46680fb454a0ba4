/**
 * Moving in, what the immo area takes from the old site's replies: a property with the
 * legacy's nulls read as « none », the loans to complete by name (the loan table's `total` row
 * is a sum, not a loan), a row of the base recognised by its key, the expenses checked
 * against the site's yearly sums.
 */
import type { LegacyMapped } from 'server-kit';
import { immoMoveIn } from '../../src/server/moveIn';

const mapped = (): LegacyMapped => ({ candidates: [], leftOut: [], remarques: [] });
const keep = (section: string) => immoMoveIn.keepKeys![section]!;

test('a property: no loan, agency or sale written as null comes over as 0, its theoretical rent from the recap', () => {
  const out = mapped();
  const alldata = { immos: [{ IM_NOM: 'Lyon', IM_TYPE_PROP: 'appt', IM_PA: '150000', IM_PRET_MT: null, IM_AGENCE: null, IM_VENDU: null, id: 7 }] };
  const recaployers = { immos: { Lyon: { loyerTheo: 650 } } };
  immoMoveIn.mappings[0]!.map({ alldata, recaployers }, out, (t) => t);
  expect(out.candidates).toEqual([
    {
      section: 'immos',
      cle: 'Lyon',
      row: {
        IM_NOM: 'Lyon', IM_TYPE_PROP: 'APPT', IM_PA: '150000', IM_PRET_MT: 0, IM_AGENCE: 0, IM_INDIVISION: 0, IM_VENDU: 0,
        IM_PX_VTE: 0, IM_FIN_PRET: null, IM_DATE_ACHAT: null, IM_DATE_VTE: null, IM_COMMENT: null, loyerTheo: 650,
      },
    },
  ]);
});

test("the loans to complete are named from the loan table, without its « total » row", () => {
  const loans = immoMoveIn.toComplete!({ tdb: { emprunt: { 'Prêt Lyon': {}, total: {}, 'Prêt Annecy': {} } } }, {});
  expect(loans.map((c) => c.lien)).toEqual(['#/loyers', '#/emprunt', '#/baux', '#/listeappt']);
  expect(loans[1]!.detail).toBe('le site ne donne que le tableau des emprunts (Prêt Lyon, Prêt Annecy) : saisissez chaque emprunt.');
  expect(immoMoveIn.toComplete!({}, {})[1]!.detail).toBe('le site ne donne que le tableau des emprunts : saisissez chaque emprunt.');
});

test("a vehicle's year is one key whatever the day; an expense is its date, label and amount", () => {
  expect(keep('voitures').key({ groupe: 'Clio', date: '2024-01-01' })).toBe(keep('voitures').key({ groupe: 'Clio', date: '2024-12-31' }));
  expect(keep('voitures').period).toBe(true);
  expect(keep('depenses').key({ COP_DATE: '2025-03-02', COP_LIBELLE: 'Boulangerie', COP_MONT: 12.5 })).toBe('2025-03-02 Boulangerie 12.5');
});

test("the expenses imported against the site's yearly sums: 2024 matches, 2025 differs and is said", () => {
  const [check] = immoMoveIn.checks!;
  const depensesParAn = { axe_depenses: '[2024,2025]', serie_depenses: '[{"name":"Dépenses","data":["12.50","10"]}]' };
  const depenses = [
    { COP_DATE: '2024-05-01', COP_MONT: 12.5 },
    { COP_DATE: '2025-01-10', COP_MONT: 4.2 },
    { COP_DATE: '2025-02-10', COP_MONT: 3.6 },
  ];
  // 2025: 4,20 + 3,60 = 7,80 imported against the site's 10,00.
  expect(check!.check({ depensesParAn }, { depenses })).toEqual(['Dépenses 2025 : le site en compte 10,00 €, les lignes importées 7,80 €.']);
});
