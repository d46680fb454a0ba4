import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { formatDate, formatEuro, formatInteger } from 'shared-kernel';
import { todayIso } from 'shared-kernel/edit';
import { loanSchedule, paidCount, simulateRepayment, type Echeancier } from 'area-immo/contract';
import { immoParamReplies as paramReplies } from 'area-immo/contract/fixtures';
import { fixtureOf, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { bodyRows, cells, headers } from '../../testing/dom';
import { loanTerms } from './scheduleFigures';

const NAME = 'Chambéry Le Biollay';
const path = (name: string) => `immeubles/echeancier/${encodeURIComponent(name)}`;
const loan = paramReplies[path(NAME)] as Echeancier;
// Years to go: room for a partial repayment.
const LONG = 'Lyon Croix-Rousse';
const long = paramReplies[path(LONG)] as Echeancier;
const tdb = fixtureOf('tdb').emprunt[NAME]!;
const route = (name: string) => `/emprunt/${encodeURIComponent(name)}`;
const txt = (text: string) => text.replace(/\s+/g, ' ');
const card = (title: string) => screen.getByRole('heading', { level: 4, name: title }).closest('section')!.querySelector('h4 + p')?.textContent;
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function simulate(fill: { montant?: string; date?: string; total?: boolean; choix?: 'Réduire la durée' | 'Réduire la mensualité' }) {
  const form = await screen.findByRole('form', { name: 'Simuler un remboursement anticipé' });
  if (fill.date !== undefined) {
    const date = within(form).getByLabelText('Date du remboursement');
    await userEvent.clear(date);
    if (fill.date) await userEvent.type(date, fill.date);
  }
  if (fill.total) await userEvent.click(within(form).getByRole('radio', { name: 'Total' }));
  if (fill.montant !== undefined) await userEvent.type(within(form).getByLabelText('Montant remboursé (€)'), fill.montant);
  if (fill.choix) await userEvent.click(within(form).getByRole('radio', { name: fill.choix }));
  await userEvent.click(within(form).getByRole('button', { name: 'Simuler' }));
  return form;
}

describe('loan schedule (/emprunt/:nom)', () => {
  it('shows the terms and where the loan stands today, as the loan table does', async () => {
    await renderRoute(route(NAME));
    expect(await screen.findByRole('heading', { level: 2, name: NAME })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: 'Conditions' });
    expect(figure('Capital emprunté')).toBe(formatEuro(loan.capital));
    expect(figure('Durée')).toBe(`${formatInteger(loan.duree_mois)} mois`);
    expect(figure('Début')).toBe(formatDate(loan.debut));
    expect(screen.getByRole('link', { name: NAME })).toHaveAttribute('href', `#/bien/${encodeURIComponent(NAME)}`);
    expect(card('Capital restant dû')).toBe(formatEuro(tdb.du));
    expect(card('Capital restant dû')).toBe(formatEuro(loan.echeances[loan.payees - 1]!.restant_du));
    expect(card('Échéances restantes')).toBe(formatInteger(tdb.delai));
    expect(card('Intérêts restant dus')).toBe(formatEuro(tdb.int_du));
  });

  it("shows today's year of the amortization table with today's row marked, and every year on demand", async () => {
    await renderRoute(route(NAME));
    const paid = loan.echeances[loan.payees - 1]!;
    const year = paid.date.slice(0, 4);
    const t = (await screen.findByRole('table', { name: `Échéancier : ${year}` })) as HTMLTableElement;
    expect(headers(t)).toEqual(['N°', 'Date', 'Mensualité', 'Capital', 'Intérêts', 'Assurance', 'Capital restant dû']);
    const marked = bodyRows(t).find((r) => r.classList.contains('highlight'))!;
    expect(cells(marked)).toEqual([
      `${paid.n} (dernière échéance payée)`,
      formatDate(paid.date),
      formatEuro(paid.mensualite),
      formatEuro(paid.capital),
      formatEuro(paid.interets),
      formatEuro(paid.assurance),
      formatEuro(paid.restant_du),
    ]);
    expect(screen.getAllByRole('table', { name: /^Échéancier : / })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Tout déplier' }));
    const tables = screen.getAllByRole('table', { name: /^Échéancier : / }) as HTMLTableElement[];
    expect(tables.reduce((n, table) => n + bodyRows(table).length, 0)).toBe(loan.echeances.length);
  });

  it('simulates a partial repayment that shortens the loan, with the 6-month cap', async () => {
    await renderRoute(route(LONG));
    await simulate({ montant: '2 000' });
    const out = simulateRepayment(loanTerms(long), long.echeances, { date: todayIso(), montant: 2000, choix: 'duree' });
    expect(out.indemniteCas).toBe('six_mois');
    const result = await screen.findByRole('region', { name: 'Résultat de la simulation' });
    expect(figure('Indemnité de remboursement anticipé')).toBe(formatEuro(out.indemnite));
    expect(figure('Plafond appliqué')).toBe("6 mois d'intérêts");
    expect(figure('Intérêts économisés')).toBe(formatEuro(out.interetsEconomises));
    expect(figure('Nouvelle durée')).toBe(`${out.moisApres} mois au lieu de ${out.moisAvant}`);
    expect(out.moisApres).toBeLessThan(out.moisAvant);
    const newTables = within(result).getAllByRole('table', { name: /^Nouvel échéancier : / });
    expect(newTables.length).toBeGreaterThan(0);
  });

  it('simulates a partial repayment that lowers the instalment', async () => {
    await renderRoute(route(LONG));
    await simulate({ montant: '2000', choix: 'Réduire la mensualité' });
    const out = simulateRepayment(loanTerms(long), long.echeances, { date: todayIso(), montant: 2000, choix: 'mensualite' });
    await screen.findByRole('region', { name: 'Résultat de la simulation' });
    expect(figure('Nouvelle mensualité (hors assurance)')).toBe(`${formatEuro(out.mensualiteApres)} au lieu de ${formatEuro(out.mensualiteAvant)}`);
    expect(out.mensualiteApres).toBeLessThan(out.mensualiteAvant);
  });

  it('caps the indemnity at 3 % of the capital due for a total repayment of a dear loan', async () => {
    const terms = { capital: 100000, taux: 7.2, duree_mois: 240, debut: '2020-01-10', assurance_mensuelle: 0 };
    const echeances = loanSchedule(terms);
    const dear: Echeancier = { nom: 'Prêt travaux', ...terms, IM_NOM: NAME, payees: paidCount(echeances, todayIso()), echeances };
    const table = fixtureOf('tdb');
    const listed = { ...table, emprunt: { ...table.emprunt, 'Prêt travaux': { total: 100000, int_du: 0, total_emp: 0, delai: 0, du: 0 } } };
    await renderRoute(route('Prêt travaux'), { overrides: { tdb: listed }, replies: { [path('Prêt travaux')]: dear } });
    await simulate({ total: true });
    const out = simulateRepayment(terms, echeances, { date: todayIso(), montant: Infinity, choix: 'duree' });
    expect(out.indemniteCas).toBe('trois_pourcent');
    await screen.findByRole('region', { name: 'Résultat de la simulation' });
    expect(figure('Plafond appliqué')).toBe('3 % du capital restant dû');
    expect(figure('Indemnité de remboursement anticipé')).toBe(formatEuro(out.indemnite));
    expect(figure('Emprunt')).toBe('soldé : plus aucune échéance');
    expect(screen.getByRole('link', { name: NAME })).toHaveAttribute('href', `#/bien/${encodeURIComponent(NAME)}`);
  });

  it('says what is wrong with the amount and the date, in French', async () => {
    await renderRoute(route(NAME));
    const form = await simulate({ montant: '0', date: '1990-01-01' });
    const amount = within(form).getByLabelText('Montant remboursé (€)');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Indiquez un montant supérieur à 0 (par exemple 20 000).');
    expect(within(form).getByLabelText('Date du remboursement')).toHaveAccessibleDescription(
      txt(`Choisissez une date pendant l'emprunt : du ${formatDate(loan.debut)} à la veille de la dernière échéance (${formatDate(loan.echeances.at(-1)!.date)}).`),
    );
    expect(screen.queryByRole('region', { name: 'Résultat de la simulation' })).not.toBeInTheDocument();
  });

  it('says « introuvable » for an unknown loan, without logging an error', async () => {
    const consoleError = jest.spyOn(console, 'error');
    await renderRoute(route('Le Clos Bordelais'));
    const message = (await screen.findByText(/introuvable/)).closest('p')!;
    expect(message).toHaveTextContent('Emprunt « Le Clos Bordelais » introuvable.');
    expect(within(message).getByRole('link', { name: 'Retour aux emprunts' })).toHaveAttribute('href', '#/emprunt');
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('shows the error panel with « Réessayer » when the schedule cannot be loaded', async () => {
    const consoleError = silenceConsoleError();
    await renderRoute(route(NAME), { failures: { echeancier: 503 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent("Impossible de charger l'échéancier de cet emprunt.");
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
