/**
 * /listeappt's « Après impôt »: each property's tax, prélèvements sociaux, net-net yield and
 * cash-flow as the api gives them, the formulas as the headers' tooltips, and the total taxed
 * on the results together. Replies written here.
 */
import { screen, within } from '@testing-library/dom';
import type { ApresImpot } from 'area-immo/contract';
import { renderRoute } from '../../testing/renderRoute';
import { bodyRows, cells, headers } from '../../testing/dom';

const txt = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** The minus sign as this engine's fr-FR writes it (U+2212 or a hyphen, depending on its ICU data). */
const MINUS = new Intl.NumberFormat('fr-FR').format(-1).slice(0, 1);

// Lyon in profit (6 000 €: 1 800 € of tax, 1 032 € of prélèvements), Chambéry in deficit (4 200 €:
// 1 260 € saved); together 1 800 €: 540 € of tax and 309,60 € of prélèvements.
const LIST: ApresImpot = {
  tmi: 30,
  debut: '2025-12-01',
  fin: '2026-11-30',
  biens: [
    { IM_NOM: 'Chambéry Le Biollay', resultat_fiscal: -4200, impot: -1260, prelevements_sociaux: 0, rendement_net_net: 4.1, cash_flow_net_net_mensuel: 150.25 },
    { IM_NOM: 'Lyon Croix-Rousse', resultat_fiscal: 6000, impot: 1800, prelevements_sociaux: 1032, rendement_net_net: 2.35, cash_flow_net_net_mensuel: -80.4 },
  ],
  total: { resultat_fiscal: 1800, impot: 540, prelevements_sociaux: 309.6, cash_flow_net_net_mensuel: 130.05 },
};

it('each property after tax at 30 %, the formulas on the headers, the total taxed together', async () => {
  await renderRoute('/listeappt', { overrides: { apresImpot: LIST } });
  const table = await screen.findByRole('table', { name: /^Après impôt, 12 derniers mois, à 30\s% de TMI$/ });
  expect(headers(table)).toEqual(['Bien', 'Résultat foncier', 'Impôt', 'Prélèvements sociaux', 'Rendement net-net', 'Cash-flow net-net mensuel']);
  expect(bodyRows(table).map((r) => cells(r).map(txt))).toEqual([
    ['Chambéry Le Biollay', `${MINUS}4 200,00 €`, `${MINUS}1 260,00 €`, '0,00 €', '4,10 %', '150,25 €'],
    ['Lyon Croix-Rousse', '6 000,00 €', '1 800,00 €', '1 032,00 €', '2,35 %', `${MINUS}80,40 €`],
  ]);
  expect(within(table).getByTitle(/^\(résultat net − impôt − prélèvements sociaux\)/)).toHaveTextContent('Rendement net-net');
  const section = screen.getByRole('region', { name: 'Après impôt' });
  expect(txt(section.textContent)).toContain('Total : résultat foncier 1 800,00 €, impôt 540,00 €, prélèvements sociaux 309,60 €, cash-flow net-net 130,05 € par mois.');
});

it('without a marginal rate: where to set it', async () => {
  await renderRoute('/listeappt', { overrides: { apresImpot: { ...LIST, tmi: null, biens: [], total: null } } });
  const section = await screen.findByRole('region', { name: 'Après impôt' });
  expect(await within(section).findByText(/^Renseignez votre tranche marginale/)).toBeInTheDocument();
});
