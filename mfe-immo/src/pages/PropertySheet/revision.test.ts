import { formatEuro } from 'shared-kernel';
import type { RentRevision } from '../../contract';
import { revisionText } from './revision';

/** Montpellier's lease (quarter 4, 830 €), revised on 1 February 2026: 2025 T4 is due (out in January 2026). */
const base: RentRevision = {
  date_bail: '2022-02-01',
  trimestre: 4,
  date_revision: '2026-02-01',
  loyer_actuel: 830,
  loyer_revise: null,
  irl_nouveau: null,
  irl_ancien: { annee: 2024, trimestre: 4, valeur: 144.64 },
  irl_manquant: { annee: 2025, trimestre: 4, publication: '2026-01-10' },
};
const txt = (text: string) => text.replace(/\s+/g, ' ');

describe('the rent revision in words', () => {
  it('revised: the formula with both quarters', () => {
    // 830 × 145.78 / 144.64 = 836.541…
    const r = revisionText(
      { ...base, loyer_revise: 836.54, irl_nouveau: { annee: 2025, trimestre: 4, valeur: 145.78 }, irl_manquant: null },
      '2025-11-23',
    );
    expect(r).toEqual({
      kind: 'revised',
      title: `Loyer révisable au 1 février 2026 : ${formatEuro(836.54)}`,
      formula: `loyer actuel × IRL T4 2025 / IRL T4 2024 = ${formatEuro(830)} × 145,78 / 144,64 = ${formatEuro(836.54)}`,
    });
  });

  it('before INSEE publishes the quarter due: « indice du T4 2025 pas encore publié », no amount', () => {
    const r = revisionText(base, '2025-11-23');
    expect(r.kind).toBe('unpublished');
    expect(r).toMatchObject({ title: 'Loyer révisable au 1 février 2026', unpublished: 'indice du T4 2025 pas encore publié' });
    expect(r.kind === 'unpublished' && txt(r.formula)).toBe(
      "L'INSEE le publie mi-janvier 2026 : le loyer révisé sera alors loyer actuel × IRL T4 2025 / IRL T4 2024.",
    );
    // The day before it counts as published, still not out.
    expect(revisionText(base, '2026-01-09').kind).toBe('unpublished');
  });

  it('once it is published but not in the series: which quarter is missing', () => {
    expect(revisionText(base, '2026-01-10')).toEqual({ kind: 'missing', title: 'Loyer révisable au 1 février 2026', missing: 'IRL T4 2025' });
    // Neither quarter in the series.
    expect(revisionText({ ...base, irl_ancien: null }, '2026-01-20')).toMatchObject({ kind: 'missing', missing: 'IRL T4 2025 et IRL T4 2024' });
  });

  it('a reply from an api without irl_manquant: the quarter of the year before the revision', () => {
    const { irl_manquant: _dropped, ...old } = base;
    expect(revisionText({ ...old, irl_ancien: null }, '2025-11-23')).toMatchObject({ kind: 'missing', missing: 'IRL T4 2025 et IRL T4 2024' });
  });
});
