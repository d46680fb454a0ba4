import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { formatEuro, formatPercent } from 'shared-kernel';
import type { Bien } from '../../contract';
import { immoParamReplies as paramReplies } from '../../contract/fixtures';
import { fixtureOf, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { bodyRows, cells, headers, table } from '../../testing/dom';
import { rentPercentage } from '../../rents/rentRules';
import { formatRate } from './rates';
import { JOINT_NOTICE } from './PropertySheet';

const { immos } = fixtureOf('allDataImmos');
const NAME = 'Chambéry Le Biollay';
const immo = immos.find((i) => i.IM_NOM === NAME)!;
const replyOf = (name: string, year?: number) =>
  paramReplies[`immeubles/bien/${encodeURIComponent(name)}${year === undefined ? '' : `?annee=${year}`}`] as Bien;
const bien = replyOf(NAME);
/** As jest-dom reads a text: every run of spaces (the fr-FR no-break ones too) as one space. */
const txt = (text: string) => text.replace(/\s+/g, ' ');
const route = (name: string) => `/bien/${encodeURIComponent(name)}`;

/** The card (section headed by an h4) titled `title`. */
const card = (title: string) => screen.getByRole('heading', { level: 4, name: title }).closest('section') as HTMLElement;

describe('property sheet (/bien/:nom)', () => {
  it('shows the property, its figures with their formulas, for a name with spaces and accents', async () => {
    await renderRoute(route(NAME));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fiche du bien' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: NAME })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 4, name: 'Loyers perçus' });

    expect(screen.getByText(JOINT_NOTICE)).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Le bien' });
    expect(facts).toHaveTextContent(txt(formatEuro(immo.IM_PA)));
    expect(facts).toHaveTextContent(txt(formatPercent(rentPercentage(immo.LOYER_MOIS, immo.loyerTheo))));
    expect(facts).toHaveTextContent('Non vendu');

    expect(card('Loyers perçus').querySelector('h4 + p')?.textContent).toBe(formatEuro(bien.loyers));
    expect(card("Honoraires d'agence")).toHaveTextContent(txt(formatEuro(bien.honoraires)));
    expect(card('Taxe foncière')).toHaveTextContent(txt(formatEuro(bien.taxe_fonciere)));
    expect(card("Intérêts d'emprunt")).toHaveTextContent(txt(formatEuro(bien.interets)));
    expect(card('Assurance emprunteur')).toHaveTextContent(txt(formatEuro(bien.assurance)));
    expect(card('Mensualités')).toHaveTextContent(txt(formatEuro(bien.mensualites)));

    const brut = (100 * 12 * immo.loyerTheo) / immo.IM_PA;
    expect(card('Rendement brut')).toHaveTextContent(
      txt(`Rendement brut = 12 × loyer théorique / prix d'achat = 12 × ${formatEuro(immo.loyerTheo)} / ${formatEuro(immo.IM_PA)} = ${formatRate(brut)}`),
    );
    expect(card('Rendement net')).toHaveTextContent(txt(formatRate(bien.rendement_net!)));
    const cashFlow = (bien.loyers - bien.honoraires - bien.taxe_fonciere - bien.mensualites) / 12;
    expect(card('Cash-flow mensuel')).toHaveTextContent(txt(`/ 12 = ${formatEuro(Math.round(cashFlow * 100) / 100)}`));
  });

  it('shows the cash-flow month by month as a table, and the taxes by year', async () => {
    await renderRoute(route(NAME));
    const months = await screen.findByRole('table', { name: 'Cash-flow mois par mois' });
    expect(bodyRows(months as HTMLTableElement)).toHaveLength(bien.mois.length);
    expect(cells(bodyRows(months as HTMLTableElement).at(-1)!).at(-1)).toBe(formatEuro(bien.mois.at(-1)!.cash_flow));

    const taxes = table('Taxe foncière par année');
    expect(headers(taxes)).toEqual(['Année', 'Montant', 'dont TEOM', 'Hors TEOM', 'Évolution']);
    const rows = bodyRows(taxes);
    expect(rows).toHaveLength(bien.taxes.length);
    const [first, second] = [...bien.taxes].sort((a, b) => a.annee - b.annee);
    expect(cells(rows[0]!)).toEqual([String(first!.annee), formatEuro(first!.montant), formatEuro(first!.teom), formatEuro(first!.montant - first!.teom), '—']);
    expect(cells(rows[1]!)[4]).toMatch(/^\+\d+,\d\d\u00a0%$/);
    expect(second!.montant).toBeGreaterThan(first!.montant);
  });

  it('links to the loan schedule and to the yearly statement', async () => {
    await renderRoute(route(NAME));
    const loan = await screen.findByRole('link', { name: `Échéancier de l'emprunt « ${NAME} »` });
    expect(loan).toHaveAttribute('href', `#/emprunt/${encodeURIComponent(NAME)}`);
    const year = new Date().getFullYear() - 1;
    expect(screen.getByRole('link', { name: `Revenus fonciers ${year}` })).toHaveAttribute('href', `#/revenus-fonciers/${year}`);
  });

  it('refetches the figures of the year chosen', async () => {
    const { calls } = await renderRoute(route(NAME));
    await screen.findByRole('heading', { level: 4, name: 'Loyers perçus' });
    const select = screen.getByLabelText('Période');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '12 derniers mois',
      ...Array.from({ length: new Date().getFullYear() - 2012 + 1 }, (_, i) => String(2012 + i)),
    ]);
    const year = new Date().getFullYear() - 1;
    await userEvent.selectOptions(select, String(year));
    expect(await screen.findByRole('heading', { level: 3, name: `Chiffres en ${year}` })).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('immeubles/bien/'))).toHaveLength(2);
    await waitFor(() => expect(card('Loyers perçus')).toHaveTextContent(txt(formatEuro(replyOf(NAME, year).loyers))));
  });

  it('shows the rent revision with its formula, or which IRL quarter is missing', async () => {
    await renderRoute(route('Lyon Croix-Rousse'));
    const revision = await screen.findByRole('region', { name: 'Révision du loyer' });
    const r = replyOf('Lyon Croix-Rousse').revision!;
    expect(revision).toHaveTextContent(txt(`: ${formatEuro(r.loyer_revise!)}`));
    expect(revision).toHaveTextContent(
      txt(`loyer actuel × IRL T2 ${r.irl_nouveau!.annee} / IRL T2 ${r.irl_ancien!.annee} = ${formatEuro(780)} × 145,17 / 140,59 = ${formatEuro(r.loyer_revise!)}`),
    );
  });

  it('says which IRL quarter is missing, and where the series is updated', async () => {
    await renderRoute(route('Villeurbanne Gratte-Ciel'));
    const revision = await screen.findByRole('region', { name: 'Révision du loyer' });
    expect(revision).toHaveTextContent(/l'indice IRL T4 \d{4} manque à la série IRL/);
    expect(within(revision).getByRole('link', { name: '« Mes données »' })).toHaveAttribute('href', '#/donnees');
  });

  it('invites to fill the lease date and quarter of a rented property without them', async () => {
    await renderRoute(route(NAME));
    const revision = await screen.findByRole('region', { name: 'Révision du loyer' });
    expect(revision).toHaveTextContent('renseignez la date du bail et le trimestre IRL de référence');
  });

  it('says « introuvable » for an unknown property, without logging an error', async () => {
    const consoleError = jest.spyOn(console, 'error');
    await renderRoute(route('Le Clos Bordelais'));
    const status = (await screen.findByText(/introuvable/)).closest('p')!;
    expect(status).toHaveTextContent('Bien « Le Clos Bordelais » introuvable.');
    expect(within(status).getByRole('link', { name: 'Retour à la liste des biens' })).toHaveAttribute('href', '#/listeappt');
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('shows the error panel with « Réessayer » when the figures cannot be loaded', async () => {
    const consoleError = silenceConsoleError();
    await renderRoute(route(NAME), { failures: { bien: 503 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Impossible de charger les chiffres de ce bien.');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
