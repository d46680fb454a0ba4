import { formatEuro } from 'shared-kernel';
import type { Bien, RentRevision } from 'area-immo/contract';
import { formatRate, formatSignedRate } from './rates';
import { revisionText } from './revision';
import { afterTaxFigures, cashFlowBars, periodChoices, sumFigures, taxRows, yieldFigures } from './sheetFormulas';

// A property bought 180 000 € + 13 500 € of costs, figures of a year worked out by hand below.
const whole = {
  loyers: 10200,
  // The tenant's charges and the condominium provisions they repay: through the cash-flow only.
  charges_locataires: 840,
  provisions_copro: 720,
  regularisation_copro: 0,
  honoraires: 600,
  frais_gestion: 120,
  charges_non_recuperees: 150,
  taxe_fonciere: 900,
  teom: 100,
  assurance_proprietaire: 180,
  interets: 2100,
  assurance: 300,
  mensualites: 9210,
  // 10 200 − 600 − 120 − 150 − (900 − 100) − 180 = 8 350
  resultat_net: 8350,
  // (10 200 − 600 − 120 − 150 − 900 − 180 − 9 210 + 840 − 720 + 0) / 12 = −840 / 12 = −70
  cash_flow_mensuel: -70,
};
const bien = {
  ...whole,
  rendement_brut: 5.6667,
  // 8 350 / 193 500 = 4.315 %
  rendement_net: 4.32,
  prix_achat: 180000,
  frais_achat: 13500,
  quote_part: 100,
  part: whole,
} as Bien;
/** The same at 50 %: each amount halved (the results from the halves). */
const half = {
  ...bien,
  quote_part: 50,
  part: { ...Object.fromEntries(Object.entries(whole).map(([k, v]) => [k, v / 2])), resultat_net: 4175, cash_flow_mensuel: -35 } as Bien['part'],
} as Bien;

describe('property sheet formulas', () => {
  const E = formatEuro;
  it('writes each yield with its numbers', () => {
    const [brut, net, cashFlow] = yieldFigures(bien, { loyerTheo: 850, IM_PA: 180000 });
    expect(brut!.formula).toBe(
      `Rendement brut = 12 × loyer théorique / prix d'achat = 12 × ${formatEuro(850)} / ${formatEuro(180000)} = 5,67\u00a0%`,
    );
    expect(net).toMatchObject({ value: '4,32\u00a0%', loss: false });
    expect(net!.formula).toBe(
      "Rendement net, avant financement (ni intérêts ni assurance de l'emprunt) = (loyers − honoraires − frais de gestion − charges non récupérées − taxe foncière hors TEOM − assurance propriétaire) / (prix d'achat + frais d'acquisition)" +
        ` = (${E(10200)} − ${E(600)} − ${E(120)} − ${E(150)} − (${E(900)} − ${E(100)}) − ${E(180)}) / (${E(180000)} + ${E(13500)}) = ${E(8350)} / ${E(193500)} = 4,32\u00a0%`,
    );
    expect(cashFlow).toMatchObject({ value: formatEuro(-70), loss: true });
    expect(cashFlow!.formula).toBe(
      "Cash-flow mensuel, après l'emprunt = (loyers − honoraires − frais de gestion − charges non récupérées − taxe foncière − assurance propriétaire − mensualités + charges des locataires − provisions de copropriété + régularisation) / 12" +
        ` = (${E(10200)} − ${E(600)} − ${E(120)} − ${E(150)} − ${E(900)} − ${E(180)} − ${E(9210)} + ${E(840)} − ${E(720)} + ${E(0)}) / 12 = ${E(-70)}`,
    );
    // Owned in full: nothing written for a share.
    expect([brut, net, cashFlow].map((f) => f!.share)).toEqual([undefined, undefined, undefined]);
    expect(yieldFigures({ ...bien, rendement_brut: null }, { loyerTheo: 1, IM_PA: 0 })[0]!.formula).toBe(
      "Rendement brut : non calculable sans prix d'achat",
    );
    expect(yieldFigures({ ...bien, rendement_net: null }, { loyerTheo: 1, IM_PA: 0 })[1]!.formula).toBe("Rendement net : non calculable sans prix d'achat");
  });

  it('writes the yield after tax at 30 %: a result taxed at 47.2 %, a deficit saving 30 %', () => {
    // Line 261 of 5 000 €: 30 % = 1 500 € of tax, 17.2 % = 860 € of prélèvements, 2 360 € in all.
    // Net-net: (8 350 − 2 360) / 193 500 = 3.0956 % → 3,10 %; cash-flow −70 − 2 360 / 12 = −266.67 €.
    const profit = { tmi: 30, resultat_fiscal: 5000, impot: 1500, prelevements_sociaux: 860, rendement_net_net: 3.1, cash_flow_net_net_mensuel: -266.67 };
    const [tax, yieldAfter, cashAfter] = afterTaxFigures(bien, profit);
    expect(tax).toMatchObject({ label: 'Impôt et prélèvements sociaux', value: E(2360), loss: true });
    expect(tax!.formula).toBe(
      `Impôt et prélèvements sociaux = résultat foncier de la 2044 (ligne 261, votre part) × (TMI 30\u00a0% + 17,2\u00a0%) = ${E(5000)} × 47,2\u00a0% = ${E(1500)} + ${E(860)} = ${E(2360)}`,
    );
    expect(yieldAfter!.formula).toBe(
      `Rendement net-net = (résultat net − impôt − prélèvements sociaux) / (prix d'achat + frais d'acquisition) × quote-part = (${E(8350)} − ${E(2360)}) / ${E(193500)} = 3,10\u00a0%`,
    );
    expect(cashAfter).toMatchObject({ label: 'Cash-flow net-net mensuel', value: E(-266.67), loss: true });
    // A deficit of 9 620 € all on global income: 30 % saved, 2 886 €.
    const deficit = { tmi: 30, resultat_fiscal: -9620, impot: -2886, prelevements_sociaux: 0, rendement_net_net: 5.81, cash_flow_net_net_mensuel: 170.5 };
    const [saved] = afterTaxFigures(bien, deficit);
    expect(saved).toMatchObject({ label: 'Impôt économisé', value: E(2886), loss: false });
    expect(saved!.formula).toContain(`économise 30\u00a0% d'impôt, soit ${E(2886)}`);
  });

  it("writes the owner's share of the net yield and the cash-flow, and of each sum", () => {
    const [, net, cashFlow] = yieldFigures(half, { loyerTheo: 850, IM_PA: 180000 });
    // Half the cost: 50 % × 193 500 = 96 750; 4 175 / 96 750 = 4.315 %: the same rate.
    expect(net!.share).toBe(
      `Votre quote-part (50\u00a0%) : (${E(5100)} − ${E(300)} − ${E(60)} − ${E(75)} − (${E(450)} − ${E(50)}) − ${E(90)}) / (50\u00a0% × ${E(193500)}) = ${E(4175)} / ${E(96750)} = 4,32\u00a0%`,
    );
    expect(cashFlow!.share).toBe(
      `Votre quote-part (50\u00a0%) : (${E(5100)} − ${E(300)} − ${E(60)} − ${E(75)} − ${E(450)} − ${E(90)} − ${E(4605)} + ${E(420)} − ${E(360)} + ${E(0)}) / 12 = ${E(-35)}`,
    );
    const sums = sumFigures({ ...half, annee: 2024, debut: '2024-01-01', fin: '2024-12-31', mois: [] });
    expect(sums.map((f) => f.label)).toEqual([
      'Loyers perçus',
      'Charges des locataires',
      "Honoraires d'agence",
      'Frais de gestion',
      'Charges non récupérées',
      'Taxe foncière',
      'Assurance propriétaire',
      "Intérêts d'emprunt",
      'Assurance emprunteur',
      'Mensualités',
    ]);
    expect(sums[0]!.share).toBe(`Votre quote-part (50\u00a0%) : ${E(5100)}`);
    expect(sums[6]).toMatchObject({ value: E(180), share: `Votre quote-part (50\u00a0%) : ${E(90)}` });
    expect(sumFigures({ ...bien, annee: 2024, debut: '2024-01-01', fin: '2024-12-31', mois: [] })[0]!.share).toBeUndefined();
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
    bail_id: 1,
    trimestre: 2,
    date_revision: '2026-09-01',
    date_effet: '2026-09-01',
    loyer_hc_actuel: 850,
    loyer_hc_revise: 877.68,
    charges: 70,
    irl_nouveau: { annee: 2025, trimestre: 2, valeur: 145.17 },
    irl_ancien: { annee: 2024, trimestre: 2, valeur: 140.59 },
    irl_manquant: null,
  };

  it('writes the formula with both indices', () => {
    expect(revisionText(revision)).toEqual({
      kind: 'revised',
      title: `Loyer hors charges révisable au 1 septembre 2026 : ${formatEuro(877.68)}`,
      formula: `loyer hors charges actuel × IRL T2 2025 / IRL T2 2024 = ${formatEuro(850)} × 145,17 / 140,59 = ${formatEuro(877.68)} ; les charges (${formatEuro(70)}) ne sont pas révisées.`,
    });
  });

  it('names the missing quarter', () => {
    expect(revisionText({ ...revision, loyer_hc_revise: null, irl_nouveau: null })).toMatchObject({ kind: 'missing', missing: 'IRL T2 2025' });
    expect(revisionText({ ...revision, loyer_hc_revise: null, irl_ancien: null })).toMatchObject({ missing: 'IRL T2 2024' });
  });
});
