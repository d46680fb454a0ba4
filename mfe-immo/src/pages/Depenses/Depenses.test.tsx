import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { formatDate, formatEuro } from 'shared-kernel';
import type { Expense } from 'area-immo/contract';
import { fixtureOf, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { bodyRows, cells, headers } from '../../testing/dom';

const expenses = fixtureOf('opeDepenses');
const currentYear = new Date().getFullYear();

const ofYear = (year: number) => expenses.filter((e) => e.year === year);
const totalOf = (rows: Expense[]) => rows.reduce((s, e) => s + e.COP_MONT, 0);
const expectedCells = (e: Expense) => [formatDate(e.COP_DATE), e.COP_LIBELLE, formatEuro(e.COP_MONT), e.COP_GARAGE ?? ''];

/** The amount shown after "Total <year> :". */
function shownTotal(year: number): string {
  const line = screen.getByText(`Total ${year} :`, { exact: false });
  return line.querySelector('strong')?.textContent ?? '';
}

async function yearTable(year: number) {
  return (await screen.findByRole('table', { name: `Dépenses de ${year}` })) as HTMLTableElement;
}

describe('expenses (/depenses)', () => {
  it('offers the years 2015 to the current year, the current one selected first', async () => {
    await renderRoute('/depenses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dépenses' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Année' }) as HTMLSelectElement;
    const expected = Array.from({ length: currentYear - 2015 + 1 }, (_, i) => String(2015 + i));
    expect(Array.from(select.options).map((o) => o.value)).toEqual(expected);
    expect(select.value).toBe(String(currentYear));
  });

  it("lists the chosen year's expenses and their total, and follows the selection", async () => {
    await renderRoute('/depenses');
    const current = ofYear(currentYear);
    expect(current.length).toBeGreaterThan(0);
    let t = await yearTable(currentYear);
    expect(headers(t)).toEqual(['Date', 'Libellé', 'Montant', 'Garage']);
    expect(bodyRows(t).map(cells)).toEqual(current.map(expectedCells));
    expect(shownTotal(currentYear)).toBe(formatEuro(totalOf(current)));

    const other = 2016;
    const previous = ofYear(other);
    expect(previous.length).toBeGreaterThan(0);
    expect(previous.length).not.toBe(current.length);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Année' }), String(other));
    t = await yearTable(other);
    expect(bodyRows(t).map(cells)).toEqual(previous.map(expectedCells));
    await waitFor(() => expect(shownTotal(other)).toBe(formatEuro(totalOf(previous))));
  });

  it('says so in French when the chosen year has no expense', async () => {
    const emptyYear = [2015, 2016, 2017, 2018].find((y) => ofYear(y).length === 0)!;
    await renderRoute('/depenses');
    await yearTable(currentYear);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Année' }), String(emptyYear));
    const t = await yearTable(emptyYear);
    expect(t).toHaveTextContent(`Aucune dépense enregistrée en ${emptyYear}.`);
    expect(shownTotal(emptyYear)).toBe(formatEuro(0));
  });

  it('shows the spec message for a malformed expense of the shown year, and the other years still open', async () => {
    const consoleError = silenceConsoleError();
    const bad = { ...ofYear(currentYear)[0]!, COP_MONT: 'beaucoup' };
    const older = expenses.filter((e) => e.year < currentYear);
    await renderRoute('/depenses', { malformed: { opeDepenses: [...older, bad] } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('unable to load depenses');
    expect(alert).toHaveTextContent(`${currentYear}.0.COP_MONT`);
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();

    const year = older[0]!.year;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Année' }), String(year));
    expect(bodyRows(await yearTable(year))).toHaveLength(ofYear(year).length);
    consoleError.mockRestore();
  });
});
