import { formatEuro } from 'shared-kernel';
import type { RentRevision } from 'area-immo/contract';
import { lateText, revisionText } from './revision';

/** Montpellier's lease (quarter 4, 740 € + 90 € of charges), revised on 1 February 2026: 2025 T4 is due (out in January 2026). */
const base: RentRevision = {
  bail_id: 3,
  trimestre: 4,
  date_revision: '2026-02-01',
  date_effet: '2026-02-01',
  loyer_hc_actuel: 740,
  loyer_hc_revise: null,
  charges: 90,
  irl_nouveau: null,
  irl_ancien: { annee: 2024, trimestre: 4, valeur: 144.64 },
  irl_manquant: { annee: 2025, trimestre: 4, publication: '2026-01-10' },
};
const txt = (text: string) => text.replace(/\s+/g, ' ');

describe('the rent revision in words', () => {
  it('revised: the formula with both quarters', () => {
    // 740 × 145.78 / 144.64 = 745.832…; the charges are not revised.
    const r = revisionText(
      { ...base, loyer_hc_revise: 745.83, irl_nouveau: { annee: 2025, trimestre: 4, valeur: 145.78 }, irl_manquant: null },
      '2025-11-23',
    );
    expect(r).toEqual({
      kind: 'revised',
      title: `Loyer hors charges révisable au 1 février 2026 : ${formatEuro(745.83)}`,
      formula:
        `loyer hors charges actuel × IRL T4 2025 / IRL T4 2024 = ${formatEuro(740)} × 145,78 / 144,64 = ${formatEuro(745.83)} ; ` +
        `les charges (${formatEuro(90)}) ne sont pas révisées.`,
    });
  });

  it('before INSEE publishes the quarter due: « indice du T4 2025 pas encore publié », no amount', () => {
    const r = revisionText(base, '2025-11-23');
    expect(r.kind).toBe('unpublished');
    expect(r).toMatchObject({ title: 'Loyer hors charges révisable au 1 février 2026', unpublished: 'indice du T4 2025 pas encore publié' });
    expect(r.kind === 'unpublished' && txt(r.formula)).toBe(
      "L'INSEE le publie mi-janvier 2026 : le loyer hors charges révisé sera alors loyer hors charges actuel × IRL T4 2025 / IRL T4 2024.",
    );
    // The day before it counts as published, still not out.
    expect(revisionText(base, '2026-01-09').kind).toBe('unpublished');
  });

  it('once it is published but not in the series: which quarter is missing', () => {
    expect(revisionText(base, '2026-01-10')).toEqual({ kind: 'missing', title: 'Loyer hors charges révisable au 1 février 2026', missing: 'IRL T4 2025' });
    // Neither quarter in the series.
    expect(revisionText({ ...base, irl_ancien: null }, '2026-01-20')).toMatchObject({ kind: 'missing', missing: 'IRL T4 2025 et IRL T4 2024' });
  });

  it('no quarter named as missing: the quarter of the year before the revision', () => {
    expect(revisionText({ ...base, irl_manquant: null, irl_ancien: null }, '2025-11-23')).toMatchObject({ kind: 'missing', missing: 'IRL T4 2025 et IRL T4 2024' });
  });

  it('claimed three months after the anniversary: from that day, not retroactively', () => {
    expect(lateText(base)).toBeNull();
    expect(txt(lateText({ ...base, date_effet: '2026-05-01' })!)).toBe(
      "La révision due au 1 février 2026 n'a pas été appliquée : appliquée aujourd'hui, elle prend effet le 1 mai 2026, " +
        'sans effet rétroactif (le bailleur a un an à compter de la date anniversaire pour la demander).',
    );
  });
});
