import { arrearsClause, rentDueHint } from './owing';

const E = (text: string) => text.replace(/ €/g, '\u00a0€');

describe('what a lease owes, in words', () => {
  it('names the month the payment goes to and what it still owes, else says the theoretical rent is offered', () => {
    expect(rentDueHint({ bail_id: 3, mois: '2026-11', reste: 544.73, arrieres: [{ mois: '2026-11', reste: 544.73 }] }, 2026)).toBe(E('Reste dû pour novembre : 544,73 €'));
    // Owed from last year: the year is said.
    expect(rentDueHint({ bail_id: 3, mois: '2025-12', reste: 844.73, arrieres: [] }, 2026)).toBe(E('Reste dû pour décembre 2025 : 844,73 €'));
    expect(rentDueHint(null, 2026)).toBe('Aucun bail en cours : prérempli avec le loyer théorique du bien');
    expect(rentDueHint(undefined, 2026)).toBe('Prérempli avec le loyer théorique du bien');
  });

  it('says the arrears « dont … de … », eliding before a vowel', () => {
    expect(arrearsClause([{ mois: '2026-11', reste: 544.73 }], 2026)).toBe(E('dont 544,73 € de novembre'));
    expect(
      arrearsClause(
        [
          { mois: '2026-08', reste: 12.5 },
          { mois: '2026-10', reste: 200 },
          { mois: '2026-11', reste: 844.73 },
        ],
        2026,
      ),
    ).toBe(E('dont 12,50 € d’août, 200,00 € d’octobre et 844,73 € de novembre'));
    expect(arrearsClause([{ mois: '2025-04', reste: 100 }], 2026)).toBe(E('dont 100,00 € d’avril 2025'));
    expect(arrearsClause([], 2026)).toBe('');
  });
});
