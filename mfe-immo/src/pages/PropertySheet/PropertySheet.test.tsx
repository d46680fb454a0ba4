import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { formatDate, formatEuro, formatLongDate, formatPercent } from 'shared-kernel';
import type { Bien } from 'area-immo/contract';
import { immoParamReplies as paramReplies } from 'area-immo/contract/fixtures';
import { fixtureOf, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { bodyRows, cells, headers, table } from '../../testing/dom';
import { rentPercentage } from '../../rents/rentRules';
import { serveDataApi } from 'shared-kernel/testing';
import { CAPABILITIES_KEY, queryClient } from 'shared-kernel';
import { formatRate } from './rates';

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
const E = formatEuro;
const round2 = (n: number) => Math.round(n * 100) / 100;

describe('property sheet (/bien/:nom)', () => {
  it('the main residence: its cash-flow, no yield (no red « Rendement net » for a home without rent)', async () => {
    await renderRoute(route('Annecy Résidence principale'));
    await screen.findByRole('heading', { level: 4, name: 'Cash-flow mensuel' });
    expect(screen.getByText('Résidence principale : sans loyer, elle n’a pas de rendement.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 4, name: 'Rendement net' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 4, name: 'Rendement brut' })).not.toBeInTheDocument();
  });

  it('shows the property, its figures with their formulas, for a name with spaces and accents', async () => {
    await renderRoute(route(NAME));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fiche du bien' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: NAME })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 4, name: 'Loyers perçus' });

    // An INDI property without a share recorded: 50 %.
    expect(screen.getByText(txt('Votre quote-part : 50 %. Chaque montant est donné pour le bien entier, puis pour votre quote-part.'))).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Le bien' });
    expect(facts).toHaveTextContent(txt(formatEuro(immo.IM_PA)));
    expect(facts).toHaveTextContent(txt(formatPercent(rentPercentage(immo.LOYER_MOIS, immo.loyerTheo))));
    expect(facts).toHaveTextContent('Non vendu');
    // The fixtures' acquisition costs: 7.5 % of 72 000 € = 5 400 €.
    expect(facts).toHaveTextContent(txt(`Frais d'acquisition${E(5400)}`));
    expect(facts).toHaveTextContent(txt('Quote-part50 %'));
    expect(facts).toHaveTextContent('Location meubléeNon');

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
    const cashFlow = (bien.loyers - bien.honoraires - bien.frais_gestion - bien.charges_non_recuperees - bien.taxe_fonciere - bien.assurance_proprietaire - bien.mensualites) / 12;
    expect(card('Cash-flow mensuel')).toHaveTextContent(txt(`/ 12 = ${formatEuro(Math.round(cashFlow * 100) / 100)}`));
  });

  it('writes the net yield before financing and the cash-flow after the loan, with the figures, for the whole property and the share', async () => {
    await renderRoute(route(NAME));
    await screen.findByRole('heading', { level: 4, name: 'Rendement net' });
    // The landlord's charges of the fixture: insurance in January, unrecovered charges in March.
    expect(card('Assurance propriétaire')).toHaveTextContent(txt(E(bien.assurance_proprietaire)));
    expect(bien.assurance_proprietaire).toBeGreaterThan(0);
    expect(card('Charges non récupérées')).toHaveTextContent(txt(E(85)));
    expect(card('Frais de gestion')).toHaveTextContent(txt(E(0)));
    expect(card('Taxe foncière')).toHaveTextContent(txt(`dont TEOM ${E(bien.teom)}`));
    // Each sum with its half below it.
    expect(card('Loyers perçus')).toHaveTextContent(txt(`Votre quote-part (50 %) : ${E(round2(bien.loyers / 2))}`));

    // Whole property: (rents − fees − charges − (tax − TEOM) − insurance) / (price + costs); no interest.
    const net = round2(bien.loyers - bien.honoraires - bien.frais_gestion - bien.charges_non_recuperees - (bien.taxe_fonciere - bien.teom) - bien.assurance_proprietaire);
    expect(bien.resultat_net).toBe(net);
    const rate = formatRate(round2((100 * net) / (72000 + 5400)));
    const terms = (a: { loyers: number; honoraires: number; frais_gestion: number; charges_non_recuperees: number }) =>
      `${E(a.loyers)} − ${E(a.honoraires)} − ${E(a.frais_gestion)} − ${E(a.charges_non_recuperees)}`;
    const yieldCard = card('Rendement net');
    expect(yieldCard).toHaveTextContent(
      txt(
        "Rendement net, avant financement (ni intérêts ni assurance de l'emprunt) = (loyers − honoraires − frais de gestion − charges non récupérées − taxe foncière hors TEOM − assurance propriétaire) / (prix d'achat + frais d'acquisition)" +
          ` = (${terms(bien)} − (${E(bien.taxe_fonciere)} − ${E(bien.teom)}) − ${E(bien.assurance_proprietaire)}) / (${E(72000)} + ${E(5400)}) = ${E(net)} / ${E(77400)} = ${rate}`,
      ),
    );
    // The share: each amount halved, over half the cost; the same rate.
    const p = bien.part;
    expect(p.loyers).toBe(round2(bien.loyers / 2));
    expect(yieldCard).toHaveTextContent(
      txt(
        `Votre quote-part (50 %) : (${terms(p)} − (${E(p.taxe_fonciere)} − ${E(p.teom)}) − ${E(p.assurance_proprietaire)}) / (50 % × ${E(77400)}) = ${E(p.resultat_net)} / ${E(38700)} = ${rate}`,
      ),
    );
    expect(yieldCard).not.toHaveTextContent(txt(E(bien.interets)));
    expect(screen.getByText(/^Les charges des locataires et les provisions de copropriété qu'elles remboursent passent/)).toHaveTextContent(
      'la part des charges que vous gardez se saisit en « charges récupérables non récupérées »',
    );

    const cashFlowCard = card('Cash-flow mensuel');
    const cf = (a: typeof bien | typeof p) => round2((a.loyers - a.honoraires - a.frais_gestion - a.charges_non_recuperees - a.taxe_fonciere - a.assurance_proprietaire - a.mensualites) / 12);
    // The fixture's sheet has no tenant's charges nor provisions: they add 0 € to its cash-flow.
    expect(cashFlowCard).toHaveTextContent(
      txt(
        "Cash-flow mensuel, après l'emprunt = (loyers − honoraires − frais de gestion − charges non récupérées − taxe foncière − assurance propriétaire − mensualités + charges des locataires − provisions de copropriété + régularisation) / 12" +
          ` = (${terms(bien)} − ${E(bien.taxe_fonciere)} − ${E(bien.assurance_proprietaire)} − ${E(bien.mensualites)} + ${E(0)} − ${E(0)} + ${E(0)}) / 12 = ${E(cf(bien))}`,
      ),
    );
    expect(cashFlowCard).toHaveTextContent(
      txt(`Votre quote-part (50 %) : (${terms(p)} − ${E(p.taxe_fonciere)} − ${E(p.assurance_proprietaire)} − ${E(p.mensualites)} + ${E(0)} − ${E(0)} + ${E(0)}) / 12 = ${E(cf(p))}`),
    );
  });

  it('a property owned in full: no share written, 100 % in its facts', async () => {
    await renderRoute(route('Lyon Croix-Rousse'));
    await screen.findByRole('heading', { level: 4, name: 'Rendement net' });
    expect(screen.queryByText(/Votre quote-part/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Le bien' })).toHaveTextContent(txt('Quote-part100 %'));
  });

  it('counts a joint property without a recorded share at 50 %', async () => {
    await renderRoute(route('Villeurbanne Gratte-Ciel'));
    expect(await screen.findByText(/^Votre quote-part : 50\s%\./)).toBeInTheDocument();
  });

  it('shows the cash-flow month by month as a table, and the taxes by year', async () => {
    await renderRoute(route(NAME));
    const months = await screen.findByRole('table', { name: 'Cash-flow mois par mois' });
    expect(bodyRows(months as HTMLTableElement)).toHaveLength(bien.mois.length);
    expect(cells(bodyRows(months as HTMLTableElement).at(-1)!).at(-1)).toBe(formatEuro(bien.mois.at(-1)!.cash_flow));
    // Each month adds up: the landlord's charges have their column (January: his insurance).
    expect(headers(months as HTMLTableElement)).toEqual(['Mois', 'Loyers', 'Honoraires', 'Charges', 'Taxe foncière', 'Mensualités', 'Cash-flow']);
    const january = bodyRows(months as HTMLTableElement).find((r) => cells(r)[0]!.startsWith('01/'))!;
    const m = bien.mois.find((x) => x.mois.endsWith('-01'))!;
    expect(cells(january).slice(1)).toEqual([m.loyers, m.honoraires, m.assurance_proprietaire, m.taxe_fonciere, m.mensualites, m.cash_flow].map((v) => formatEuro(v)));
    expect(m.cash_flow).toBe(round2(m.loyers - m.honoraires - m.assurance_proprietaire - m.taxe_fonciere - m.mensualites));
    expect(m.assurance_proprietaire).toBeGreaterThan(0);

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
    expect(revision).toHaveTextContent(txt(`: ${formatEuro(r.loyer_hc_revise!)}`));
    // 780 × 145.17 / 140.59 = 805.41…, the 65 € of charges left as they are.
    expect(revision).toHaveTextContent(
      txt(
        `loyer hors charges actuel × IRL T2 ${r.irl_nouveau!.annee} / IRL T2 ${r.irl_ancien!.annee} = ${formatEuro(780)} × 145,17 / 140,59 = ${formatEuro(805.41)} ; ` +
          `les charges (${formatEuro(65)}) ne sont pas révisées.`,
      ),
    );
  });

  it('a revision claimed after its anniversary: says it takes effect from today, not retroactively', async () => {
    const lyon = replyOf('Lyon Croix-Rousse');
    const late = { ...lyon.revision!, date_revision: '2025-09-01', date_effet: '2025-12-01' };
    await renderRoute(route('Lyon Croix-Rousse'), { replies: { [`immeubles/bien/${encodeURIComponent('Lyon Croix-Rousse')}`]: { ...lyon, revision: late } } });
    const revision = await screen.findByRole('region', { name: 'Révision du loyer' });
    expect(revision).toHaveTextContent(
      txt(
        "La révision due au 1 septembre 2025 n'a pas été appliquée : appliquée aujourd'hui, elle prend effet le 1 décembre 2025, " +
          'sans effet rétroactif (le bailleur a un an à compter de la date anniversaire pour la demander).',
      ),
    );
  });

  it('says the index the revision calls for is not published yet, no amount, and where the series is completed', async () => {
    await renderRoute(route('Villeurbanne Gratte-Ciel'));
    const revision = await screen.findByRole('region', { name: 'Révision du loyer' });
    const due = replyOf('Villeurbanne Gratte-Ciel').revision!.irl_manquant!;
    expect(revision).toHaveTextContent(`: indice du T${due.trimestre} ${due.annee} pas encore publié.`);
    expect(revision).not.toHaveTextContent('€');
    expect(within(revision).getByRole('link', { name: '« Mes données »' })).toHaveAttribute('href', '#/donnees');
  });

  it('says « Aucun bail » for a let property without a lease running, with a link to create it', async () => {
    await renderRoute(route(NAME));
    const revision = await screen.findByRole('region', { name: 'Révision du loyer' });
    expect(revision).toHaveTextContent('Aucun bail en cours pour ce bien');
    expect(within(revision).getByRole('link', { name: 'Créer le bail' })).toHaveAttribute('href', '#/baux');
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

  it('offers no charges editing when the api cannot write (legacy backend)', async () => {
    await renderRoute(route(NAME));
    await screen.findByRole('heading', { level: 4, name: 'Rendement net' });
    await waitFor(() => expect(queryClient.getQueryState(CAPABILITIES_KEY)?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: /^Modifier les charges/ })).not.toBeInTheDocument();
  });

  it("lists this property's charges to edit, those of the year chosen, and adds one for it", async () => {
    const charges = [
      { id: 1, IM_NOM: NAME, date: '2024-01-15', montant: 118.8, categorie: 'assurance', libelle: 'Assurance propriétaire non occupant' },
      { id: 2, IM_NOM: NAME, date: '2023-03-10', montant: 85, categorie: 'charges_non_recuperees', libelle: null },
      { id: 3, IM_NOM: 'Lyon Croix-Rousse', date: '2024-02-01', montant: 300, categorie: 'travaux', libelle: 'Peinture' },
    ];
    await renderRoute(route(NAME));
    const writes = serveDataApi({ rows: { chargesBiens: charges }, overHarness: true, writesOnly: true });
    await userEvent.click(await screen.findByRole('button', { name: `Modifier les charges de « ${NAME} »` }));
    const list = await screen.findByRole('table', { name: `Charges de « ${NAME} »` });
    expect(bodyRows(list as HTMLTableElement)).toHaveLength(2);
    expect(list).not.toHaveTextContent('Peinture');

    await userEvent.selectOptions(screen.getByLabelText('Période'), '2024');
    const year = await screen.findByRole('table', { name: `Charges de « ${NAME} » en 2024` });
    expect(bodyRows(year as HTMLTableElement)).toHaveLength(1);
    expect(year).toHaveTextContent(txt(E(118.8)));

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const form = screen.getByRole('group', { name: 'Ajouter une charge' });
    expect(within(form).queryByLabelText('Bien')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText('Catégorie'), 'assurance');
    await userEvent.type(within(form).getByLabelText('Montant (€)'), '120{Enter}');
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'POST', path: 'data/chargesBiens', body: { IM_NOM: NAME, categorie: 'assurance', montant: 120 } });
    expect((writes[0]!.body as { date: string }).date).toMatch(/^2024-/);
  }, 20_000);

  it("lists this property's estimates, latest first, and adds one for it dated today", async () => {
    const estimates = [
      { id: 1, IM_NOM: NAME, date: '2022-05-10', valeur: 150000, source: 'Agence' },
      { id: 2, IM_NOM: NAME, date: '2024-09-01', valeur: 162500, source: null },
      { id: 3, IM_NOM: 'Lyon Croix-Rousse', date: '2024-02-01', valeur: 230000, source: 'Notaire' },
    ];
    await renderRoute(route(NAME));
    const writes = serveDataApi({ rows: { estimations: estimates }, overHarness: true, writesOnly: true });
    await userEvent.click(await screen.findByRole('button', { name: `Modifier les estimations de « ${NAME} »` }));
    const list = (await screen.findByRole('table', { name: `Estimations de « ${NAME} »` })) as HTMLTableElement;
    expect(headers(list).slice(0, 3)).toEqual(['Date', 'Source', 'Valeur']);
    expect(bodyRows(list).map((r) => cells(r).slice(0, 3))).toEqual([
      [formatDate('2024-09-01'), '', E(162500)],
      [formatDate('2022-05-10'), 'Agence', E(150000)],
    ]);

    await userEvent.click(within(list.closest('section') ?? document.body).getAllByRole('button', { name: 'Ajouter' })[0]!);
    const form = screen.getByRole('group', { name: 'Ajouter une estimation' });
    expect(within(form).queryByLabelText('Bien')).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Source'), 'Notaire');
    await userEvent.type(within(form).getByLabelText('Valeur du bien entier (€)'), '171000{Enter}');
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'POST', path: 'data/estimations', body: { IM_NOM: NAME, valeur: 171000, source: 'Notaire' } });
    expect((writes[0]!.body as { date: string }).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }, 20_000);

  describe('« Appliquer la révision » on the lease', () => {
    const LYON = 'Lyon Croix-Rousse';
    const lease = (id: number, IM_NOM: string, debut: string, fin: string | null, locataire: string) => ({
      id, IM_NOM, locataire, email: null, debut, fin, loyer_hc: 780, charges: 60, depot_garantie: 780, jour_echeance: 5, edl_conforme: null,
    });
    const leases = [
      lease(1, LYON, '2015-01-01', '2019-06-30', 'Ancien Locataire'),
      lease(4, LYON, '2019-09-01', null, 'Camille Martin'),
      lease(5, NAME, '2020-01-01', null, 'Léo Durand'),
    ];
    const earlier = [
      { id: 1, bail_id: 4, date: '2023-09-01', loyer_hc: 760, charges: 65 },
      { id: 2, bail_id: 5, date: '2023-01-01', loyer_hc: 500, charges: 40 },
      { id: 3, bail_id: 1, date: '2017-01-01', loyer_hc: 600, charges: 50 },
    ];

    it('writes the revision of the running lease after a confirmation, then lists it in the history', async () => {
      const r = replyOf(LYON).revision!;
      const revisions: unknown[] = [...earlier];
      await renderRoute(route(LYON));
      const writes = serveDataApi({
        rows: { baux: leases, revisionsBaux: revisions },
        overHarness: true,
        writesOnly: true,
        // As the api: the row written is among the section's rows read next (the double echoes it with id 1001).
        refuse: (call) => void revisions.push({ ...(call.body as object), id: 1001 }),
      });
      const section = await screen.findByRole('region', { name: 'Révision du loyer' });
      const history = await within(section).findByRole('table', { name: 'Révisions du bail de Camille Martin' });
      expect(bodyRows(history as HTMLTableElement).map(cells)).toEqual([[formatDate('2023-09-01'), E(760), E(65)]]);

      await userEvent.click(within(section).getByRole('button', { name: 'Appliquer la révision' }));
      const confirm = within(section).getByRole('alertdialog');
      expect(confirm).toHaveTextContent(
        txt(`Appliquer la révision au ${formatLongDate(r.date_revision)} pour le bail de Camille Martin : le loyer hors charges passe de ${E(780)} à ${E(r.loyer_hc_revise!)}, les charges restent à ${E(65)} ?`),
      );
      expect(writes).toHaveLength(0);
      await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmer la révision' }));

      await waitFor(() => expect(writes).toHaveLength(1));
      expect(writes[0]).toEqual({ method: 'POST', path: 'data/revisionsBaux', body: { bail_id: 4, date: r.date_revision, loyer_hc: r.loyer_hc_revise, charges: 65 } });
      await waitFor(() =>
        expect(bodyRows(within(section).getByRole('table', { name: 'Révisions du bail de Camille Martin' }) as HTMLTableElement).map(cells)).toEqual([
          [formatDate('2023-09-01'), E(760), E(65)],
          [formatDate(r.date_revision), E(r.loyer_hc_revise!), E(65)],
        ]),
      );
      expect(within(section).queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(within(section).queryByRole('button', { name: 'Appliquer la révision' })).not.toBeInTheDocument();
      expect(section).toHaveTextContent(`Révision du ${formatLongDate(r.date_revision)} appliquée.`);
    }, 20_000);

    it('« Annuler » writes nothing', async () => {
      await renderRoute(route(LYON));
      const writes = serveDataApi({ rows: { baux: leases, revisionsBaux: earlier }, overHarness: true, writesOnly: true });
      const section = await screen.findByRole('region', { name: 'Révision du loyer' });
      await userEvent.click(await within(section).findByRole('button', { name: 'Appliquer la révision' }));
      await userEvent.click(within(section).getByRole('button', { name: 'Annuler' }));
      expect(within(section).queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(writes).toHaveLength(0);
    });

    it('says so when the lease the revision names is not among the leases read', async () => {
      await renderRoute(route(LYON));
      serveDataApi({ rows: { baux: [leases[2]!], revisionsBaux: [] }, overHarness: true });
      const section = await screen.findByRole('region', { name: 'Révision du loyer' });
      const none = (await within(section).findByText(/^Bail n° 4 introuvable/)).closest('p')!;
      expect(within(none).getByRole('link', { name: '« Mes baux »' })).toHaveAttribute('href', '#/baux');
      expect(within(section).queryByRole('button', { name: 'Appliquer la révision' })).not.toBeInTheDocument();
    });

    it('reads no lease where the api cannot write', async () => {
      const { calls } = await renderRoute(route(LYON));
      await screen.findByRole('region', { name: 'Révision du loyer' });
      await waitFor(() => expect(queryClient.getQueryState(CAPABILITIES_KEY)?.status).toBe('success'));
      expect(screen.queryByRole('button', { name: 'Appliquer la révision' })).not.toBeInTheDocument();
      expect(calls.filter((c) => c.startsWith('data/'))).toEqual([]);
    });

    it('reads no lease on the sheet of a property without a revision', async () => {
      await renderRoute(route(NAME));
      const reads = serveDataApi({ rows: { baux: leases, revisionsBaux: earlier }, overHarness: true });
      const section = await screen.findByRole('region', { name: 'Révision du loyer' });
      expect(section).toHaveTextContent('Aucun bail en cours pour ce bien');
      await screen.findByRole('button', { name: `Modifier les charges de « ${NAME} »` });
      expect(reads.filter((c) => c.path.startsWith('data/'))).toEqual([]);
    });
  });
});
