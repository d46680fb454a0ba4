/**
 * « À reporter sur votre déclaration »: the boxes of form 2042 of the regime shown, with their
 * amounts as the api gives them (replies written here), a « why » for each, the furnished
 * let's box 5ND, and « prévisionnel » on a year not over.
 */
import { screen, within } from '@testing-library/dom';
import type { RevenusFonciers } from 'area-immo/contract';
import { immoParamReplies as paramReplies } from 'area-immo/contract/fixtures';
import { renderRoute } from '../../testing/renderRoute';

const YEAR = new Date().getFullYear() - 1;
const path = (year: number) => `immeubles/revenusfonciers/${year}`;
const base = paramReplies[path(YEAR)] as RevenusFonciers;
const txt = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A year in deficit beyond the ceiling, under the réel the owner chose, with a furnished let under the micro-BIC. */
const deficitYear: RevenusFonciers = {
  ...base,
  previsionnel: false,
  declaration_2042: {
    reel: { '4BA': 0, '4BB': 3915, '4BC': 10700, '4BD': 1200 },
    micro: null,
    '4BN': false,
    regime: 'reel',
    regime_source: 'choix',
    notice: `Notice de la déclaration 2042 des revenus ${YEAR} (cadre 4, revenus fonciers) et notice 2044 des revenus ${YEAR}`,
  },
  meubles: {
    biens: [{ IM_NOM: 'Villeurbanne Gratte-Ciel', quote_part: 100, recettes: 8040, charges_connues: 950 }],
    recettes: 8040,
    regime: { plafond: 77700, abattement_taux: 50, abattement_minimum: 305, case: '5ND', source: 'CGI art. 50-0, revenus 2023 à 2025', confirme: true },
    micro: { case: '5ND', recettes: 8040, abattement: 4020, revenu_net: 4020 },
    reel: null,
  },
};

async function block(reply: RevenusFonciers) {
  await renderRoute(`/revenus-fonciers/${reply.annee}`, { replies: { [path(reply.annee)]: reply } });
  return screen.findByRole('region', { name: 'À reporter sur votre déclaration' });
}

/** The box lines as read: box, label, amount. */
const rowsOf = (list: HTMLElement) =>
  [...list.querySelectorAll('.box')].map((b) => [...b.querySelectorAll('dt, dd:not(.why)')].map((e) => txt(e.textContent)));

it('a year in deficit under the réel: 4BA empty, 4BB the part carried, 4BC the ceiling, 4BD the earlier deficits; each says why', async () => {
  const region = await block(deficitYear);
  expect(region).toHaveTextContent('Régime réel, choisi dans « Mes données » (option valable 3 ans).');
  const list = within(region).getByLabelText(`Déclaration 2042, revenus fonciers ${YEAR}`);
  expect(rowsOf(list)).toEqual([
    ['4BA', 'Revenus fonciers nets', '0 € (laisser vide)'],
    ['4BB', 'Déficit imputable sur les revenus fonciers', '3 915 €'],
    ['4BC', 'Déficit imputable sur le revenu global', '10 700 €'],
    ['4BD', 'Déficits antérieurs non encore imputés', '1 200 €'],
  ]);
  expect(txt(list.textContent)).toContain(`Part du déficit de ${YEAR} reportée sur les 10 années suivantes`);
  expect(within(list).getAllByRole('button', { name: 'voir le détail' })).toHaveLength(3);
  expect(within(list).getByRole('button', { name: 'voir la ligne 261' })).toBeInTheDocument();
  expect(region).toHaveTextContent(`Cases à vérifier sur la notice : Notice de la déclaration 2042 des revenus ${YEAR}`);
  expect(region).not.toHaveTextContent('Prévisionnel');
});

it('the furnished let under the micro-BIC: box 5ND with its receipts, its section with the allowance', async () => {
  const region = await block(deficitYear);
  const list = within(region).getByLabelText(`Déclaration 2042-C-PRO, revenus ${YEAR}`);
  expect(rowsOf(list)).toEqual([['5ND', 'Locations meublées non professionnelles, micro-BIC (déclaration 2042-C-PRO)', '8 040 €']]);
  const section = screen.getByRole('region', { name: 'Locations meublées (BIC, déclaration 2042-C-PRO)' });
  expect(txt(section.textContent)).toContain('8 040 € − 4 020 € = 4 020 € imposables. Plafond des recettes : 77 700 €');
});

it('above the micro-BIC ceiling: no box, the accountant’s 2031 and 2033 and the figures known', async () => {
  const above: RevenusFonciers = {
    ...deficitYear,
    meubles: { ...deficitYear.meubles!, recettes: 78000, micro: null, reel: { raison: 'plafond', charges_connues: 1100 } },
  };
  const region = await block(above);
  expect(within(region).queryByLabelText(`Déclaration 2042-C-PRO, revenus ${YEAR}`)).not.toBeInTheDocument();
  const section = screen.getByRole('region', { name: 'Locations meublées (BIC, déclaration 2042-C-PRO)' });
  expect(txt(section.textContent)).toContain('Vos recettes (78 000 €) dépassent le plafond du micro-BIC (77 700 €)');
  expect(txt(section.textContent)).toContain('déclarations 2031 et 2033');
});

it('under the micro-foncier: 4BE the gross rents and 4BD', async () => {
  const micro: RevenusFonciers = {
    ...deficitYear,
    meubles: null,
    declaration_2042: { ...deficitYear.declaration_2042, micro: { '4BE': 12000, '4BD': 6940 }, regime: 'micro', regime_source: 'defaut' },
  };
  const region = await block(micro);
  expect(rowsOf(within(region).getByLabelText(`Déclaration 2042, revenus fonciers ${YEAR}`))).toEqual([
    ['4BE', 'Micro-foncier : recettes brutes', '12 000 €'],
    ['4BD', 'Déficits antérieurs non encore imputés', '6 940 €'],
  ]);
  expect(region).toHaveTextContent("Régime micro-foncier : il s'applique de droit sous 15 000 € de loyers bruts");
});

it('a year not over is « prévisionnel », above its figures and on its boxes', async () => {
  const next = YEAR + 2;
  const region = await block({ ...deficitYear, annee: next, previsionnel: true });
  expect(region).toHaveTextContent(`Prévisionnel : montants estimés, à ne reporter qu'une fois l'année ${next} terminée.`);
  expect(screen.getByText(/^Prévisionnel : l'année n'est pas terminée/)).toBeInTheDocument();
});

it('4BN when the rents stop', async () => {
  const region = await block({ ...deficitYear, declaration_2042: { ...deficitYear.declaration_2042, '4BN': true } });
  expect(region).toHaveTextContent('Cochez la case 4BN : vous ne percevez plus de revenus fonciers.');
});
