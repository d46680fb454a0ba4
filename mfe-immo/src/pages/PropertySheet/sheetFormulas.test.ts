import { formatEuro } from 'shared-kernel';
import type { Bien, RentRevision } from '../../contract';
import { formatRate, formatSignedRate } from './rates';
import { revisionText } from './revision';
import { cashFlowBars, periodChoices, taxRows, yieldFigures } from './sheetFormulas';

const bien = {
  rendement_brut: 5.6667,
  rendement_net: 3.1,
  cash_flow_mensuel: -42.5,
  loyers: 10200,
  honoraires: 600,
  taxe_fonciere: 900,
  interets: 2100,
  assurance: 300,
  mensualites: 9210,
} as Bien;

describe('property sheet formulas', () => {
  it('writes each yield with its numbers', () => {
    const [brut, net, cashFlow] = yieldFigures(bien, { loyerTheo: 850, IM_PA: 180000 });
    expect(brut!.formula).toBe(
      `Rendement brut = 12 × loyer théorique / prix d'achat = 12 × ${formatEuro(850)} / ${formatEuro(180000)} = 5,67\u00a0%`,
    );
    expect(net!.formula).toContain(`= (${formatEuro(10200)} − ${formatEuro(600)} − ${formatEuro(900)} − ${formatEuro(2100)} − ${formatEuro(300)}) / ${formatEuro(180000)} = 3,10\u00a0%`);
    expect(cashFlow).toMatchObject({ value: formatEuro(-42.5), loss: true });
    expect(cashFlow!.formula).toBe(
      `Cash-flow mensuel = (loyers − honoraires − taxe foncière − mensualités) / 12 = (${formatEuro(10200)} − ${formatEuro(600)} − ${formatEuro(900)} − ${formatEuro(9210)}) / 12 = ${formatEuro(-42.5)}`,
    );
    expect(yieldFigures({ ...bien, rendement_brut: null }, { loyerTheo: 1, IM_PA: 0 })[0]!.formula).toBe(
      "Rendement brut : non calculable sans prix d'achat",
    );
  });

  it('offers the last twelve months, then each year from the purchase to this one', () => {
    expect(periodChoices('2022-05-01', new Date(2025, 0, 1))).toEqual([null, 2022, 2023, 2024, 2025]);
    expect(periodChoices(null, new Date(2025, 0, 1))).toEqual([null, 2025]);
  });

  it('gives each year of taxe foncière its TEOM apart and its change', () => {
    const rows = taxRows([
      { annee: 2024, montant: 1030, teom: 120 },
      { annee: 2023, montant: 1000, teom: 110 },
    ]);
    expect(rows.map((r) => [r.annee, r.horsTeom, r.evolution === null ? null : formatSignedRate(r.evolution)])).toEqual([
      [2023, 890, null],
      [2024, 910, '+3,00\u00a0%'],
    ]);
    expect(formatRate(-1.5)).toBe('-1,50\u00a0%');
  });

  it('splits the cash-flow bars into surplus and deficit', () => {
    const mois = [{ mois: '2025-01', cash_flow: 50 }, { mois: '2025-02', cash_flow: -20 }] as Bien['mois'];
    expect(cashFlowBars(mois)).toEqual([
      { mois: '01/2025', Excédent: 50, Déficit: 0 },
      { mois: '02/2025', Excédent: 0, Déficit: -20 },
    ]);
  });
});

describe('rent revision', () => {
  const revision: RentRevision = {
    date_bail: '2019-09-01',
    trimestre: 2,
    date_revision: '2026-09-01',
    loyer_actuel: 850,
    loyer_revise: 877.68,
    irl_nouveau: { annee: 2025, trimestre: 2, valeur: 145.17 },
    irl_ancien: { annee: 2024, trimestre: 2, valeur: 140.59 },
  };

  it('writes the formula with both indices', () => {
    expect(revisionText(revision)).toEqual({
      kind: 'revised',
      title: `Loyer révisable au 1 septembre 2026 : ${formatEuro(877.68)}`,
      formula: `loyer actuel × IRL T2 2025 / IRL T2 2024 = ${formatEuro(850)} × 145,17 / 140,59 = ${formatEuro(877.68)}`,
    });
  });

  it('names the missing quarter', () => {
    expect(revisionText({ ...revision, loyer_revise: null, irl_nouveau: null })).toMatchObject({ kind: 'missing', missing: 'IRL T2 2025' });
    expect(revisionText({ ...revision, loyer_revise: null, irl_ancien: null })).toMatchObject({ missing: 'IRL T2 2024' });
  });
});
