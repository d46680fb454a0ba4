import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetLastChange, queryClient } from 'shared-kernel';
import { serveDataApi } from 'shared-kernel/testing';
import { UndoBar } from '../../layout/UndoBar';
import { LegacyImportFlow } from './LegacyImportFlow';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  forgetLastChange();
  queryClient.clear();
});

const TO_COMPLETE = [
  { sujet: "L'historique des loyers encaissés", detail: 'le site ne donne que les loyers du mois en cours.', lien: '#/loyers' },
  { sujet: 'Les baux et les locataires', detail: "le site n'en connaît aucun.", lien: '#/baux' },
];
const report = (ecrit: boolean, manquantes: Array<{ lecture: string; message: string }> = []) => ({
  payload: {
    adresse: 'https://monsite.fr',
    mode: 'merge',
    ecrit,
    sections: { immos: { libelle: 'Biens', added: 2, changed: 0, removed: 0, unchanged: 0 } },
    gardees: { depenses: 3 },
    ecartees: [{ section: 'depenses', cle: 'Sans date 10', champ: 'COP_DATE', raison: 'date attendue au format AAAA-MM-JJ' }],
    manquantes,
    remarques: [],
    images: { nouvelles: 1, dejaLa: 0, copiees: ecrit ? 1 : 0, refusees: [] },
    aCompleter: TO_COMPLETE,
  },
});
const ASK = { adresse: 'https://monsite.fr', script: 'index.php', remplacer: false };

function renderFlow() {
  render(
    <>
      <LegacyImportFlow />
      <UndoBar />
    </>,
  );
  return userEvent.setup();
}

describe('LegacyImportFlow', () => {
  it('reads the site, shows the preview with what is left out and what to complete, then imports on confirmation', async () => {
    const sent = serveDataApi({ routes: { 'POST data/legacy-import': [{ body: report(false) }, { body: report(true) }] } });
    const user = renderFlow();
    await user.type(screen.getByLabelText('Adresse de votre ancien site'), 'https://monsite.fr');
    await user.click(screen.getByRole('button', { name: 'Lire le site' }));

    const preview = await screen.findByRole('region', { name: "Aperçu de l'import depuis l'ancien site" });
    expect(preview).toHaveFocus();
    const [, line] = within(within(preview).getByRole('table')).getAllByRole('row');
    expect(within(line!).getByRole('rowheader')).toHaveTextContent('Biens (immos)');
    expect(within(line!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '0', '0', '0']);
    expect(within(preview).getByText(/Déjà là, gardé tel quel : depenses \(3\)/)).toBeInTheDocument();
    expect(within(within(preview).getByRole('list', { name: 'Lignes écartées' })).getByRole('listitem')).toHaveTextContent(
      'depenses « Sans date 10 », champ « COP_DATE » : date attendue au format AAAA-MM-JJ',
    );
    const links = within(within(preview).getByRole('list', { name: 'À compléter' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ["L'historique des loyers encaissés", '#/loyers'],
      ['Les baux et les locataires', '#/baux'],
    ]);
    expect(sent).toEqual([{ method: 'POST', path: 'data/legacy-import', body: { ...ASK, confirmer: false } }]);

    await user.click(within(preview).getByRole('button', { name: "Confirmer l'import" }));
    const done = await screen.findByRole('region', { name: "Import depuis l'ancien site effectué" });
    expect(within(done).getByRole('status')).toHaveTextContent('Import effectué');
    expect(sent[1]).toEqual({ method: 'POST', path: 'data/legacy-import', body: { ...ASK, confirmer: true, manquantesAcceptees: [] } });
    const bar = screen.getByText('Import depuis votre ancien site enregistré.').parentElement!;
    expect(within(bar).getByRole('button', { name: 'Annuler la dernière modification' })).toBeInTheDocument();
  });

  it('with « Remplacer », says the demo goes whole, or lists the sections the site does not replace', async () => {
    const replacing = (fields: Record<string, unknown>) => {
      const { payload } = report(false);
      return { payload: { ...payload, mode: 'replace', gardees: {}, ...fields } };
    };
    serveDataApi({
      routes: {
        'POST data/legacy-import': [
          { body: replacing({ baseDemo: true, nonRemplacees: [] }) },
          { body: replacing({ baseDemo: false, nonRemplacees: [{ section: 'baux', libelle: 'Baux', lignes: 2 }, { section: 'or', libelle: 'Or détenu', lignes: 1 }] }) },
        ],
      },
    });
    const user = renderFlow();
    await user.type(screen.getByLabelText('Adresse de votre ancien site'), 'https://monsite.fr');
    await user.click(screen.getByLabelText('Remplacer mes sections par celles du site (sinon, seul ce qui manque est ajouté)'));
    await user.click(screen.getByRole('button', { name: 'Lire le site' }));
    let preview = await screen.findByRole('region', { name: "Aperçu de l'import depuis l'ancien site" });
    expect(within(preview).getByText('Votre base ne contenait que les données de démonstration : chacune de ses sections est vidée dans le même import.')).toBeInTheDocument();
    expect(within(preview).queryByRole('list', { name: 'Sections non remplacées' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Lire le site' }));
    await waitFor(() => expect(screen.queryByText(/ne contenait que les données de démonstration/)).toBeNull());
    preview = await screen.findByRole('region', { name: "Aperçu de l'import depuis l'ancien site" });
    expect(within(within(preview).getByRole('list', { name: 'Sections non remplacées' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Baux (baux) : 2 lignes',
      'Or détenu (or) : 1 ligne',
    ]);
  });

  it('a partial site: the failed reads are listed, and the import waits until the owner accepts them', async () => {
    const missing = [{ lecture: 'immeubles/opedepenses', message: '« immeubles/opedepenses » : le site répond par une erreur 500 (3 essais)' }];
    const sent = serveDataApi({ routes: { 'POST data/legacy-import': [{ body: report(false, missing) }, { body: report(true, missing) }] } });
    const user = renderFlow();
    await user.type(screen.getByLabelText('Adresse de votre ancien site'), 'https://monsite.fr');
    await user.click(screen.getByRole('button', { name: 'Lire le site' }));
    const preview = await screen.findByRole('region', { name: "Aperçu de l'import depuis l'ancien site" });
    expect(within(preview).getByRole('list', { name: 'Lectures en échec' })).toHaveTextContent('erreur 500 (3 essais)');
    const confirm = within(preview).getByRole('button', { name: "Confirmer l'import" });
    expect(confirm).toBeDisabled();
    await user.click(within(preview).getByLabelText('Importer quand même, sans ces lectures'));
    await user.click(confirm);
    await screen.findByRole('region', { name: "Import depuis l'ancien site effectué" });
    expect(sent[1]!.body).toEqual({ ...ASK, confirmer: true, manquantesAcceptees: ['immeubles/opedepenses'] });
  });

  it("a site that cannot be read: the api's message, « Réessayer », nothing to confirm", async () => {
    const message = "Import arrêté avant toute écriture : « immeubles/alldata » répond par une page HTML, pas par les données attendues (site https://monsite.fr). Rien n'a été modifié.";
    serveDataApi({ routes: { 'POST data/legacy-import': [{ status: 502, body: { error: 'legacy_site', message } }, { body: report(false) }] } });
    const user = renderFlow();
    await user.click(screen.getByRole('button', { name: 'Lire le site' }));
    expect(screen.getByText("Indiquez l'adresse de votre ancien site (ex. https://monsite.fr).")).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse de votre ancien site')).toHaveFocus();
    await user.type(screen.getByLabelText('Adresse de votre ancien site'), 'https://monsite.fr');
    await user.click(screen.getByRole('button', { name: 'Lire le site' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('répond par une page HTML');
    expect(screen.queryByRole('button', { name: "Confirmer l'import" })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('region', { name: "Aperçu de l'import depuis l'ancien site" });
  });
});
