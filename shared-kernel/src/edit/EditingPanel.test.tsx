import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAPABILITIES_KEY } from '../api/capabilities';
import { queryClient } from '../api/queries';
import { allowEditing, fakeDataApi, resetEditing } from '../testing/dataApi';
import { sampleSection } from '../testing/sampleSection';
import { EditingPanel } from './EditingPanel';

const ROWS = [
  { id: 1, COP_DATE: '2024-03-15', COP_LIBELLE: 'Pain', COP_MONT: 4.2, COP_GARAGE: null },
  { id: 2, COP_DATE: '2024-03-16', COP_LIBELLE: 'Lait', COP_MONT: 1.1, COP_GARAGE: null },
];

/** What an area draws of the rows: here, their labels. */
const labels = (rows: readonly { COP_LIBELLE: string }[]) => (
  <ul aria-label="Lignes">
    {rows.map((r) => (
      <li key={r.COP_LIBELLE}>{r.COP_LIBELLE}</li>
    ))}
  </ul>
);

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  resetEditing();
});

describe('EditingPanel', () => {
  it('shows nothing, and reads nothing, where the api cannot write', async () => {
    const calls = fakeDataApi({ depenses: ROWS });
    const { container } = render(
      <EditingPanel section={sampleSection} message="impossible de charger les dépenses à modifier">
        {labels}
      </EditingPanel>,
    );
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['capabilities']));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing when the owner is signed out', () => {
    queryClient.setQueryData(CAPABILITIES_KEY, { write: true, signedIn: false, signInRequired: true });
    const calls = fakeDataApi({ depenses: ROWS });
    const { container } = render(<EditingPanel section={sampleSection}>{labels}</EditingPanel>);
    expect(container).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
  });

  it('open: reads the section’s rows and hands them to the area', async () => {
    allowEditing();
    const calls = fakeDataApi({ depenses: ROWS });
    render(
      <EditingPanel section={sampleSection} message="impossible de charger les dépenses à modifier">
        {labels}
      </EditingPanel>,
    );
    const list = await screen.findByRole('list', { name: 'Lignes' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Pain', 'Lait']);
    expect(calls).toEqual([{ method: 'GET', path: 'data/depenses', body: undefined }]);
  });

  it('closed until asked for: reads the rows only once opened, under its heading', async () => {
    allowEditing();
    const calls = fakeDataApi({ depenses: ROWS });
    render(
      <EditingPanel section={sampleSection} disclosure={{ label: 'Modifier les dépenses de 2024', title: 'Gestion des dépenses de 2024' }} message="impossible">
        {labels}
      </EditingPanel>,
    );
    const button = screen.getByRole('button', { name: 'Modifier les dépenses de 2024' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Gestion des dépenses de 2024' })).toBeNull();
    expect(calls).toEqual([]);

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Gestion des dépenses de 2024' });
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('Gestion des dépenses de 2024');
    expect(await within(panel).findByRole('list', { name: 'Lignes' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['data/depenses']);

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Lignes' })).toBeNull();
  });

  it('says the French message with « Réessayer » when the rows cannot be read, and reads them again', async () => {
    allowEditing();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const calls = fakeDataApi({});
    render(
      <EditingPanel section={sampleSection} message="impossible de charger les dépenses à modifier">
        {labels}
      </EditingPanel>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('impossible de charger les dépenses à modifier');
    fakeDataApi({ depenses: ROWS });
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: 'Lignes' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['data/depenses']);
  });

  it('without a message, shows nothing until the rows are read, nor when they cannot be', async () => {
    allowEditing();
    const calls = fakeDataApi({});
    const { container } = render(<EditingPanel section={sampleSection}>{labels}</EditingPanel>);
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['data/depenses']));
    await waitFor(() => expect(queryClient.getQueryState(['data', 'depenses'])?.status).toBe('error'));
    expect(container).toBeEmptyDOMElement();
  });

  it('reads what the rows need at the same time, and shows it around them', async () => {
    allowEditing();
    const calls = fakeDataApi({ depenses: ROWS });
    render(
      <EditingPanel section={sampleSection} message="impossible" around={(rows) => <section aria-label="Autour">{rows}</section>}>
        {labels}
      </EditingPanel>,
    );
    const around = screen.getByRole('region', { name: 'Autour' });
    expect(await within(around).findByRole('list', { name: 'Lignes' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['data/depenses']);
  });
});
