import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { CAPABILITIES_KEY, queryClient } from 'shared-kernel';
import { serveDataApi } from 'shared-kernel/testing';
import { renderIrlSeries } from '../../testing/renderRoute';

/** The end of the shipped series: 2024 T4 to 2025 T3, as stored (with ids). */
const ROWS = [
  { id: 40, annee: 2024, trimestre: 4, valeur: 144.64 },
  { id: 41, annee: 2025, trimestre: 1, valeur: 145.47 },
  { id: 42, annee: 2025, trimestre: 2, valeur: 146.68 },
  { id: 43, annee: 2025, trimestre: 3, valeur: 145.77 },
];

const quarters = async () => {
  const table = await screen.findByRole('table', { name: 'Indices IRL (INSEE)' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').slice(0, 2).map((c) => c.textContent));
};

describe('the IRL series in « Mes données » (widget irl)', () => {
  it('lists the quarters newest first, the index in fr-FR', async () => {
    await renderIrlSeries();
    serveDataApi({ rows: { irl: ROWS }, overHarness: true, writesOnly: true });
    expect(await quarters()).toEqual([
      ['T3 2025', '145,77'],
      ['T2 2025', '146,68'],
      ['T1 2025', '145,47'],
      ['T4 2024', '144,64'],
    ]);
  });

  it('adds a quarter: « Ajouter » opens on the quarter after the newest, the index typed with a comma', async () => {
    await renderIrlSeries();
    const writes = serveDataApi({ rows: { irl: ROWS }, overHarness: true, writesOnly: true });
    await quarters();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const form = screen.getByRole('group', { name: 'Ajouter un trimestre' });
    expect(within(form).getByLabelText('Année')).toHaveValue('2025');
    expect(within(form).getByLabelText('Trimestre')).toHaveValue('4');
    await userEvent.type(within(form).getByLabelText('Indice'), '145,78{Enter}');
    await waitFor(() => expect(writes).toEqual([{ method: 'POST', path: 'data/irl', body: { annee: 2025, trimestre: 4, valeur: 145.78 } }]));
  });

  it("refuses a negative index with the section's own message, and sends nothing", async () => {
    await renderIrlSeries();
    const writes = serveDataApi({ rows: { irl: ROWS }, overHarness: true, writesOnly: true });
    await quarters();
    await userEvent.click(screen.getByRole('button', { name: "Modifier l'indice du T3 2025" }));
    const value = screen.getByLabelText('Indice');
    await userEvent.clear(value);
    await userEvent.type(value, '-1{Enter}');
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription(expect.stringContaining('indice positif attendu'));
    expect(writes).toEqual([]);
  });

  it('shows nothing where the api cannot write', async () => {
    const { container } = await renderIrlSeries();
    await waitFor(() => expect(queryClient.getQueryState(CAPABILITIES_KEY)?.status).toBe('success'));
    expect(container).toBeEmptyDOMElement();
  });
});
