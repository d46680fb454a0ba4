/**
 * The property sheet's « Après impôt »: the tax and prélèvements sociaux its result costs at
 * the owner's marginal rate, the net-net yield and cash-flow, each value with its formula as a
 * tooltip; without a rate set, where to set it. Replies written here.
 */
import { screen } from '@testing-library/dom';
import { formatEuro } from 'shared-kernel';
import type { Bien } from 'area-immo/contract';
import { immoParamReplies as paramReplies } from 'area-immo/contract/fixtures';
import { renderRoute } from '../../testing/renderRoute';

const NAME = 'Lyon Croix-Rousse';
const key = `immeubles/bien/${encodeURIComponent(NAME)}`;
const lyon = paramReplies[key] as Bien;
const route = `/bien/${encodeURIComponent(NAME)}`;
const card = (title: string) => screen.getByRole('heading', { level: 4, name: title }).closest('section') as HTMLElement;

it('at 30 %: the tax of a result in profit, the net-net yield and cash-flow, each formula as a tooltip', async () => {
  // Line 261 of 5 000 €: 1 500 € of tax (30 %) and 860 € of prélèvements (17.2 %): 2 360 €.
  const fiscalite = { tmi: 30, resultat_fiscal: 5000, impot: 1500, prelevements_sociaux: 860, rendement_net_net: 2.94, cash_flow_net_net_mensuel: -12.5 };
  await renderRoute(route, { replies: { [key]: { ...lyon, fiscalite } } });
  await screen.findByRole('heading', { level: 3, name: 'Après impôt' });
  expect(card('Impôt et prélèvements sociaux')).toHaveTextContent(formatEuro(2360).replace(/\s/g, ' '));
  const netNet = card('Rendement net-net');
  expect(netNet).toHaveTextContent('2,94 %');
  expect(netNet.querySelector('[title]')?.getAttribute('title')).toMatch(/^Rendement net-net = \(résultat net − impôt − prélèvements sociaux\)/);
  expect(card('Cash-flow net-net mensuel').querySelector('[title]')?.getAttribute('title')).toMatch(/^Cash-flow net-net mensuel = cash-flow mensuel − \(impôt \+ prélèvements sociaux\) \/ 12/);
});

it('without a marginal rate: where to set it', async () => {
  await renderRoute(route, { replies: { [key]: { ...lyon, fiscalite: null } } });
  await screen.findByRole('heading', { level: 3, name: 'Après impôt' });
  expect(screen.getByText('Renseignez votre tranche marginale d’imposition dans « Mes données » (Situation fiscale) pour voir le rendement net-net.')).toBeInTheDocument();
});
