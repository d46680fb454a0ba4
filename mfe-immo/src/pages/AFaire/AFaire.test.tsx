import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { privacyMode } from 'shared-kernel';
import { serveDataApi } from 'shared-kernel/testing';
import type { AFaireItem } from 'area-immo/contract';
import { renderRoute, silenceConsoleError } from '../../testing/renderRoute';

/** Two items, far enough ahead to stay ahead of any day the test runs. */
const REVISION: AFaireItem = {
  id: 'revision_irl:1:2099-05-01',
  type: 'revision_irl',
  bien: 'Lyon Croix-Rousse',
  bail_id: 1,
  echeance: '2100-04-30',
  titre: 'Révision du loyer de Camille Dubois : 720,00 € → 731,52 € hors charges',
  detail: 'Anniversaire du bail le 1er mai 2099.',
  action: { type: 'reviser', libelle: 'Appliquer la révision', chemin: 'a-faire/revision/1', telecharger: 'documents/revision/1' },
};
const TAX: AFaireItem = {
  id: 'taxe_fonciere:2:2099',
  type: 'taxe_fonciere',
  bien: 'Chambéry Le Biollay',
  bail_id: null,
  echeance: '2099-10-15',
  titre: 'Taxe foncière 2099 de Chambéry Le Biollay',
  detail: 'Payable au 15 octobre 2099.',
  action: { type: 'lien', libelle: 'Enregistrer la taxe', chemin: '/listeappt', telecharger: null },
};
const LATE: AFaireItem = {
  ...TAX,
  id: 'loyer_en_retard:3:2020-01:relance',
  type: 'loyer_en_retard',
  bail_id: 3,
  echeance: '2020-01-09',
  titre: 'Relance : loyer de janvier 2020',
  action: { type: 'envoyer', libelle: 'Envoyer la relance', chemin: 'documents/relance/3/2020-01/envoi?niveau=relance', telecharger: 'documents/relance/3/2020-01?niveau=relance' },
};

const open = (items: AFaireItem[] = [LATE, TAX, REVISION], envoi = true) => renderRoute('/a-faire', { overrides: { aFaire: items, documentCapacites: { envoi } } });
const card = (title: string) => screen.getByRole('article', { name: title });

describe('/a-faire « À faire »', () => {
  it('lists the items in the api’s order, each with its day, a past one said so', async () => {
    await open();
    const list = await screen.findByRole('list', { name: 'À faire' });
    expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([LATE.titre, TAX.titre, REVISION.titre]);
    expect(screen.getByText('3 choses à faire, la plus urgente en premier.')).toBeInTheDocument();
    expect(within(card(LATE.titre)).getByText('Depuis le 9 janvier 2020 · Chambéry Le Biollay')).toBeInTheDocument();
    expect(within(card(TAX.titre)).getByText('Avant le 15 octobre 2099 · Chambéry Le Biollay')).toBeInTheDocument();
    expect(within(card(TAX.titre)).getByRole('link', { name: `Enregistrer la taxe, ${TAX.titre}` })).toHaveAttribute('href', '#/listeappt');
  });

  it('in privacy mode, the amounts the api wrote show as « ••• »; the rest stays', async () => {
    privacyMode.set(true);
    try {
      await open([{ ...REVISION, detail: '1 234,50 € reçus le 3 novembre 2026 ; IRL 145,47 → 147,02.' }]);
      expect(await screen.findByRole('heading', { level: 2, name: 'Révision du loyer de Camille Dubois : ••• → ••• hors charges' })).toBeInTheDocument();
      expect(screen.getByText('••• reçus le 3 novembre 2026 ; IRL 145,47 → 147,02.')).toBeInTheDocument();
    } finally {
      privacyMode.set(false);
    }
  });

  it('says when there is nothing to do', async () => {
    await open([]);
    expect(await screen.findByText('Rien à faire pour le moment.')).toBeInTheDocument();
  });

  it('sends a document from the list, and says so where the focus goes', async () => {
    await open();
    await screen.findByRole('list', { name: 'À faire' });
    const calls = serveDataApi({ overHarness: true, writesOnly: true });
    await userEvent.click(await within(card(LATE.titre)).findByRole('button', { name: `Envoyer la relance, ${LATE.titre}` }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', path: 'documents/relance/3/2020-01/envoi?niveau=relance', body: undefined }]));
    const said = await screen.findByText(`${LATE.titre} : envoyé par e-mail.`);
    await waitFor(() => expect(said).toHaveFocus());
  });

  it('without SMTP_URL, no « Envoyer »: the download stays', async () => {
    await open([LATE], false);
    await screen.findByRole('list', { name: 'À faire' });
    expect(within(card(LATE.titre)).queryByRole('button', { name: /^Envoyer/ })).not.toBeInTheDocument();
    expect(within(card(LATE.titre)).getByRole('button', { name: `Télécharger le document, ${LATE.titre}` })).toBeInTheDocument();
  });

  it('applies a revision after asking, the letter e-mailed if ticked', async () => {
    await open();
    await screen.findByRole('list', { name: 'À faire' });
    const calls = serveDataApi({ overHarness: true, writesOnly: true, routes: { 'POST a-faire/revision/1': [[200, { payload: {} }]] } });
    await userEvent.click(await screen.findByRole('button', { name: `Appliquer la révision, ${REVISION.titre}` }));
    const ask = screen.getByRole('form', { name: `Appliquer la révision, ${REVISION.titre}` });
    const mail = within(ask).getByRole('checkbox', { name: 'Envoyer la lettre au locataire par e-mail' });
    expect(mail).toHaveFocus();
    await userEvent.click(mail);
    await userEvent.click(within(ask).getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', path: 'a-faire/revision/1', body: { envoyer: true } }]));
    expect(await screen.findByText('Révision du loyer appliquée, lettre envoyée au locataire.')).toBeInTheDocument();
  });

  it('puts an item off to a day, or dismisses it with a reason, by keyboard; Escape closes the choice', async () => {
    await open();
    await screen.findByRole('list', { name: 'À faire' });
    const calls = serveDataApi({ overHarness: true, writesOnly: true, routes: { [`POST a-faire/${encodeURIComponent(TAX.id)}/report`]: [[200, { payload: { ok: true } }]], [`POST a-faire/${encodeURIComponent(TAX.id)}/ecart`]: [[200, { payload: { ok: true } }]] } });
    const putOff = await within(card(TAX.titre)).findByRole('button', { name: `Reporter, ${TAX.titre}` });
    putOff.focus();
    await userEvent.keyboard('{Enter}');
    const day = screen.getByLabelText('Reporter au');
    expect(day).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Reporter au')).not.toBeInTheDocument();
    await waitFor(() => expect(putOff).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await userEvent.clear(screen.getByLabelText('Reporter au'));
    await userEvent.type(screen.getByLabelText('Reporter au'), '2099-09-20');
    await userEvent.click(within(screen.getByRole('form', { name: `Reporter, ${TAX.titre}` })).getByRole('button', { name: 'Reporter' }));
    await waitFor(() => expect(calls[0]).toEqual({ method: 'POST', path: `a-faire/${encodeURIComponent(TAX.id)}/report`, body: { jusqu_au: '2099-09-20' } }));
    expect(await screen.findByText(`${TAX.titre} : reporté au 20 septembre 2099.`)).toBeInTheDocument();

    await userEvent.click(within(card(TAX.titre)).getByRole('button', { name: `Écarter, ${TAX.titre}` }));
    const motif = screen.getByLabelText('Motif');
    expect(motif).toHaveFocus();
    await userEvent.type(motif, 'Payée par le notaire{Enter}');
    await waitFor(() => expect(calls[1]).toEqual({ method: 'POST', path: `a-faire/${encodeURIComponent(TAX.id)}/ecart`, body: { motif: 'Payée par le notaire' } }));
  });

  it('shows the api’s refusal beside the list, the items untouched', async () => {
    await open();
    await screen.findByRole('list', { name: 'À faire' });
    serveDataApi({ overHarness: true, writesOnly: true, refuse: () => [409, { error: 'conflict', message: 'Aucune révision à appliquer pour le bail n° 1 aujourd’hui.' }] });
    await userEvent.click(await screen.findByRole('button', { name: `Appliquer la révision, ${REVISION.titre}` }));
    await userEvent.click(within(screen.getByRole('form', { name: `Appliquer la révision, ${REVISION.titre}` })).getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText(`${REVISION.titre} : Aucune révision à appliquer pour le bail n° 1 aujourd’hui.`)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('a failed read shows its message and « Réessayer »', async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/a-faire', { failures: { aFaire: 500 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Impossible de charger la liste « À faire ».');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
