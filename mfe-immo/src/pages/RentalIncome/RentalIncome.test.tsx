import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { serveDataApi } from 'shared-kernel/testing';
import type { Form2044Line, RevenusFonciers } from 'area-immo/contract';
import { immoParamReplies as paramReplies, immoSectionRows } from 'area-immo/contract/fixtures';
import { chargeRows, deficitRows, propertyRows } from '../../testing/dataRows';
import { renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { bodyRows, cells, headers } from '../../testing/dom';
import { TAX_NOTICE } from './RentalIncome';

const THIS_YEAR = new Date().getFullYear();
/** Last year: the works in Lyon put it in deficit (see the fixture). */
const YEAR = THIS_YEAR - 1;
const path = (year: number) => `immeubles/revenusfonciers/${year}`;
const statementOf = (year: number) => paramReplies[path(year)] as RevenusFonciers;
const statement = statementOf(YEAR);

/** Spaces as one plain space: fr-FR writes no-break ones in amounts and percentages. */
const txt = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
/** To the nearest euro, half away from zero, as the form asks. */
const round = (v: number) => (v < 0 ? -Math.round(-v) : Math.round(v));
/** The minus sign as this engine's fr-FR writes it (U+2212 or a hyphen, depending on its ICU data). */
const MINUS = new Intl.NumberFormat('fr-FR').format(-1).slice(0, 1);
/** « 1 234 € », « −25 171 € » */
const whole = (v: number) => `${v < 0 ? MINUS : ''}${String(Math.abs(v)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} €`;
/** « 1 234,50 € » */
const cents = (v: number) => {
  const [int, dec] = Math.abs(v).toFixed(2).split('.');
  return `${v < 0 ? MINUS : ''}${int!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${dec} €`;
};

const FORM_TABLE = `Déclaration 2044 des revenus ${YEAR}`;

/** Each line as the form numbers and words it. */
const WORDINGS: Array<[Form2044Line, string]> = [
  ['211', 'Loyers bruts encaissés'],
  ['213', 'Recettes brutes diverses'],
  ['215', 'Total des recettes'],
  ['221', "Frais d'administration et de gestion"],
  ['222', 'Autres frais de gestion'],
  ['223', "Primes d'assurance"],
  ['224', "Dépenses de réparation, d'entretien et d'amélioration"],
  ['225', 'Charges récupérables non récupérées au départ du locataire'],
  ['226', "Indemnités d'éviction, frais de relogement"],
  ['227', 'Taxes foncières, taxes annexes'],
  ['228', 'Déductions spécifiques'],
  ['229', `Provisions pour charges de copropriété payées en ${YEAR}`],
  ['230', `Régularisation des provisions pour charges de copropriété déduites au titre de ${YEAR - 1}`],
  ['240', 'Total des frais et charges'],
  ['250', "Intérêts d'emprunt"],
  ['261', 'Revenus fonciers taxables'],
];
const DETAIL: Form2044Line[] = ['211', '213', '221', '222', '223', '224', '225', '226', '227', '228', '229', '230', '250'];

/** A property's column as the owner writes it: each line rounded, the totals from the rounded lines. */
function byHand(lignes: Record<Form2044Line, number>): Record<Form2044Line, number> {
  const l = Object.fromEntries(DETAIL.map((k) => [k, round(lignes[k])])) as Record<Form2044Line, number>;
  l['215'] = l['211'] + l['213'];
  l['240'] = l['221'] + l['222'] + l['223'] + l['224'] + l['225'] + l['226'] + l['227'] + l['228'] + l['229'] - l['230'];
  l['261'] = l['215'] - l['240'] - l['250'];
  return l;
}

function formRow(line: Form2044Line): HTMLTableRowElement {
  const t = screen.getByRole('table', { name: FORM_TABLE });
  const header = within(t).getByRole('rowheader', { name: new RegExp(`^${line} `) });
  return header.closest('tr')!;
}

afterEach(() => jest.restoreAllMocks());

describe('rental income (/revenus-fonciers/:annee)', () => {
  it('shows form 2044 line by line: numbers and wording, one column per property with its share, and the total', async () => {
    await renderRoute(`/revenus-fonciers/${YEAR}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Revenus fonciers' })).toBeInTheDocument();
    const t = await screen.findByRole('table', { name: FORM_TABLE });
    // Three properties are declared: Chambéry, in joint ownership, at 50 %.
    expect(headers(t).map(txt)).toEqual([
      'Ligne',
      'Aix-les-Bains Corsuetquote-part 100 %',
      'Chambéry Le Biollayquote-part 50 %',
      'Lyon Croix-Roussequote-part 100 %',
      'Total',
    ]);
    expect(within(t).getByRole('link', { name: 'Chambéry Le Biollay' })).toHaveAttribute('href', `#/bien/${encodeURIComponent('Chambéry Le Biollay')}`);
    // Each row starts with the line's number and the form's wording (a note on what it holds may follow).
    const expected = WORDINGS.map(([line, wording]) => `${line} ${wording}`);
    const names = within(t).getAllByRole('rowheader').map((h) => txt(h.textContent));
    expect(names.map((n, i) => (n.startsWith(expected[i]!) ? expected[i] : n))).toEqual(expected);
    expect(within(t).getAllByRole('columnheader', { name: /^(Recettes|Frais et charges|Intérêts d'emprunt|Résultat)$/ }).map((h) => h.textContent)).toEqual([
      'Recettes',
      'Frais et charges',
      "Intérêts d'emprunt",
      'Résultat',
    ]);

    const columns = statement.biens.map((b) => byHand(b.lignes));
    for (const [line] of WORDINGS) {
      const total = columns.reduce((s, c) => s + c[line], 0);
      expect(cells(formRow(line)).map(txt)).toEqual([...columns.map((c) => whole(c[line])), whole(total)]);
    }
  });

  it('adds up as on the form, on the owner’s share (figures of the fixture checked by hand)', async () => {
    await renderRoute(`/revenus-fonciers/${YEAR}`);
    await screen.findByRole('table', { name: FORM_TABLE });
    // Lyon, 100 %: works of 9 800 € and 24 200 €, a subsidy of 3 000 €, 12 rents of 780 €, the flat 20 €.
    expect(cells(formRow('224')).map(txt)).toEqual(['0 €', '0 €', '34 000 €', '34 000 €']);
    expect(cells(formRow('213')).map(txt)).toEqual(['0 €', '0 €', '3 000 €', '3 000 €']);
    expect(cells(formRow('211')).map(txt)).toEqual(['8 340 €', '3 120 €', '9 360 €', '20 820 €']);
    // Chambéry, 50 %: half the flat 20 € and half of 12 rents of 520 €.
    expect(cells(formRow('222')).map(txt)).toEqual(['20 €', '10 €', '20 €', '50 €']);
    // Lyon's provisions of 420 € and their true-up of 36,40 € (subtracted in line 240); Chambéry's 360 € at 50 %.
    expect(cells(formRow('229')).map(txt)).toEqual(['0 €', '180 €', '420 €', '600 €']);
    expect(cells(formRow('230')).map(txt)).toEqual(['0 €', '0 €', '36 €', '36 €']);
    // Each column adds up: 215 = 211 + 213, 240 = 221 to 229 − 230, 261 = 215 − 240 − 250.
    const column = (i: number) => Object.fromEntries(WORDINGS.map(([line]) => [line, Number(txt(cells(formRow(line))[i]).replace(/[ €]/g, '').replace(MINUS, '-'))]));
    for (let i = 0; i < 4; i++) {
      const c = column(i);
      expect(c['215']).toBe(c['211']! + c['213']!);
      expect(c['240']).toBe(c['221']! + c['222']! + c['223']! + c['224']! + c['225']! + c['226']! + c['227']! + c['228']! + c['229']! - c['230']!);
      expect(c['261']).toBe(c['215']! - c['240']! - c['250']!);
    }
    expect(screen.getByText(/arrondis à l'euro le plus proche/)).toBeInTheDocument();
    expect(screen.getByText(TAX_NOTICE)).toBeInTheDocument();
  });

  it('says in one sentence why each property left off is not on the 2044', async () => {
    await renderRoute(`/revenus-fonciers/${YEAR}`);
    const region = await screen.findByRole('region', { name: 'Biens hors de la déclaration 2044' });
    expect(within(region).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Annecy Résidence principale : résidence principale, sans revenu foncier.',
      'Grenoble Championnet : nue-propriété sans loyer : aucune charge déductible, taxe foncière comprise.',
      'Villeurbanne Gratte-Ciel : location meublée, déclarée en BIC (formulaire 2042-C-PRO), pas sur la 2044.',
    ]);
  });

  it('splits a deficit above the ceiling: 10 700 € on global income, the rest carried, by year of origin', async () => {
    const exact261 = statement.biens.reduce((s, b) => s + Math.round(b.lignes['261'] * 100), 0) / 100;
    // The fixture's year is in deficit by more than the ceiling, with no interest above the receipts.
    expect(exact261).toBeLessThan(-10700);
    const carried = Math.round((-exact261 - 10700) * 100) / 100;
    await renderRoute(`/revenus-fonciers/${YEAR}`);
    const region = await screen.findByRole('region', { name: 'Déficit foncier' });
    const figures = Array.from(region.querySelectorAll('dt, dd')).map((n) => txt(n.textContent));
    expect(figures).toEqual([
      `Déficit de ${YEAR} (ligne 261)`,
      whole(round(-exact261)),
      'Imputable sur le revenu global',
      '10 700 €',
      'Reporté sur les revenus fonciers des 10 années suivantes',
      whole(round(carried)),
    ]);
    expect(txt(region.textContent)).toContain("Plafond d'imputation sur le revenu global : 10 700 €.");
    expect(txt(region.textContent)).toContain(`${whole(-exact261)} − 10 700 € = ${whole(carried)}`);
    // The api's lines are whole euros: the table's line 261 is the deficit itself.
    expect(statement.biens.reduce((sum, b) => sum + byHand(b.lignes)['261'], 0)).toBe(exact261);
  });

  it('uses the earlier deficits against a year’s income, oldest first', async () => {
    const year = YEAR - 1;
    const r = statementOf(year);
    const exact261 = r.biens.reduce((s, b) => s + Math.round(b.lignes['261'] * 100), 0) / 100;
    // The year's income is smaller than the 20 000 € recorded: all of it is offset.
    expect(exact261).toBeGreaterThan(0);
    expect(exact261).toBeLessThan(20000);
    await renderRoute(`/revenus-fonciers/${year}`);
    const region = await screen.findByRole('region', { name: 'Déficit foncier' });
    expect(region.querySelector('dl')).toBeNull();
    const used = within(region).getByRole('table', { name: `Déficits antérieurs imputés sur les revenus fonciers de ${year}` });
    expect(bodyRows(used).map((row) => cells(row).map(txt))).toEqual([[String(THIS_YEAR - 9), whole(round(exact261))]]);
    const carry = within(region).getByRole('table', { name: `Déficits restant à reporter après ${year}` });
    expect(bodyRows(carry).map((row) => cells(row).map(txt))).toEqual([[String(THIS_YEAR - 9), whole(round(20000 - exact261)), String(THIS_YEAR + 1)]]);
    const taxable = screen.getByRole('region', { name: 'Revenu foncier imposable' });
    expect(txt(taxable.textContent)).toContain(`Ligne 261 − déficits antérieurs imputés = ${whole(exact261)} − ${whole(exact261)} = 0 €`);
  });

  it('names the raised ceiling when energy renovation works raise it', async () => {
    const raised: RevenusFonciers = {
      ...statement,
      annee: 2024,
      deficit: { imputable_revenu_global: 16112.03, plafond: 21400, reportable: 0, anterieurs_imputes: [], a_reporter: [] },
    };
    await renderRoute('/revenus-fonciers/2024', { replies: { [path(2024)]: raised } });
    const region = await screen.findByRole('region', { name: 'Déficit foncier' });
    expect(txt(region.textContent)).toContain("Plafond d'imputation sur le revenu global : 21 400 €, relevé de 10 700 € par les travaux de rénovation énergétique.");
    expect(within(region).getByText('Aucun déficit ne reste à reporter après 2024.')).toBeInTheDocument();
    expect(within(region).getByText(/CGI/)).toHaveTextContent("jusqu'au 31 décembre 2027");
  });

  it('says when the micro-foncier does not apply (the share of the gross rents over the ceiling)', async () => {
    expect(statement.micro_foncier.applicable).toBe(false);
    await renderRoute(`/revenus-fonciers/${YEAR}`);
    const regimes = await screen.findByRole('region', { name: 'Réel ou micro-foncier' });
    expect(regimes).toHaveTextContent('Micro-foncier non applicable');
    expect(txt(regimes.textContent)).toContain(`Les loyers bruts de votre quote-part (${cents(statement.total.lignes['211'])}) dépassent le plafond de 15 000,00 €`);
    expect(regimes).toHaveTextContent('Régime le plus favorable : réel');
  });

  it('shows the micro-foncier result and names it the better regime when it is', async () => {
    const zero = Object.fromEntries(WORDINGS.map(([line]) => [line, 0])) as Record<Form2044Line, number>;
    const lignes = { ...zero, '211': 9000, '215': 9000, '222': 20, '227': 500, '240': 520, '261': 8480 };
    const bien = { IM_NOM: 'Studio Lyon', quote_part: 100, loyers: 9000, honoraires: 0, taxe_fonciere: 500, interets: 0, assurance: 0, revenu_net: 8480, lignes };
    const small: RevenusFonciers = {
      annee: 2020,
      previsionnel: false,
      biens: [bien],
      total: { loyers: 9000, honoraires: 0, taxe_fonciere: 500, interets: 0, assurance: 0, revenu_net: 8480, lignes },
      exclus: [],
      loyers_sans_bail: [],
      avant_premiers_loyers: false,
      deficit: { imputable_revenu_global: 0, plafond: 10700, reportable: 0, anterieurs_imputes: [], a_reporter: [] },
      resultat: 8480,
      micro_foncier: { applicable: true, abattement: 2700, revenu_net: 6300 },
      regime_le_plus_favorable: 'micro',
      plafond_micro: 15000,
      declaration_2042: {
        reel: { '4BA': 8480, '4BB': 0, '4BC': 0, '4BD': 0 },
        micro: { '4BE': 9000, '4BD': 0 },
        '4BN': false,
        regime: 'micro',
        regime_source: 'defaut',
        notice: 'Notice de la déclaration 2042 des revenus 2020',
      },
      meubles: null,
    };
    await renderRoute('/revenus-fonciers/2020', { replies: { [path(2020)]: small } });
    const regimes = await screen.findByRole('region', { name: 'Réel ou micro-foncier' });
    expect(txt(regimes.textContent)).toContain('Revenu imposable au micro-foncier : 6 300,00 €');
    expect(txt(regimes.textContent)).toContain('9 000,00 € − 2 700,00 € = 6 300,00 €');
    expect(regimes).toHaveTextContent('Régime le plus favorable : micro-foncier');
    // No deficit, nothing carried: no deficit section; the result is line 261.
    expect(screen.queryByRole('region', { name: 'Déficit foncier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Biens hors de la déclaration 2044' })).not.toBeInTheDocument();
    expect(txt(screen.getByRole('region', { name: 'Revenu foncier imposable' }).textContent)).toBe(
      'Revenu foncier imposable8 480 €Ligne 261 : 8 480 €, aucun déficit antérieur à imputer.',
    );
  });

  it('lists the payments without lease under « Loyers sans bail », saying to attach them to a lease', async () => {
    const withPayment: RevenusFonciers = { ...statement, loyers_sans_bail: [{ IM_NOM: 'Garage Caluire', date: `${YEAR}-03-02`, montant: 80 }] };
    await renderRoute(`/revenus-fonciers/${YEAR}`, { replies: { [path(YEAR)]: withPayment } });
    const section = await screen.findByRole('region', { name: 'Loyers sans bail' });
    expect(section).toHaveTextContent('Ces loyers ne sont rattachés à aucun bail : ils comptent en entier, charges comprises, sur la ligne 211.');
    const table = within(section).getByRole('table', { name: 'Loyers encaissés sans bail' });
    expect(bodyRows(table).map((r) => cells(r).map(txt))).toEqual([[`02/03/${YEAR}`, 'Garage Caluire', '80,00 €']]);
  });

  it('a year before the first rents: no form, the deficits to type in Mes données', async () => {
    const before: RevenusFonciers = { ...statementOf(YEAR), annee: 2014, biens: [], avant_premiers_loyers: true, loyers_sans_bail: [] };
    await renderRoute('/revenus-fonciers/2014', { replies: { [path(2014)]: before } });
    const form = await screen.findByRole('region', { name: 'Déclaration 2044 des revenus 2014' });
    expect(txt(form.textContent)).toContain('Avant vos premiers loyers enregistrés : indiquez les déficits déclarés dans Mes données');
    expect(within(form).getByRole('link', { name: 'section « deficitsFonciers »' })).toHaveAttribute('href', '#/donnees');
    expect(within(form).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Loyers sans bail' })).not.toBeInTheDocument();
  });

  it('prints with « Imprimer »', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderRoute(`/revenus-fonciers/${YEAR}`);
    await screen.findByRole('table', { name: FORM_TABLE });
    await userEvent.click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: `← Revenus fonciers ${YEAR - 1}` })).toHaveAttribute('href', `#/revenus-fonciers/${YEAR - 1}`);
    expect(screen.getByRole('link', { name: `Revenus fonciers ${YEAR + 1} →` })).toHaveAttribute('href', `#/revenus-fonciers/${YEAR + 1}`);
  });

  it('says « introuvables » for a year without a statement, without logging an error', async () => {
    const consoleError = jest.spyOn(console, 'error');
    await renderRoute('/revenus-fonciers/1999');
    expect(await screen.findByText(/Revenus fonciers 1999 introuvables/)).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the error panel with « Réessayer » when the statement cannot be loaded', async () => {
    const consoleError = silenceConsoleError();
    await renderRoute(`/revenus-fonciers/${YEAR}`, { failures: { revenusFonciers: 503 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Impossible de charger les revenus fonciers de cette année.');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe('editing on the statement', () => {
  it('is not there when the api cannot write', async () => {
    await renderRoute(`/revenus-fonciers/${YEAR}`);
    await screen.findByRole('table', { name: FORM_TABLE });
    expect(screen.queryByRole('button', { name: `Modifier les charges de ${YEAR}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier les déficits antérieurs' })).not.toBeInTheDocument();
  });

  it('lists the year’s charges of every property, each on its line', async () => {
    await renderRoute(`/revenus-fonciers/${YEAR}`);
    const calls = serveDataApi({ rows: { chargesBiens: chargeRows(), immos: propertyRows() }, overHarness: true });
    await userEvent.click(await screen.findByRole('button', { name: `Modifier les charges de ${YEAR}` }));
    const t = await screen.findByRole('table', { name: `Charges de ${YEAR}` });
    expect(headers(t)).toEqual(['Date', 'Bien', 'Catégorie', 'Libellé', 'Montant', 'Actions']);
    const ofYear = immoSectionRows.chargesBiens.filter((c) => c.date.startsWith(`${YEAR}-`));
    const rows = bodyRows(t);
    expect(rows).toHaveLength(ofYear.length);
    // Latest first: the provisions' true-up of 25 January, Aix's fees of 30 January first of all.
    expect(cells(rows[0]!).slice(0, 4)).toEqual([`30/01/${YEAR}`, 'Aix-les-Bains Corsuet', "Frais d'administration et de gestion (ligne 221)", 'Frais de procédure']);
    const works = rows.find((r) => cells(r)[3] === 'Rénovation de la cuisine et de la salle de bains')!;
    expect(cells(works).map(txt).slice(0, 5)).toEqual([`08/01/${YEAR}`, 'Lyon Croix-Rousse', "Travaux de réparation, d'entretien et d'amélioration (ligne 224)", 'Rénovation de la cuisine et de la salle de bains', '24 200,00 €']);
    // The earlier deficits are read only when their panel opens.
    expect(calls.filter((c) => c.path === 'data/deficitsFonciers')).toEqual([]);
  });

  it('adds a charge on its line, and the statement is read again', async () => {
    await renderRoute(`/revenus-fonciers/${YEAR}`);
    await screen.findByRole('table', { name: FORM_TABLE });
    // After the write, the api's statement counts the new insurance in Aix's line 223.
    const aix = statement.biens.findIndex((b) => b.IM_NOM === 'Aix-les-Bains Corsuet');
    const updated: RevenusFonciers = JSON.parse(JSON.stringify(statement)) as RevenusFonciers;
    updated.biens[aix]!.lignes['223'] = 250;
    updated.total.lignes['223'] = statement.total.lignes['223'] + 250;
    const writes = serveDataApi({
      rows: { chargesBiens: chargeRows(), immos: propertyRows() },
      routes: { [`GET ${path(YEAR)}`]: [{ body: { payload: updated } }] },
      overHarness: true,
      writesOnly: true,
    });
    await userEvent.click(await screen.findByRole('button', { name: `Modifier les charges de ${YEAR}` }));
    await screen.findByRole('table', { name: `Charges de ${YEAR}` });
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const form = screen.getByRole('group', { name: 'Ajouter une charge' });
    const category = within(form).getByLabelText('Catégorie');
    expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Subvention reçue (ligne 213)',
      "Frais d'administration et de gestion (ligne 221)",
      'Assurance (ligne 223)',
      "Travaux de réparation, d'entretien et d'amélioration (ligne 224)",
      'Travaux de rénovation énergétique (ligne 224)',
      'Charges récupérables non récupérées (ligne 225)',
      'Provisions pour charges de copropriété (ligne 229)',
      'Régularisation des provisions de copropriété (ligne 230)',
    ]);
    await userEvent.selectOptions(within(form).getByLabelText('Bien'), 'Aix-les-Bains Corsuet');
    await userEvent.selectOptions(category, 'Assurance (ligne 223)');
    const date = within(form).getByLabelText('Date');
    // A new charge is dated in the statement's year.
    expect((date as HTMLInputElement).value).toMatch(new RegExp(`^${YEAR}-`));
    await userEvent.clear(date);
    await userEvent.type(date, `${YEAR}-03-02`);
    await userEvent.type(within(form).getByLabelText('Montant (€)'), '250');
    await userEvent.type(within(form).getByLabelText('Libellé'), 'Assurance PNO{Enter}');
    await waitFor(() => expect(writes.filter((w) => w.method === 'POST')).toHaveLength(1));
    expect(writes.find((w) => w.method === 'POST')).toEqual({
      method: 'POST',
      path: 'data/chargesBiens',
      body: { IM_NOM: 'Aix-les-Bains Corsuet', date: `${YEAR}-03-02`, categorie: 'assurance', montant: 250, libelle: 'Assurance PNO' },
    });
    // The statement's figures follow the write.
    await waitFor(() => expect(cells(formRow('223')).map(txt)[aix]).toBe('250 €'));
  });

  it('edits the earlier deficits, with the last year each can be used', async () => {
    await renderRoute(`/revenus-fonciers/${YEAR}`);
    serveDataApi({ rows: { deficitsFonciers: deficitRows() }, overHarness: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier les déficits antérieurs' }));
    const t = await screen.findByRole('table', { name: 'Déficits reportables des années avant vos données' });
    expect(bodyRows(t).map((r) => cells(r).slice(0, 3).map(txt))).toEqual([[String(THIS_YEAR - 9), '20 000,00 €', String(THIS_YEAR + 1)]]);
  });
});
