import { screen, waitFor, within } from '@testing-library/dom';
import { createRoot, type Root } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { CAPABILITIES_KEY, forgetLastChange, privacyMode, queryClient } from 'shared-kernel';
import { LastChangeProbe, bodyRows, cells, headers, serveDataApi, type Call, type Reply } from 'shared-kernel/testing';
import { propertyRows } from '../../testing/dataRows';
import { renderRoute } from '../../testing/renderRoute';
import { forgetKept } from './keptState';
import { PREVIEW, PROPERTY, RECORD, TWO_ACCOUNTS, UNKNOWN_COLUMNS, UNKNOWN_DATES, WITH_CARD, longPreview } from './statementFixtures';

let probe: { root: Root; host: HTMLElement } | null = null;
afterEach(() => {
  probe?.root.unmount();
  probe?.host.remove();
  probe = null;
  forgetLastChange();
  // The review outlives a remount (keptState.ts): each test starts from the file picker.
  forgetKept('');
  privacyMode.set(false);
});

/** What the shell's undo bar would say (a remote's tests have no shell); mounted as the parcels are, outside act. */
function showLastChange() {
  const host = document.body.appendChild(document.createElement('div'));
  probe = { root: createRoot(host), host };
  probe.root.render(<LastChangeProbe />);
}
// Each test goes through the page as the owner would, click by click.
jest.setTimeout(20_000);

const FILE_LABEL = 'Relevé bancaire (CSV, OFX, QIF ou CAMT)';
const ofx = () => new File(['OFXHEADER:100'], 'releve-mars.ofx', { type: 'application/x-ofx' });
const csv = () => new File(['Jour;Intitulé;Sortie;Entrée'], 'releve.csv', { type: 'text/csv' });

/** The page as the signed-in owner sees it; returns the writes it sends. */
async function openPage(routes: Record<string, Reply[]> = {}) {
  await renderRoute('/releves');
  const writes = serveDataApi({
    overHarness: true,
    writesOnly: true,
    rows: { immos: propertyRows() },
    routes: {
      'GET releves/exemples': [{ body: { payload: [] } }],
      'POST releves?dryRun=1': [{ body: { payload: PREVIEW } }],
      'POST releves': [{ body: { payload: RECORD } }],
      ...routes,
    },
  });
  await screen.findByLabelText(FILE_LABEL);
  return writes;
}

async function analyse(file: File = ofx()) {
  await userEvent.upload(screen.getByLabelText(FILE_LABEL), file);
  await userEvent.click(screen.getByRole('button', { name: 'Analyser le relevé' }));
}

const linesTable = () => screen.findByRole('table', { name: 'Lignes du relevé' });
const lineRow = (table: HTMLElement, label: string) => within(table).getByText(label).closest('tr') as HTMLTableRowElement;
/** The multipart fields of a statement POST. */
const fields = (call: Call | undefined) => call?.body as Record<string, unknown>;
const decisionsOf = (call: Call | undefined) => JSON.parse(fields(call).decisions as string) as unknown;
const statementPosts = (writes: Call[]) => writes.filter((w) => w.path.startsWith('releves'));

describe('bank statements (/releves)', () => {
  it('analyses a file: the format, the summary, and each line with its proposal, fr-FR', async () => {
    const writes = await openPage();
    await analyse();
    const table = await linesTable();
    expect(screen.getByText('Format : OFX · Encodage : windows-1252')).toBeInTheDocument();
    expect(screen.getByText('5 lignes · 1 déjà importée · 3 proposées')).toBeInTheDocument();
    expect(headers(table)).toEqual(['Date', 'Libellé', 'Montant', 'Proposition', 'Décision']);
    const [rent, expense, , loan] = bodyRows(table);
    expect(cells(rent!).slice(0, 4)).toEqual(['01/03/2026', 'VIR LOYER MARTIN', '+850,00\u00a0€', 'Loyers encaissésRègle « LOYER MARTIN »']);
    expect(cells(expense!).slice(0, 4)).toEqual(['03/03/2026', 'PRLV EDF FACTURE', '-62,40\u00a0€', 'DépensesUn débit sans règle']);
    // The alert shows, not only to a screen reader.
    expect(within(loan!).getByText("Attention : Échéance d'emprunt de 912,50 € au lieu de 905,00 €")).toBeVisible();
    expect(statementPosts(writes)).toHaveLength(1);
    expect(writes[0]!.path).toBe('releves?dryRun=1');
    expect(fields(writes[0])).toEqual({ fichier: expect.any(File) });
    expect((fields(writes[0]).fichier as File).name).toBe('releve-mars.ofx');
  });

  it('greys a line already imported, marks it « déjà importée », and offers no decision on it', async () => {
    await openPage();
    await analyse();
    const row = lineRow(await linesTable(), 'CB BOULANGERIE');
    expect(row).toHaveClass('doublon');
    expect(within(row).getAllByText('déjà importée')).toHaveLength(2);
    expect(within(row).queryAllByRole('button')).toEqual([]);
  });

  it('sends only the lines the owner changed or ignored, then shows the reply and offers the undo', async () => {
    const writes = await openPage();
    showLastChange();
    await analyse();
    const table = await linesTable();
    await userEvent.click(within(table).getByRole('button', { name: 'Accepter la ligne 1' }));
    expect(within(lineRow(table, 'VIR LOYER MARTIN')).getByText('Acceptée')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Ignorer la ligne 2' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Modifier la ligne 3' }));

    const editor = await screen.findByRole('group', { name: 'Classer la ligne 3 : CB TOTAL STATION' });
    await waitFor(() => expect(within(editor).getByLabelText('Classer dans')).toHaveFocus());
    await userEvent.selectOptions(within(editor).getByLabelText('Classer dans'), 'Dépenses');
    // Filled from the line: its date, its debit as a positive expense, its label.
    expect(within(editor).getByLabelText('Date')).toHaveValue('2026-03-05');
    expect(within(editor).getByLabelText('Montant (€)')).toHaveValue('70');
    expect(within(editor).getByLabelText('Libellé')).toHaveValue('CB TOTAL STATION');
    await userEvent.type(within(editor).getByLabelText('Garage'), 'Total');
    await userEvent.click(within(editor).getByRole('button', { name: 'Valider' }));
    expect(screen.queryByRole('group', { name: /^Classer la ligne 3/ })).toBeNull();
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Modifier la ligne 3' })).toHaveFocus());
    expect(within(lineRow(table, 'CB TOTAL STATION')).getByText('Modifiée : Dépenses')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const result = await screen.findByRole('region', { name: 'Relevé enregistré' });
    expect(within(result).getByRole('status')).toHaveTextContent('3 lignes enregistrées, 1 ignorée, 1 déjà importée.');
    await waitFor(() => expect(result).toHaveFocus());
    expect(within(result).getByRole('list', { name: 'Lignes enregistrées par section' })).toHaveTextContent('Loyers encaissés : 1 ligne');

    const posts = statementPosts(writes);
    expect(posts.map((p) => p.path)).toEqual(['releves?dryRun=1', 'releves']);
    expect(decisionsOf(posts[1])).toEqual([
      { n: 2, section: 'ignorer', row: null },
      { n: 3, section: 'depenses', row: { COP_DATE: '2026-03-05', COP_LIBELLE: 'CB TOTAL STATION', COP_MONT: 70, COP_GARAGE: 'Total' } },
    ]);
    expect(fields(posts[1]).fichier).toBe(fields(posts[0]).fichier);
    // The shell's undo bar offers the whole statement back.
    expect(await screen.findByText('3 lignes enregistrées, 1 ignorée, 1 déjà importée.', { selector: 'p:not([role])' })).toBeInTheDocument();
  });

  it('keeps the review and its decisions when privacy mode remounts the page, its amounts hidden', async () => {
    await openPage();
    await analyse();
    await userEvent.click(within(await linesTable()).getByRole('button', { name: 'Ignorer la ligne 2' }));
    // The remote's content remounts with the mode (usePrivacyKey), as the parcels mount: outside act.
    privacyMode.set(true);
    await waitFor(() => expect(cells(lineRow(screen.getByRole('table', { name: 'Lignes du relevé' }), 'VIR LOYER MARTIN'))[2]).toBe('•••'));
    expect(within(lineRow(await linesTable(), 'PRLV EDF FACTURE')).getByText('Ignorée')).toBeInTheDocument();
  });

  it('« Tout ignorer » and « Tout accepter » leave the lines changed by hand, and skip the duplicates', async () => {
    const writes = await openPage();
    await analyse();
    const table = await linesTable();
    await userEvent.click(within(table).getByRole('button', { name: 'Modifier la ligne 2' }));
    await userEvent.selectOptions(within(await screen.findByRole('group', { name: /^Classer la ligne 2/ })).getByLabelText('Classer dans'), 'Frais de voiture');
    await userEvent.type(screen.getByLabelText('Véhicule ou catégorie'), 'Clio');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));

    await userEvent.click(screen.getByRole('button', { name: 'Tout ignorer' }));
    expect(within(lineRow(table, 'VIR LOYER MARTIN')).getByText('Ignorée')).toBeInTheDocument();
    expect(within(lineRow(table, 'PRLV EDF FACTURE')).getByText('Modifiée : Frais de voiture')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(within(lineRow(table, 'VIR LOYER MARTIN')).getByText('Acceptée')).toBeInTheDocument();
    // Line 4 has no proposal: accepting leaves it ignored.
    expect(within(lineRow(table, 'ECHEANCE PRET 0042')).getByText('Ignorée')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('region', { name: 'Relevé enregistré' });
    expect(decisionsOf(statementPosts(writes)[1])).toEqual([
      { n: 2, section: 'voitures', row: { groupe: 'Clio', date: '2026-03-03', montant: 62.4, libelle: 'PRLV EDF FACTURE' } },
      { n: 4, section: 'ignorer', row: null },
    ]);
  });

  it('refuses a changed line with the section’s own message at its field, and keeps no decision', async () => {
    await openPage();
    await analyse();
    const table = await linesTable();
    await userEvent.click(within(table).getByRole('button', { name: 'Modifier la ligne 2' }));
    const editor = await screen.findByRole('group', { name: /^Classer la ligne 2/ });
    const amount = within(editor).getByLabelText('Montant (€)');
    await userEvent.clear(amount);
    await userEvent.type(amount, 'douze{Enter}');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('nombre attendu'));
    await userEvent.keyboard('{Escape}');
    expect(within(lineRow(table, 'PRLV EDF FACTURE')).getByText('Proposition à valider')).toBeInTheDocument();
  });

  it('« Toujours classer ainsi » creates the rule, its motif edited, before recording the statement', async () => {
    const writes = await openPage();
    await analyse();
    const table = await linesTable();
    await userEvent.click(within(table).getByRole('button', { name: 'Modifier la ligne 2' }));
    const editor = await screen.findByRole('group', { name: /^Classer la ligne 2/ });
    await userEvent.selectOptions(within(editor).getByLabelText('Classer dans'), 'Charges des biens');
    await userEvent.selectOptions(within(editor).getByLabelText('Bien'), PROPERTY);
    await userEvent.selectOptions(within(editor).getByLabelText('Catégorie'), 'Assurance (ligne 223)');
    await userEvent.click(within(editor).getByLabelText('Toujours classer ainsi'));
    const motif = within(editor).getByLabelText('Motif de la règle');
    expect(motif).toHaveValue('PRLV EDF FACTURE');
    await userEvent.clear(motif);
    await userEvent.type(motif, '/^PRLV EDF/i');
    // The rule as it will read among the rules: the expression in words.
    expect(within(editor).getByText('La règle : le libellé commence par PRLV EDF.')).toBeInTheDocument();
    await userEvent.clear(motif);
    await userEvent.type(motif, 'PRLV EDF');
    expect(within(editor).getByText('La règle : le libellé contient PRLV EDF.')).toBeInTheDocument();
    await userEvent.click(within(editor).getByRole('button', { name: 'Valider' }));
    expect(within(lineRow(table, 'PRLV EDF FACTURE')).getByText('Modifiée : Charges des biens (et règle)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('region', { name: 'Relevé enregistré' });
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(['POST releves?dryRun=1', 'POST data/regles', 'POST releves']);
    expect(writes[1]!.body).toEqual({
      motif: 'PRLV EDF',
      section: 'chargesBiens',
      IM_NOM: PROPERTY,
      bail_id: null,
      categorie: 'assurance',
      groupe: null,
      montant_min: null,
      montant_max: null,
    });
    expect(decisionsOf(writes[2])).toEqual([
      { n: 2, section: 'chargesBiens', row: { IM_NOM: PROPERTY, date: '2026-03-03', categorie: 'assurance', montant: 62.4, libelle: 'PRLV EDF FACTURE' } },
    ]);
  });

  it('asks which column is which when the api does not know the CSV, then sends the dry run again with them', async () => {
    const writes = await openPage({ 'POST releves?dryRun=1': [{ status: 422, body: UNKNOWN_COLUMNS }, { body: { payload: PREVIEW } }] });
    await analyse(csv());
    const mapping = await screen.findByRole('group', { name: 'Colonnes du fichier' });
    expect(headers(screen.getByRole('table', { name: 'Premières lignes du fichier' }))).toEqual(['Jour', 'Intitulé', 'Sortie', 'Entrée']);
    // Guessed from its name.
    expect(within(mapping).getByLabelText('Colonne du libellé')).toHaveValue('Intitulé');
    await userEvent.click(within(mapping).getByLabelText('Le montant est en deux colonnes, débit et crédit'));
    await userEvent.click(within(mapping).getByRole('button', { name: 'Analyser avec ces colonnes' }));
    expect(within(mapping).getByLabelText('Colonne de la date')).toHaveAccessibleDescription('choisissez une colonne');
    expect(statementPosts(writes)).toHaveLength(1);

    await userEvent.selectOptions(within(mapping).getByLabelText('Colonne de la date'), 'Jour');
    await userEvent.selectOptions(within(mapping).getByLabelText('Colonne du débit'), 'Sortie');
    await userEvent.selectOptions(within(mapping).getByLabelText('Colonne du crédit'), 'Entrée');
    await userEvent.click(within(mapping).getByRole('button', { name: 'Analyser avec ces colonnes' }));
    await linesTable();
    const [first, again] = statementPosts(writes);
    expect(again!.path).toBe('releves?dryRun=1');
    expect(JSON.parse(fields(again).colonnes as string)).toEqual({ date: 'Jour', libelle: 'Intitulé', debit: 'Sortie', credit: 'Entrée' });
    expect(fields(again).fichier).toBe(fields(first).fichier);

    // The columns go with the statement too: the api keeps them as the file's profile.
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('region', { name: 'Relevé enregistré' });
    expect(JSON.parse(fields(statementPosts(writes)[2]).colonnes as string)).toEqual({ date: 'Jour', libelle: 'Intitulé', debit: 'Sortie', credit: 'Entrée' });
  });

  it('asks the date order of a file whose dates read both ways, showing two lines read both ways, then keeps it for the record', async () => {
    const writes = await openPage({ 'POST releves?dryRun=1': [{ status: 422, body: UNKNOWN_DATES }, { body: { payload: PREVIEW } }] });
    await analyse(new File(['!Type:Bank'], 'lcl.qif'));
    const step = await screen.findByRole('group', { name: 'Ordre des dates du fichier' });
    const samples = screen.getByRole('table', { name: 'Deux lignes du fichier lues dans les deux sens' });
    expect(headers(samples)).toEqual(['Ligne', 'Date écrite', 'Libellé', 'Lue jour/mois', 'Lue mois/jour']);
    expect(bodyRows(samples).map(cells)).toEqual([
      ['2', '03/02/26', 'CB RETRAIT DU 01/03', '3 février 2026', '2 mars 2026'],
      ['19', '03/09/26', 'CHEQUE 364963', '3 septembre 2026', '9 mars 2026'],
    ]);
    // No order chosen: said at the choice, nothing sent.
    await userEvent.click(within(step).getByRole('button', { name: 'Analyser avec cet ordre' }));
    expect(screen.getByText("choisissez l'ordre des dates")).toBeVisible();
    expect(statementPosts(writes)).toHaveLength(1);

    await userEvent.click(within(step).getByLabelText('Mois/jour/année (mm/jj/aaaa, comme aux États-Unis)'));
    await userEvent.click(within(step).getByRole('button', { name: 'Analyser avec cet ordre' }));
    await linesTable();
    expect(fields(statementPosts(writes)[1])).toEqual({ fichier: expect.any(File), ordre_dates: 'mja' });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('region', { name: 'Relevé enregistré' });
    expect(fields(statementPosts(writes)[2]).ordre_dates).toBe('mja');
  });

  it('shows a file’s accounts first, the card unticked; with the card, says which of its lines or the totals are kept, and sends the choice', async () => {
    const writes = await openPage({ 'POST releves?dryRun=1': [{ body: { payload: TWO_ACCOUNTS } }, { body: { payload: WITH_CARD } }, { body: { payload: WITH_CARD } }] });
    await analyse();
    const accounts = await screen.findByRole('group', { name: 'Comptes du fichier' });
    const current = within(accounts).getByRole('checkbox', { name: 'Compte courant 00020118802 — 4 opérations du 03/03/2026 au 02/04/2026' });
    const card = within(accounts).getByRole('checkbox', { name: 'Carte 5132004412345678 — 2 opérations du 08/03/2026 au 15/03/2026' });
    expect(current).toBeChecked();
    expect(card).not.toBeChecked();
    // Nothing ticked: said, nothing sent.
    await userEvent.click(current);
    await userEvent.click(within(accounts).getByRole('button', { name: 'Relire avec ces comptes' }));
    expect(within(accounts).getByText('cochez au moins un compte')).toBeVisible();
    expect(statementPosts(writes)).toHaveLength(1);

    await userEvent.click(current);
    await userEvent.click(card);
    await userEvent.click(within(accounts).getByRole('button', { name: 'Relire avec ces comptes' }));
    await waitFor(() => expect(statementPosts(writes)).toHaveLength(2));
    expect(JSON.parse(fields(statementPosts(writes)[1]).comptes as string)).toEqual(['00020118802', '5132004412345678']);
    const again = await screen.findByRole('group', { name: 'Comptes du fichier' });
    expect(await within(again).findByText(/On garde les 2 opérations de la carte 5132004412345678 \(-137,40 €\)/)).toBeVisible();
    expect(within(again).getByRole('radio', { name: /Garder les opérations de la carte/ })).toBeChecked();
    // A line in another currency shows its currency, not euros.
    expect(cells(lineRow(await linesTable(), 'COOP GENEVE'))[2]).toBe('-38,00\u00a0CHF');

    await userEvent.click(within(again).getByRole('radio', { name: /Garder les totaux « RELEVE CARTE »/ }));
    await userEvent.click(within(again).getByRole('button', { name: 'Relire avec ces comptes' }));
    await waitFor(() => expect(statementPosts(writes)).toHaveLength(3));
    expect(fields(statementPosts(writes)[2]).cartes).toBe('totaux');
    await linesTable();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('region', { name: 'Relevé enregistré' });
    expect(fields(statementPosts(writes)[3])).toMatchObject({ comptes: JSON.stringify(['00020118802', '5132004412345678']), cartes: 'totaux' });
  });

  it('shows a refused statement’s French message with its line, and lets another file be chosen', async () => {
    const refused = { error: 'releve_refuse', message: 'Relevé refusé : ligne 14 : montant illisible « 12,3,4 ».', ligne: 14 };
    await openPage({ 'POST releves?dryRun=1': [{ status: 400, body: refused }] });
    await analyse();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Relevé refusé : Ligne 14 : montant illisible « 12,3,4 ». Corrigez le fichier ou choisissez-en un autre.');
    expect(within(alert).queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(screen.getByLabelText(FILE_LABEL)).toBeEnabled();
    expect(screen.queryByRole('table', { name: 'Lignes du relevé' })).toBeNull();
  });

  it('offers « Réessayer » when the server did not answer, and the second try shows the lines', async () => {
    const writes = await openPage({ 'POST releves?dryRun=1': [{ status: 503, body: { error: 'indisponible', message: 'service indisponible' } }, { body: { payload: PREVIEW } }] });
    await analyse();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Analyse impossible : service indisponible');
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await linesTable();
    expect(statementPosts(writes)).toHaveLength(2);
  });

  it('tries a sample statement: its file fetched from the api, then analysed', async () => {
    const samples = [
      { nom: 'exemple.ofx', format: 'ofx' },
      { nom: 'exemple.csv', format: 'csv' },
    ];
    const writes = await openPage({ 'GET releves/exemples': [{ body: { payload: samples } }] });
    const served = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/releves/exemples/exemple.ofx')
        ? ({ ok: true, status: 200, blob: async () => new Blob(['OFXHEADER:100']) } as unknown as Response)
        : served(input, init),
    ) as typeof fetch;
    expect(await screen.findByRole('button', { name: 'Exemple CSV' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Exemple OFX' }));
    await linesTable();
    expect((fields(statementPosts(writes)[0]).fichier as File).name).toBe('exemple.ofx');
  });

  it('shows a long statement a hundred lines a page, the decisions kept from page to page', async () => {
    const writes = await openPage({ 'POST releves?dryRun=1': [{ body: { payload: longPreview(250) } }] });
    await analyse();
    const table = await linesTable();
    expect(bodyRows(table)).toHaveLength(100);
    const pager = screen.getByRole('navigation', { name: 'Pagination : Lignes du relevé' });
    expect(within(pager).getByText('1 à 100 sur 250')).toBeInTheDocument();
    // Found within its row: naming each of 300 buttons is slow in jsdom.
    await userEvent.click(within(lineRow(table, 'ACHAT 100')).getByRole('button', { name: 'Ignorer la ligne 100' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Suivant' }));
    expect(within(pager).getByText('101 à 200 sur 250')).toBeInTheDocument();
    expect(cells(bodyRows(table)[0]!)[1]).toBe('ACHAT 101');
    await userEvent.click(within(lineRow(table, 'ACHAT 101')).getByRole('button', { name: 'Ignorer la ligne 101' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Précédent' }));
    expect(within(lineRow(table, 'ACHAT 100')).getByText('Ignorée')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Enregistrer', { selector: 'button' }));
    await screen.findByRole('region', { name: 'Relevé enregistré' });
    expect(decisionsOf(statementPosts(writes)[1])).toEqual([
      { n: 100, section: 'ignorer', row: null },
      { n: 101, section: 'ignorer', row: null },
    ]);
  });

  it('says why nothing can be imported on the old backend, and to a signed-out owner', async () => {
    await renderRoute('/releves');
    expect(await screen.findByRole('note')).toHaveTextContent("Ce serveur ne permet pas d'importer un relevé bancaire (ancien serveur).");
    queryClient.setQueryData(CAPABILITIES_KEY, { write: true, signedIn: false, signInRequired: true });
    expect(await screen.findByText('Connectez-vous pour importer un relevé bancaire.')).toBeInTheDocument();
    expect(screen.queryByLabelText(FILE_LABEL)).toBeNull();
  });
});
