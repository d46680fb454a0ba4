import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetLastChange, queryClient } from 'shared-kernel';
import { UndoBar } from '../../layout/UndoBar';
import { serveDataApi } from 'shared-kernel/testing';
import { ImportFlow } from './ImportFlow';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  forgetLastChange();
  queryClient.clear();
});

const DOCUMENT = { depenses: [{ id: 3, COP_DATE: '2024-03-12', COP_LIBELLE: 'Boulangerie', COP_MONT: 12.5, COP_GARAGE: null }] };
const report = (dryRun: boolean, mode = 'replace') => ({
  payload: { mode, dryRun, sections: { depenses: { libelle: 'Dépenses', added: 0, changed: 1, removed: 2, unchanged: 40 } } },
});
const jsonFile = (content: string, name = 'tableau-de-bord-2024-03-12.json') => new File([content], name, { type: 'application/json' });

function renderFlow() {
  render(
    <>
      <ImportFlow />
      <UndoBar />
    </>,
  );
  return userEvent.setup();
}

const fileInput = () => screen.getByLabelText('Fichier à importer (JSON)');

describe('ImportFlow', () => {
  it('shows the dry run per section, then imports on « Confirmer l\'import » and offers the undo', async () => {
    const sent = serveDataApi({
      routes: {
        'POST data?mode=replace&dryRun=1': [{ body: report(true) }],
        'POST data?mode=replace': [{ body: report(false) }],
      },
    });
    const user = renderFlow();
    expect(screen.getByRole('radio', { name: 'Remplacer' })).toBeChecked();
    await user.upload(fileInput(), jsonFile(JSON.stringify(DOCUMENT)));
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));

    const simulation = await screen.findByRole('region', { name: "Simulation de l'import" });
    const table = within(simulation).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Section', 'Ajoutées', 'Modifiées', 'Supprimées', 'Inchangées']);
    const [, line] = within(table).getAllByRole('row');
    expect(within(line!).getByRole('rowheader')).toHaveTextContent('Dépenses (depenses)');
    expect(within(line!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['0', '1', '2', '40']);
    expect(simulation).toHaveFocus();
    expect(sent).toEqual([{ method: 'POST', path: 'data?mode=replace&dryRun=1', body: DOCUMENT }]);

    await user.click(within(simulation).getByRole('button', { name: "Confirmer l'import" }));
    const done = await screen.findByRole('region', { name: 'Import effectué' });
    expect(within(done).getByRole('status')).toHaveTextContent('Import effectué');
    expect(sent.map((r) => r.path)).toEqual(['data?mode=replace&dryRun=1', 'data?mode=replace']);
    expect(sent[1]!.body).toEqual(DOCUMENT);
    expect(screen.queryByRole('button', { name: "Confirmer l'import" })).toBeNull();
    // The kernel's last change: the undo bar says what was done and offers to undo it.
    const bar = screen.getByText('Import (remplacement) enregistré.').parentElement!;
    expect(within(bar).getByRole('button', { name: 'Annuler la dernière modification' })).toBeInTheDocument();
  });

  it('sends the merge mode chosen, and « Annuler » drops the report without writing', async () => {
    const sent = serveDataApi({ routes: { 'POST data?mode=merge&dryRun=1': [{ body: report(true, 'merge') }] } });
    const user = renderFlow();
    await user.upload(fileInput(), jsonFile(JSON.stringify(DOCUMENT)));
    await user.click(screen.getByRole('radio', { name: 'Fusionner' }));
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    const simulation = await screen.findByRole('region', { name: "Simulation de l'import" });
    await user.click(within(simulation).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('region', { name: "Simulation de l'import" })).toBeNull();
    expect(fileInput()).toHaveFocus();
    expect(sent.map((r) => r.path)).toEqual(['data?mode=merge&dryRun=1']);
  });

  it('shows the api refusal, naming section, ligne and champ, without « Réessayer » nor report', async () => {
    const message = 'Import refusé : section « depenses », ligne 1, champ « COP_MONT » : nombre attendu (ex. 1234.5).';
    serveDataApi({
      routes: {
        'POST data?mode=replace&dryRun=1': [{ status: 400, body: { error: 'invalid_data', message, section: 'depenses', ligne: 1, champ: 'COP_MONT' } }],
      },
    });
    const user = renderFlow();
    await user.upload(fileInput(), jsonFile(JSON.stringify({ depenses: [{ ...DOCUMENT.depenses[0], COP_MONT: '12,5' }] })));
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    // The file stays chosen: another mode can be tried at once.
    expect((fileInput() as HTMLInputElement).files).toHaveLength(1);
  });

  it('offers « Réessayer » when the api cannot be reached, and it works the second time', async () => {
    serveDataApi({ routes: { 'POST data?mode=replace&dryRun=1': [{ status: 503, body: { message: 'Service indisponible' } }, { body: report(true) }] } });
    const user = renderFlow();
    await user.upload(fileInput(), jsonFile(JSON.stringify(DOCUMENT)));
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vérification impossible : Service indisponible');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: "Simulation de l'import" })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says at the field when no file is chosen or the file is not JSON, sending nothing', async () => {
    const sent = serveDataApi({ routes: {} });
    const user = renderFlow();
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    expect(fileInput()).toHaveAccessibleDescription('Choisissez un fichier à importer.');
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fileInput()).toHaveFocus();

    await user.upload(fileInput(), jsonFile('{ "depenses": [ '));
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    expect(await screen.findByText(/^Fichier illisible : ce n'est pas un document JSON/)).toBeInTheDocument();
    expect(fileInput()).toHaveAccessibleDescription(/Fichier illisible/);
    expect(sent).toEqual([]);
  });

  it('works with the keyboard alone', async () => {
    serveDataApi({ routes: { 'POST data?mode=merge&dryRun=1': [{ body: report(true, 'merge') }] } });
    const user = renderFlow();
    await user.upload(fileInput(), jsonFile(JSON.stringify(DOCUMENT)));
    screen.getByRole('radio', { name: 'Remplacer' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Fusionner' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Vérifier le fichier' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('region', { name: "Simulation de l'import" });
    await user.tab();
    expect(screen.getByRole('button', { name: "Confirmer l'import" })).toHaveFocus();
  });
});
